import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../app/theme';
import { notify } from '../components/notify';
import Toaster from './Toaster';

async function showToast(title: string) {
  render(
    <ThemeProvider theme={theme}>
      <button type="button">Elsewhere</button>
      <Toaster />
    </ThemeProvider>,
  );
  const region = screen.getByRole('region', { name: 'Notifications (F8)' });
  act(() => notify({ title }));
  await screen.findByText(title);
  return region;
}

function swipe(element: HTMLElement, distance: number) {
  fireEvent.pointerDown(element, { pointerId: 1, button: 0, clientX: 100 });
  fireEvent.pointerMove(element, { pointerId: 1, clientX: 100 + distance });
  fireEvent.pointerUp(element, { pointerId: 1, clientX: 100 + distance });
}

describe('Toaster (spec 9)', () => {
  it('F8 focuses the notification region that holds the toasts', async () => {
    const region = await showToast('Saved');
    expect(region).toContainElement(screen.getByText('Saved'));
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    fireEvent.keyDown(document, { key: 'F8' });
    expect(region).toHaveFocus();
  });

  it('a swipe right beyond 50 px dismisses the toast; a shorter one does not', async () => {
    await showToast('Booked');
    const toast = screen.getByText('Booked').closest<HTMLElement>('[data-swipe-offset]')!;
    swipe(toast, 40);
    expect(toast).toHaveAttribute('data-swipe-offset', '0');
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByText('Booked')).toBeInTheDocument();
    swipe(toast, 60);
    await waitFor(() => expect(screen.queryByText('Booked')).not.toBeInTheDocument());
  });

  it('shows a toast raised before the lazily loaded region was ready', async () => {
    act(() =>
      notify({ title: 'Error Loading Pricing Data', message: 'Unable to fetch pricing information' }),
    );
    render(
      <ThemeProvider theme={theme}>
        <Toaster />
      </ThemeProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByText('Error Loading Pricing Data')).toBeInTheDocument();
    expect(within(region).getByText('Unable to fetch pricing information')).toBeInTheDocument();
  });
});
