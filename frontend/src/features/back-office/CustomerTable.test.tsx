import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AdminCustomerDto } from '../../api/staff';
import { CustomerTable } from './components/CustomerTable';

const base = {
  phone: '(217) 555-0101',
  createdAt: '2025-11-01T12:00:00Z',
  erasedAt: null,
  appointmentCount: 0,
  lastAppointmentAt: null,
  repairOrderCount: 0,
  claim: null,
};
const ROWS: AdminCustomerDto[] = [
  { ...base, id: '1', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
  {
    ...base,
    id: '2',
    firstName: 'Bo',
    lastName: 'Kim',
    email: 'bo@example.com',
    claim: {
      code: 'SAVE-AB12CD',
      claimedAt: '2025-11-22T15:00:00Z',
      used: false,
      usedAt: null,
      usedOnReference: null,
      voidedAt: null,
    },
  },
  {
    ...base,
    id: '3',
    firstName: 'Cy',
    lastName: 'Ray',
    email: 'cy@example.com',
    appointmentCount: 2,
    lastAppointmentAt: '2025-11-24T16:00:00Z',
    claim: {
      code: 'SAVE-ZZ99YY',
      claimedAt: '2025-11-20T15:00:00Z',
      used: true,
      usedAt: '2025-11-24T16:00:00Z',
      usedOnReference: 'RB-7KQ2MX',
      voidedAt: null,
    },
  },
];

describe('CustomerTable', () => {
  it('lists name (a link to the customer), contact links, appointments, repairs and the discount claim in words', () => {
    render(<CustomerTable rows={ROWS} timeZone="America/Chicago" />, { wrapper: MemoryRouter });
    const table = screen.getByRole('table', { name: 'Customers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Name', 'E-mail', 'Phone', 'Appointments', 'Repairs', 'Discount claim']);
    const row = (name: string) =>
      within(table)
        .getAllByRole('row')
        .find((r) => within(r).queryByRole('rowheader', { name: new RegExp(`^${name}`) }))!;
    expect(row('Ann Lee')).toHaveTextContent('Not claimed');
    // The links are in columns of their own and, for phones (CSS shows one or the other), under the name.
    const hrefs = (name: string) =>
      within(row('Ann Lee'))
        .getAllByRole('link', { name })
        .map((l) => l.getAttribute('href'));
    expect(hrefs('ann@example.com')).toEqual(['mailto:ann@example.com', 'mailto:ann@example.com']);
    expect(hrefs('(217) 555-0101')).toEqual(['tel:2175550101', 'tel:2175550101']);
    expect(row('Bo Kim')).toHaveTextContent('Claimed Nov 22, 2025, code SAVE-AB12CD, not used');
    expect(row('Cy Ray')).toHaveTextContent('Used Nov 24, 2025 on RB-7KQ2MX');
    expect(row('Cy Ray')).toHaveTextContent('2last Nov 24, 2025');
    expect(within(row('Ann Lee')).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute(
      'href',
      '/admin/customers/1',
    );
  });

  it('shows every phone in one format, whatever was typed (issue 41)', () => {
    const typed = ['217.555.0123', '217-555-0199', '(217) 555-0177'];
    render(
      <CustomerTable
        rows={typed.map((phone, i) => ({ ...ROWS[0], id: `p${i}`, phone }))}
        timeZone="America/Chicago"
      />,
      { wrapper: MemoryRouter },
    );
    for (const shown of ['(217) 555-0123', '(217) 555-0199', '(217) 555-0177'])
      expect(screen.getAllByRole('link', { name: shown }).length).toBeGreaterThan(0);
    expect(screen.queryByText('217.555.0123')).toBeNull();
  });

  it('says who was erased on request and leaves no empty contact links', () => {
    const erased = { ...ROWS[0], id: '9', firstName: 'Erased', lastName: 'customer', email: '', phone: '' };
    render(
      <CustomerTable rows={[{ ...erased, erasedAt: '2025-11-25T12:00:00Z' }]} timeZone="America/Chicago" />,
      {
        wrapper: MemoryRouter,
      },
    );
    expect(screen.getByRole('rowheader')).toHaveTextContent('Erased customerErased on request');
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Erased customer']);
  });
});
