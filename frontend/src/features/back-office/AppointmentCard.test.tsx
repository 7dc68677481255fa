import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../app/theme';
import type { AdminAppointmentDto } from '../../api/staff';
import { AppointmentDayGroup } from './components/AppointmentDayGroup';
import { ConfirmStatusDialog } from './components/ConfirmStatusDialog';

const APPOINTMENT: AdminAppointmentDto = {
  id: 'a1',
  reference: 'RB-7KQ2MX',
  startsAt: '2025-11-22T16:30:00Z',
  endsAt: '2025-11-22T17:30:00Z',
  day: '2025-11-22',
  status: 'scheduled',
  customer: { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '(217) 555-0123' },
  device: { brand: 'Apple', model: 'iPhone 15 Pro' },
  services: [
    { name: 'Screen Repair', priceCents: 12900 },
    { name: 'Battery Replacement', priceCents: 5950 },
  ],
  estimateCents: 18850,
  discountCents: 1000,
  totalCents: 17850,
  notes: null,
  createdAt: '2025-11-20T12:00:00Z',
  cancelledAt: null,
  repairOrderId: null,
  repairOrderReference: null,
  allowedTransitions: ['cancelled', 'confirmed'],
};

function renderDay(canEdit: boolean) {
  const onChange = vi.fn();
  const onDetails = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <AppointmentDayGroup
        heading="Today — Saturday, November 22"
        appointments={[APPOINTMENT]}
        timeZone="America/Chicago"
        canEdit={canEdit}
        busyId={null}
        onChange={onChange}
        onDetails={onDetails}
      />
    </ThemeProvider>,
  );
  return { onChange, onDetails };
}

describe('an appointment of the day list', () => {
  it('shows time in shop time, reference, customer, contact links, device, services and money', () => {
    renderDay(false);
    const day = screen.getByRole('region', { name: 'Today — Saturday, November 22' });
    const item = within(day).getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent('10:30 AM · RB-7KQ2MX');
    expect(within(item).getByText('Scheduled')).toBeInTheDocument();
    expect(within(item).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: /Call Jane Doe/ })).toHaveAttribute(
      'href',
      'tel:2175550123',
    );
    expect(within(item).getByRole('link', { name: /E-mail Jane Doe/ })).toHaveAttribute(
      'href',
      'mailto:jane@example.com',
    );
    expect(item).toHaveTextContent('Apple iPhone 15 Pro');
    expect(item).toHaveTextContent('Screen Repair ($129.00), Battery Replacement ($59.50)');
    expect(item).toHaveTextContent('Estimate$188.50');
    expect(item).toHaveTextContent('Discount-$10.00');
    expect(item).toHaveTextContent('Total$178.50');
  });

  it('gives a viewer the details but no status actions', async () => {
    const { onDetails } = renderDay(false);
    expect(
      screen.queryByRole('button', { name: /^(Confirm|Cancel|Start repair|Complete|No-show)/ }),
    ).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Details of RB-7KQ2MX' }));
    expect(onDetails).toHaveBeenCalledWith(APPOINTMENT);
  });

  it('gives an editor one button per allowed change, in life-cycle order', async () => {
    const { onChange } = renderDay(true);
    const group = screen.getByRole('group', { name: 'Status actions of RB-7KQ2MX' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Details', 'Confirm', 'Cancel']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm RB-7KQ2MX' }));
    expect(onChange).toHaveBeenCalledWith(APPOINTMENT, 'confirmed');
  });
});

describe('ConfirmStatusDialog', () => {
  it('asks first, says what happens, and cancels only on the confirming button', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ThemeProvider theme={theme}>
        <ConfirmStatusDialog
          appointment={APPOINTMENT}
          status="cancelled"
          timeZone="America/Chicago"
          today="2025-11-22"
          saving={false}
          onConfirm={onConfirm}
          onClose={onClose}
        />
      </ThemeProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel appointment RB-7KQ2MX?' });
    expect(dialog).toHaveTextContent(
      "Jane Doe's appointment on Saturday, November 22 at 10:30 AM will be cancelled",
    );
    expect(within(dialog).getByRole('button', { name: 'Keep appointment' })).toHaveFocus();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Keep appointment' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    // The reason is asked first (issue 32 item 7).
    expect(within(dialog).getByRole('button', { name: 'Cancel appointment' })).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason for cancelling' }),
      ' Fixed elsewhere ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    expect(onConfirm).toHaveBeenCalledWith('Fixed elsewhere');
  });
});

describe('ConfirmStatusDialog for the other final changes', () => {
  it.each([
    ['no_show', 'Mark appointment RB-7KQ2MX as a no-show?', 'Keep appointment', 'Mark as no-show'],
  ] as const)('asks before %s, saying it cannot be undone', (status, title, keep, confirm) => {
    render(
      <ThemeProvider theme={theme}>
        <ConfirmStatusDialog
          appointment={APPOINTMENT}
          status={status}
          timeZone="America/Chicago"
          today="2025-11-22"
          saving={false}
          onConfirm={vi.fn()}
          onClose={vi.fn()}
        />
      </ThemeProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(within(dialog).getByRole('button', { name: keep })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: confirm })).toBeInTheDocument();
  });
});
