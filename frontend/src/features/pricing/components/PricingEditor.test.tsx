import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AdminPricingDto } from '../../../api/staff';
import { StoreProvider } from '../../../app/StoreProvider';
import { makeStore } from '../../../app/store';
import { theme } from '../../../app/theme';
import Toaster from '../../../components/Toaster';
import { PricingEditor } from './PricingEditor';

const data: AdminPricingDto = {
  version: 3,
  models: [{ id: 'm1', brand: 'Apple', model: 'iPhone 15', category: 'phone', slug: 'iphone-15' }],
  services: [{ id: 's1', name: 'Screen Repair', category: 'repair', slug: 'screen-repair' }],
  prices: [{ deviceModelId: 'm1', serviceTypeId: 's1', price: 199 }],
};

function renderEditor() {
  render(
    <MemoryRouter initialEntries={['/admin/pricing']}>
      <ThemeProvider theme={theme}>
        <StoreProvider store={makeStore()}>
          <Routes>
            <Route
              path="/admin/pricing"
              element={
                <>
                  <Link to="/admin/workshop">Workshop</Link>
                  <PricingEditor data={data} editable />
                </>
              }
            />
            <Route path="/admin/workshop" element={<h1>Workshop board</h1>} />
          </Routes>
          <Toaster />
        </StoreProvider>
      </ThemeProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('spinbutton', { name: 'iPhone 15 Screen Repair price' });
}

afterEach(() => vi.clearAllMocks());

describe('PricingEditor (issue 32 item 6)', () => {
  it('asks before a link leaves unsaved price edits: Stay keeps them, Leave goes', async () => {
    const user = userEvent.setup();
    const input = renderEditor();
    fireEvent.change(input, { target: { value: '210' } });
    await user.click(screen.getByRole('link', { name: 'Workshop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('1 price change is not saved');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Workshop board' })).not.toBeInTheDocument();
    expect(input).toHaveValue(210);
    await user.click(screen.getByRole('link', { name: 'Workshop' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave and discard' }),
    );
    expect(await screen.findByRole('heading', { name: 'Workshop board' })).toBeInTheDocument();
  });

  it('leaves at once when nothing is pending', async () => {
    renderEditor();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Workshop' }));
    expect(await screen.findByRole('heading', { name: 'Workshop board' })).toBeInTheDocument();
  });

  it('a negative price is refused with a visible message, and a toast when the cell is left', async () => {
    const input = renderEditor();
    fireEvent.change(input, { target: { value: '-5' } });
    expect(screen.getByText('Prices are 0 or more.')).toBeVisible();
    fireEvent.blur(input);
    expect(await screen.findByText('Price not changed')).toBeInTheDocument();
    expect(
      screen.getByText('Prices are 0 or more: iPhone 15 Screen Repair stays $199.00.'),
    ).toBeInTheDocument();
    expect(input).toHaveValue(199);
  });
});
