import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router-dom';
import type { AppointmentStatus } from '../../api';
import type { AdminAppointmentDto } from '../../api/staff';
import { StoreProvider } from '../../app/StoreProvider';
import { makeStore } from '../../app/store';
import { theme } from '../../app/theme';
import Toaster from '../../components/Toaster';
import { AppointmentsScreen } from './components/AppointmentsScreen';

const NEXT: Record<string, AppointmentStatus[]> = {
  scheduled: ['confirmed', 'checked_in', 'cancelled'],
  confirmed: ['checked_in', 'cancelled'],
};

function appointment(status: AppointmentStatus): AdminAppointmentDto {
  return {
    id: 'a1',
    reference: 'RB-7KQ2MX',
    startsAt: '2030-11-22T16:30:00Z',
    endsAt: '2030-11-22T17:30:00Z',
    day: '2030-11-22',
    status,
    customer: { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '(217) 555-0123' },
    device: { brand: 'Apple', model: 'iPhone 15 Pro' },
    services: [{ name: 'Screen Repair', priceCents: 12900 }],
    estimateCents: 12900,
    discountCents: 0,
    totalCents: 12900,
    notes: null,
    createdAt: '2030-11-20T12:00:00Z',
    cancelledAt: null,
    repairOrderId: null,
    repairOrderReference: null,
    allowedTransitions: NEXT[status] ?? [],
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake server: the list answers with the appointment in its current status; PATCH answers `patch`. */
function fakeServer(patch: (body: { status: AppointmentStatus }) => Response) {
  let status: AppointmentStatus = 'scheduled';
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    if (method === 'PATCH') {
      const answer = patch(body);
      if (answer.ok) status = body.status;
      return answer;
    }
    return json({
      items: [appointment(status)],
      total: 1,
      page: 1,
      pageSize: 50,
      from: '2030-11-22',
      to: '2030-12-05',
      timeZone: 'America/Chicago',
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, setStatus: (s: AppointmentStatus) => (status = s) };
}

function renderScreen(canEdit = true) {
  render(
    <MemoryRouter>
      <ThemeProvider theme={theme}>
        <StoreProvider store={makeStore()}>
          <AppointmentsScreen canEdit={canEdit} />
          <Toaster />
        </StoreProvider>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('AppointmentsScreen', () => {
  it('sends the change with the status it showed, toasts and shows the refreshed list', async () => {
    const server = fakeServer(() => json(appointment('confirmed')));
    renderScreen();
    const card = await screen.findByRole('listitem');
    expect(screen.getByRole('heading', { level: 2, name: 'Friday, November 22, 2030' })).toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Confirm RB-7KQ2MX' }));
    await waitFor(() => expect(within(card).getByText('Confirmed')).toBeInTheDocument());
    const patch = server.calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url).toBe('/api/admin/appointments/a1/status');
    expect(patch.body).toEqual({ status: 'confirmed', expectedStatus: 'scheduled' });
    // The toast the editor sees.
    expect(await screen.findByText('Appointment confirmed')).toBeInTheDocument();
    expect(screen.getByText('RB-7KQ2MX · Jane Doe')).toBeInTheDocument();
    // The list was read again after the change (tag invalidation).
    expect(server.calls.filter((c) => c.method === 'GET').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the server message of a 409 as an error toast and the current status', async () => {
    const server = fakeServer(() => {
      server.setStatus('confirmed');
      return json({ statusCode: 409, message: 'This appointment was changed by someone else' }, 409);
    });
    renderScreen();
    const card = await screen.findByRole('listitem');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Confirm RB-7KQ2MX' }));
    // The error toast carries the server's own message.
    expect(await screen.findByText('Status not changed')).toBeInTheDocument();
    expect(screen.getByText('This appointment was changed by someone else')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByText('Confirmed')).toBeInTheDocument());
    expect(screen.queryByText('Appointment confirmed')).not.toBeInTheDocument();
  });

  it('asks before cancelling and sends nothing when the editor keeps the appointment', async () => {
    const server = fakeServer(() => json(appointment('cancelled')));
    renderScreen();
    const card = await screen.findByRole('listitem');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Cancel RB-7KQ2MX' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel appointment RB-7KQ2MX?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep appointment' }));
    expect(server.calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Cancel RB-7KQ2MX' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason for cancelling' }), 'Fixed elsewhere');
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    expect(await screen.findByText('Appointment cancelled')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      status: 'cancelled',
      expectedStatus: 'scheduled',
      reason: 'Fixed elsewhere',
    });
  });

  it('searches on the server once typing pauses, from the first page', async () => {
    const server = fakeServer(() => json({}));
    renderScreen(false);
    await screen.findByRole('listitem');
    expect(screen.getByText(/Only editors can change the status/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Confirm/ })).toBeNull();
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search appointments' }), 'RB-7KQ');
    await waitFor(() => expect(server.calls.some((c) => c.url.includes('q=RB-7KQ&'))).toBe(true));
    // One request for the finished word, none for each letter.
    expect(server.calls.filter((c) => /q=R(B|B-|B-7|B-7K)?&/.test(c.url))).toEqual([]);
    expect(server.calls.at(-1)!.url).toBe('/api/admin/appointments?q=RB-7KQ&page=1&pageSize=50');
  });
});
