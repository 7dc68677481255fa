import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router-dom';
import type { AdminPartDto, DeliveryResultDto } from '../../api/staff';
import { StoreProvider } from '../../app/StoreProvider';
import { makeStore } from '../../app/store';
import { theme } from '../../app/theme';
import Toaster from '../../components/Toaster';
import { AddPartDialog } from './components/AddPartDialog';
import { AdjustDialog } from './components/AdjustDialog';
import { DeliveryDialog } from './components/DeliveryDialog';

const PART: AdminPartDto = {
  id: 'p1',
  slug: 'iphone-13-screen-oled',
  name: 'iPhone 13 screen (OLED)',
  deviceModelId: '5f0c1c3e-0000-4000-8000-000000000013',
  deviceModelName: 'iPhone 13',
  partType: 'screen',
  supplier: 'Mobilesentrix',
  unitCost: 38.5,
  sellPriceCents: 6500,
  reorderLevel: 2,
  onHand: 1,
  reserved: 1,
  available: 0,
  lowStock: true,
  lastRestockedAt: null,
  displayOrder: 1,
  retiredAt: null,
  createdAt: '2026-01-01T00:00:00Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake server answering every call with `answer`; returns the bodies of the calls that send one. */
function fakeServer(answer: (body: unknown) => Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (_input, init) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (body !== undefined) bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

function renderDialog(dialog: React.ReactNode) {
  render(
    <MemoryRouter>
      <ThemeProvider theme={theme}>
        <StoreProvider store={makeStore()}>
          {dialog}
          <Toaster />
        </StoreProvider>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the parts dialogs', () => {
  it('a delivery ends in one message in the dialog: received, the stock now, the orders that can resume; no toast', async () => {
    const result: DeliveryResultDto = {
      part: { ...PART, onHand: 4, reserved: 3, available: 1, lowStock: true },
      waitingOrders: [
        { orderId: 'o1', reference: 'RO-AAAAAA', reservedNow: 2, stillShort: 0, canResume: true },
        { orderId: 'o2', reference: 'RO-BBBBBB', reservedNow: 0, stillShort: 1, canResume: false },
      ],
    };
    const bodies = fakeServer(() => json(result));
    renderDialog(<DeliveryDialog part={PART} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: `Delivery of ${PART.name}` });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Units delivered' }), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record delivery' }));

    const message = await within(dialog).findByRole('alert');
    expect(bodies).toEqual([{ quantity: 3 }]);
    expect(message).toHaveTextContent(`3 × ${PART.name} received`);
    expect(message).toHaveTextContent('Now 4 on hand, 3 reserved, 1 available.');
    expect(
      within(message)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'RO-AAAAAA has every part it waited for: it can go back to in repair (2 reserved for it now)',
      'RO-BBBBBB still waits for 1 part',
    ]);
    expect(within(message).getByRole('link', { name: 'RO-AAAAAA' })).toHaveAttribute(
      'href',
      '/admin/workshop/o1',
    );
    expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
    expect(screen.getAllByText(`3 × ${PART.name} received`)).toHaveLength(1);
  });

  it("a delivery's field errors land on the fields; another failure is a toast and the form stays", async () => {
    let answer = json(
      { message: 'Validation failed', errors: [{ field: 'note', message: 'note is too long' }] },
      400,
    );
    fakeServer(() => answer);
    renderDialog(<DeliveryDialog part={PART} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    const quantity = within(dialog).getByRole('textbox', { name: 'Units delivered' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record delivery' }));
    expect(quantity).toHaveAccessibleDescription('A whole number from 1');

    await userEvent.type(quantity, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record delivery' }));
    expect(await within(dialog).findByText('note is too long')).toBeInTheDocument();

    answer = json({ message: 'Part not found' }, 404);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record delivery' }));
    expect(await screen.findByText('The delivery was not recorded')).toBeInTheDocument();
    expect(screen.getByText('Part not found')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Units delivered' })).toHaveValue('2');
  });

  it('adding a part checks the fields first, offers a decimal keypad for the cost, and shows the server\u2019s field errors', async () => {
    const bodies = fakeServer(() =>
      json(
        { message: 'Conflict', errors: [{ field: 'name', message: 'A part with this name exists' }] },
        409,
      ),
    );
    const onClose = vi.fn();
    renderDialog(<AddPartDialog onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Add a part' });
    const cost = within(dialog).getByRole('textbox', { name: 'Unit cost ($)' });
    expect(cost).toHaveAttribute('inputmode', 'decimal');
    expect(within(dialog).getByRole('textbox', { name: 'Reorder level' })).toHaveAttribute(
      'inputmode',
      'numeric',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add part' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Name is required',
    );
    expect(cost).toHaveAccessibleDescription('Dollars, like 38.50');
    expect(bodies).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Pixel 8 battery');
    await userEvent.type(cost, '12.25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add part' }));
    expect(await within(dialog).findByText('A part with this name exists')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Pixel 8 battery',
        deviceModelId: null,
        partType: null,
        supplier: null,
        unitCost: 12.25,
        reorderLevel: 1,
      },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('an adjustment needs a whole number and a reason, then closes with a toast', async () => {
    const bodies = fakeServer(() => json({ ...PART, onHand: 0, available: -1 }));
    const onClose = vi.fn();
    renderDialog(<AdjustDialog part={PART} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: `Adjust ${PART.name}` });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Change' }), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(within(dialog).getByText('Enter a whole number other than 0')).toBeInTheDocument();
    expect(within(dialog).getByText('A reason is required')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Change' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Change' }), '-1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Cracked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText(`${PART.name} adjusted`)).toBeInTheDocument();
    expect(bodies).toEqual([{ change: -1, reason: 'Cracked' }]);
    expect(onClose).toHaveBeenCalled();
  });
});
