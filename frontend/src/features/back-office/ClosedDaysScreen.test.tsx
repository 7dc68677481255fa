import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router-dom';
import type { ClosedDayDto } from '../../api/staff';
import { StoreProvider } from '../../app/StoreProvider';
import { makeStore } from '../../app/store';
import { theme } from '../../app/theme';
import Toaster from '../../components/Toaster';
import { ClosedDaysScreen } from './components/ClosedDaysScreen';

const christmas: ClosedDayDto = {
  day: '2030-12-24',
  reason: 'Christmas Eve',
  createdBy: 'editor',
  createdAt: '2030-11-01T12:00:00Z',
  bookings: [
    {
      id: 'a1',
      reference: 'RB-7KQ2MX',
      startsAt: '2030-12-24T16:30:00Z',
      localTime: '10:30',
      status: 'scheduled',
      customer: { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '(217) 555-0123' },
      device: 'Apple iPhone 15 Pro',
    },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fakeServer() {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url: String(input), body });
      if (method === 'POST')
        return json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Validation failed',
            errors: [{ field: 'day', message: 'This day has passed' }],
          },
          400,
        );
      return json({ items: [christmas], timeZone: 'America/Chicago' });
    }),
  );
  return calls;
}

function renderScreen(canEdit: boolean) {
  render(
    <MemoryRouter>
      <ThemeProvider theme={theme}>
        <StoreProvider store={makeStore()}>
          <ClosedDaysScreen canEdit={canEdit} />
          <Toaster />
        </StoreProvider>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ClosedDaysScreen', () => {
  it('lists each closed day with its reason and the bookings to call, read-only for viewers', async () => {
    fakeServer();
    renderScreen(false);
    const day = await screen.findByRole('region', { name: /Christmas Eve/ });
    expect(
      within(day).getByRole('heading', { name: 'Tuesday, December 24, 2030: Christmas Eve' }),
    ).toBeVisible();
    expect(day).toHaveTextContent('Closed by editor');
    expect(day).toHaveTextContent('1 booking to call');
    expect(day).toHaveTextContent('10:30 AM');
    expect(day).toHaveTextContent('Jane Doe · RB-7KQ2MX');
    expect(within(day).getByRole('link', { name: '(217) 555-0123' })).toHaveAttribute(
      'href',
      'tel:2175550123',
    );
    expect(within(day).getByRole('link', { name: 'jane@example.com' })).toHaveAttribute(
      'href',
      'mailto:jane@example.com',
    );
    expect(screen.getByText('You have read-only access. Only editors can close or open days.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Close Day' })).toBeNull();
    expect(within(day).queryByRole('button', { name: /^Open Again/ })).toBeNull();
  });

  it("shows the server's field error next to the field", async () => {
    const calls = fakeServer();
    renderScreen(true);
    await screen.findByRole('region', { name: /Christmas Eve/ });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Day/), '2020-01-01');
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Too late');
    await user.click(screen.getByRole('button', { name: 'Close Day' }));
    expect(await screen.findByText('This day has passed')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ day: '2020-01-01', reason: 'Too late' });
  });
});
