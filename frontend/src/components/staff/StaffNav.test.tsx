import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router-dom';
import type { AdminSessionDto } from '../../api/staff';
import { StoreProvider } from '../../app/StoreProvider';
import { makeStore } from '../../app/store';
import { theme } from '../../app/theme';
import Toaster from '../Toaster';
import { StaffNav } from './StaffNav';

const viewer: AdminSessionDto = {
  username: 'sam',
  role: 'viewer',
  permissions: ['prices:read', 'appointments:read', 'customers:read', 'outbox:read'],
  failedSignIns: { count: 0, lastAt: null },
};

function renderNav(session: AdminSessionDto, at = '/admin/appointments') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <ThemeProvider theme={theme}>
        <StoreProvider store={makeStore()}>
          <StaffNav session={session} />
          <Toaster />
        </StoreProvider>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('StaffNav', () => {
  it('lists the staff sections the session may open, marks the current one, and names who is signed in', () => {
    renderNav(viewer);
    const nav = screen.getByRole('navigation', { name: 'Staff' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Dashboard',
      'Appointments',
      'Closed Days',
      'Customers',
      'Pricing',
      'Device Models',
      'Service Types',
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
    expect(within(nav).getByRole('link', { name: 'Appointments' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Signed in as sam')).toBeInTheDocument();
  });

  it('leaves out what the session may not see', () => {
    renderNav({ ...viewer, permissions: ['prices:read'] });
    const links = within(screen.getByRole('navigation', { name: 'Staff' })).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Dashboard',
      'Pricing',
      'Device Models',
      'Service Types',
    ]);
  });

  it('signs out with the spec’s toast', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    renderNav(viewer);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/admin/logout');
  });
});
