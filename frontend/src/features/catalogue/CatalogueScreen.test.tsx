import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router-dom';
import type { AdminServiceTypeDto } from '../../api/staff';
import { StoreProvider } from '../../app/StoreProvider';
import { makeStore } from '../../app/store';
import { theme } from '../../app/theme';
import Toaster from '../../components/Toaster';
import { CatalogueScreen } from './components/CatalogueScreen';
import { serviceTypes } from './serviceTypes';

const service = (id: string, name: string, displayOrder: number): AdminServiceTypeDto => ({
  id,
  slug: name.toLowerCase().replace(/ /g, '-'),
  name,
  basePrice: 49,
  warranty: '90 days',
  warrantyDays: 90,
  displayOrder,
  retiredAt: null,
  createdAt: '2026-01-01T00:00:00Z',
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake server holding two service types; `answers` overrides a write's answer by method. */
function fakeServer(answers: Partial<Record<string, (body: unknown) => Response>> = {}) {
  let items = [service('s1', 'Screen Repair', 1), service('s2', 'Battery Replacement', 2)];
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url: String(input), body });
      const answer = answers[method];
      if (answer) return answer(body);
      if (method === 'PUT') {
        items = (body as { ids: string[] }).ids.map((id, i) => ({
          ...items.find((s) => s.id === id)!,
          displayOrder: i + 1,
        }));
        return json({ items });
      }
      return json({ items });
    }),
  );
  return calls;
}

function renderScreen(canEdit: boolean) {
  render(
    <MemoryRouter>
      <ThemeProvider theme={theme}>
        <StoreProvider store={makeStore()}>
          <CatalogueScreen resource={serviceTypes} canEdit={canEdit} />
          <Toaster />
        </StoreProvider>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('CatalogueScreen (generic, with the service type declaration)', () => {
  it('shows a viewer the rows and columns read-only, with the read-only notice', async () => {
    fakeServer();
    renderScreen(false);
    const table = await screen.findByRole('table', { name: 'Service types' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Order', 'Name', 'Public id', 'Base price ($)', 'Warranty', 'Days of warranty', 'Status']);
    expect(within(table).getByRole('rowheader', { name: 'Screen Repair' })).toBeInTheDocument();
    expect(screen.getByText(/You have read-only access/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add service type' })).not.toBeInTheDocument();
  });

  it("puts the server's field error on its field when adding, and keeps the dialog open", async () => {
    const calls = fakeServer({
      POST: () =>
        json(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'A service type named Screen Repair already exists',
            errors: [{ field: 'name', message: 'A service type named Screen Repair already exists' }],
          },
          409,
        ),
    });
    renderScreen(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add service type' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a service type' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Screen Repair');
    await user.type(within(dialog).getByLabelText(/^Base price/), '59');
    await user.type(within(dialog).getByLabelText(/^Warranty/), '30 days');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A service type named Screen Repair already exists'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Screen Repair',
      basePrice: 59,
      warranty: '30 days',
      warrantyDays: 0,
    });
  });

  it('moves a row with the full list of ids and toasts', async () => {
    const calls = fakeServer();
    renderScreen(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move Battery Replacement up' }));
    expect(await screen.findByText('Order saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: '/api/admin/service-types/order',
        body: { ids: ['s2', 's1'] },
      }),
    );
  });
});
