import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router-dom';
import type { AdminSessionDto } from '../../api/staff';
import { StoreProvider } from '../../app/StoreProvider';
import { makeStore } from '../../app/store';
import { theme } from '../../app/theme';
import { may } from './may';
import { StaffGate } from './StaffGate';

const viewer: AdminSessionDto = {
  username: 'sam',
  role: 'viewer',
  permissions: ['prices:read', 'appointments:read', 'customers:read', 'outbox:read'],
  failedSignIns: { count: 0, lastAt: null },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderGate(answer: Response, signedOutMessage?: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => answer),
  );
  render(
    <MemoryRouter>
      <ThemeProvider theme={theme}>
        <StoreProvider store={makeStore()}>
          <StaffGate loadingLabel="Loading the page" signedOutMessage={signedOutMessage}>
            {(session) => (
              <p>
                {session.username} {may(session, 'prices:write') ? 'edits prices' : 'reads prices'}
              </p>
            )}
          </StaffGate>
        </StoreProvider>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('may', () => {
  it('answers from the permissions the server sent, never from the role', () => {
    expect(may(viewer, 'prices:read')).toBe(true);
    expect(may(viewer, 'prices:write')).toBe(false);
    // A role named editor without the permission in its list may not: the list decides.
    const editorWithoutIt: AdminSessionDto = { ...viewer, role: 'editor' };
    expect(may(editorWithoutIt, 'prices:write')).toBe(false);
    expect(may({ ...viewer, permissions: [...viewer.permissions, 'prices:write'] }, 'prices:write')).toBe(
      true,
    );
    expect(may(null, 'prices:read')).toBe(false);
    expect(may(undefined, 'prices:read')).toBe(false);
  });
});

describe('StaffGate', () => {
  it('shows a spinner while the session is read, then the page with the session', async () => {
    renderGate(json(viewer));
    expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();
    expect(await screen.findByText('sam reads prices')).toBeInTheDocument();
  });

  it('signed out (401): Authentication Required, with the page’s own sentence and a way to the login', async () => {
    renderGate(json({ statusCode: 401, message: 'Authentication required' }, 401), 'Sign in to see prices.');
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to see prices.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Admin Login' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByText(/prices$/)).not.toBeInTheDocument();
  });
});
