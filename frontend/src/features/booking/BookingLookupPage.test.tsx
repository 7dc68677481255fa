import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router-dom';
import type { AppointmentDto, AvailabilityDto } from '../../api';
import { StoreProvider } from '../../app/StoreProvider';
import { makeStore } from '../../app/store';
import { theme } from '../../app/theme';
import Toaster from '../../components/Toaster';
import BookingLookupPage from './BookingLookupPage';

function renderAt(url: string) {
  render(
    <StoreProvider store={makeStore()}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[url]}>
          <BookingLookupPage />
          <Toaster />
        </MemoryRouter>
      </ThemeProvider>
    </StoreProvider>,
  );
}

const booking: AppointmentDto = {
  reference: 'RB-7K4Q9M',
  status: 'scheduled',
  appointmentDate: '2030-03-04T16:00:00.000Z',
  timeZone: 'America/Chicago',
  localDate: '2030-03-04',
  localTime: '10:00',
  deviceBrand: 'Apple',
  deviceModel: 'iphone-15-pro',
  deviceInfo: 'Apple iPhone 15 Pro',
  services: [{ id: 'screen', name: 'Screen Repair', price: 27900, duration: 20 }],
  estimatedPrice: 26900,
  discount: 1000,
  estimatedDuration: 20,
  customerFirstName: 'Jane',
  cancellable: true,
  reschedulable: true,
  repairReference: null,
};

const availability: AvailabilityDto = {
  timeZone: 'America/Chicago',
  slotMinutes: 30,
  slots: [
    { start: '2030-03-04T16:00:00.000Z', date: '2030-03-04', time: '10:00', available: false },
    { start: '2030-03-04T16:30:00.000Z', date: '2030-03-04', time: '10:30', available: true },
    { start: '2030-03-06T16:00:00.000Z', date: '2030-03-06', time: '10:00', available: true },
  ],
  closedDays: [{ date: '2030-03-05', reason: 'Stock-taking' }],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fakeServer(move: (body: { email: string; appointmentDate: string }) => Response) {
  const calls: { url: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, body });
      if (url.endsWith('/lookup')) return json(booking);
      if (url.endsWith('/reschedule')) return move(body);
      if (url.endsWith('/availability')) return json(availability);
      return json({ statusCode: 404, message: 'Not found' }, 404);
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BookingLookupPage', () => {
  it("fills in the reference from the e-mail's look-up link (/booking?reference=RB-...)", () => {
    renderAt('/booking?reference=RB-7K4Q9M');
    expect(screen.getByLabelText(/Booking reference/)).toHaveValue('RB-7K4Q9M');
  });

  it('starts empty without a reference', () => {
    renderAt('/booking');
    expect(screen.getByLabelText(/Booking reference/)).toHaveValue('');
  });

  // A dialog full of MUI buttons renders slowly in jsdom: these two get more time on a loaded machine.
  it(
    "opens the move step from the reminder's link, and moves the booking in one step",
    { timeout: 40_000 },
    async () => {
      const calls = fakeServer((body) =>
        json({
          ...booking,
          appointmentDate: body.appointmentDate,
          localDate: '2030-03-06',
          localTime: '10:00',
        }),
      );
      renderAt('/booking?reference=RB-7K4Q9M&action=reschedule');
      const user = userEvent.setup({ delay: null });
      await user.type(screen.getByLabelText(/Email/), 'jane@example.com');
      await user.click(screen.getByRole('button', { name: 'Find Booking' }));
      const dialog = await screen.findByRole('dialog', { name: 'Move your appointment' });
      expect(within(dialog).getByText(/Now Monday, March 4 at 10:00 AM/)).toBeInTheDocument();
      expect(await within(dialog).findByText('Closed on Tuesday, March 5: Stock-taking')).toBeInTheDocument();
      // Its own time is not offered.
      expect(within(dialog).getByRole('button', { name: '10:00 AM, taken' })).toBeDisabled();
      await user.click(within(dialog).getByRole('button', { name: 'Wednesday, March 6' }));
      await user.click(within(dialog).getByRole('button', { name: '10:00 AM' }));
      await user.click(
        within(dialog).getByRole('button', { name: 'Move to Wednesday, March 6 at 10:00 AM' }),
      );
      expect(await screen.findByText('Appointment Moved')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByText('Wednesday, March 6')).toBeInTheDocument();
      expect(calls.find((c) => c.url.endsWith('/reschedule'))).toEqual({
        url: '/api/appointments/RB-7K4Q9M/reschedule',
        body: { email: 'jane@example.com', appointmentDate: '2030-03-06T16:00:00.000Z' },
      });
    },
  );

  it(
    'says so when the new time was taken meanwhile, and keeps the step open',
    { timeout: 40_000 },
    async () => {
      fakeServer(() =>
        json(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'This time slot was just booked by someone else. Please choose another time.',
            details: { reason: 'slot_taken' },
          },
          409,
        ),
      );
      renderAt('/booking?reference=RB-7K4Q9M');
      const user = userEvent.setup({ delay: null });
      await user.type(screen.getByLabelText(/Email/), 'jane@example.com');
      await user.click(screen.getByRole('button', { name: 'Find Booking' }));
      await user.click(await screen.findByRole('button', { name: 'Move to Another Time' }));
      const dialog = await screen.findByRole('dialog', { name: 'Move your appointment' });
      await user.click(await within(dialog).findByRole('button', { name: '10:30 AM' }));
      await user.click(within(dialog).getByRole('button', { name: /^Move to/ }));
      expect(
        await within(dialog).findByText(/that time was just booked by someone else/),
      ).toBeInTheDocument();
    },
  );
});
