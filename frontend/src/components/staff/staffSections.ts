import type { AdminSessionDto, StaffPermission } from '../../api/staff';
import { paths } from '../../config/paths';
import { may } from './may';

export interface StaffSection {
  label: string;
  href: string;
  /** What the session must hold to see the section (none: every staff member). */
  needs?: StaffPermission;
}

/** The staff sections, in the order of the staff bar; the dashboard first. */
export const STAFF_SECTIONS: readonly StaffSection[] = [
  { label: 'Dashboard', href: paths.admin.root.href() },
  { label: 'Appointments', href: paths.admin.appointments.href(), needs: 'appointments:read' },
  { label: 'Workshop', href: paths.admin.workshop.href(), needs: 'workshop:read' },
  { label: 'Parts', href: paths.admin.inventory.href(), needs: 'inventory:read' },
  { label: 'Closed Days', href: paths.admin.closedDays.href(), needs: 'appointments:read' },
  { label: 'Customers', href: paths.admin.customers.href(), needs: 'customers:read' },
  { label: 'Cash-up', href: paths.admin.cashUp.href(), needs: 'payments:read' },
  { label: 'Reports', href: paths.admin.reports.href(), needs: 'reports:read' },
  { label: 'Pricing', href: paths.admin.pricing.href(), needs: 'prices:read' },
  { label: 'Device Models', href: paths.admin.deviceModels.href() },
  { label: 'Service Types', href: paths.admin.serviceTypes.href() },
  { label: 'Staff Accounts', href: paths.admin.staff.href(), needs: 'staff:read' },
];

/** The sections this staff member may open. */
export function sectionsFor(session: Pick<AdminSessionDto, 'permissions'>): StaffSection[] {
  return STAFF_SECTIONS.filter((s) => !s.needs || may(session, s.needs));
}
