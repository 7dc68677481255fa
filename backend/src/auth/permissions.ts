import type { Role } from './entities/admin-user.entity.js';

/** What a staff member may do. Routes name the permission they need; roles are granted them here. */
export enum Permission {
  PricesRead = 'prices:read',
  PricesWrite = 'prices:write',
  CatalogueWrite = 'catalogue:write',
  ServiceTypesWrite = 'service-types:write',
  /** See the e-mail outbox (what was sent to whom, what failed). */
  OutboxRead = 'outbox:read',
  /** See appointments, their history and the day's summary in the back office. */
  AppointmentsRead = 'appointments:read',
  /** Move an appointment through its life cycle (confirm, cancel, no-show). */
  AppointmentsWrite = 'appointments:write',
  /** See customers: the list, search, a customer's page with their history, the check-in's match. */
  CustomersRead = 'customers:read',
  /** Correct a customer's contact details, merge two records of one person, erase a customer on request. */
  CustomersWrite = 'customers:write',
  /** Mark days the shop is closed (and open them again); everyone who reads appointments sees them. */
  ClosedDaysWrite = 'closed-days:write',
  /** See the workshop: repair orders, their intake, timeline and notes. */
  WorkshopRead = 'workshop:read',
  /** Check devices in, move repair orders, add notes, new tracking links, warranty claims. */
  WorkshopWrite = 'workshop:write',
  /** See the photos of a repair order (the device at check-in, during the repair, at hand-over). */
  PhotosRead = 'photos:read',
  /** Take photos of a device, share repair photos with the customer, delete photos before the intake is signed. */
  PhotosWrite = 'photos:write',
  /** Record a device's passcode and reveal it with a reason (never a viewer's). */
  PasscodesManage = 'passcodes:manage',
  /** See parts: stock on hand and reserved, the low-stock list, the movements ledger, an order's parts. */
  InventoryRead = 'inventory:read',
  /** Add and edit parts, record deliveries and adjustments, import parts, reserve and use parts on orders. */
  InventoryWrite = 'inventory:write',
  /** See the owner's figures (reports) and download them as CSV. */
  ReportsRead = 'reports:read',
  /** See an order's payments and balance, receipts and credit notes, the day's cash-up. */
  PaymentsRead = 'payments:read',
  /** Take payments and deposits, refund, hand over at pickup, issue credit notes, count the till. */
  PaymentsWrite = 'payments:write',
  /** See the staff accounts (role, state, last sign-in) and the audit list of changes to them. */
  StaffRead = 'staff:read',
  /** Add staff accounts, set their first password, change roles, disable and re-enable them. */
  StaffWrite = 'staff:write',
}

const EDITOR: readonly Permission[] = [
  Permission.PricesRead,
  Permission.PricesWrite,
  Permission.CatalogueWrite,
  Permission.ServiceTypesWrite,
  Permission.OutboxRead,
  Permission.AppointmentsRead,
  Permission.AppointmentsWrite,
  Permission.CustomersRead,
  Permission.CustomersWrite,
  Permission.ClosedDaysWrite,
  Permission.WorkshopRead,
  Permission.WorkshopWrite,
  Permission.PhotosRead,
  Permission.PhotosWrite,
  Permission.PasscodesManage,
  Permission.InventoryRead,
  Permission.InventoryWrite,
  Permission.ReportsRead,
  Permission.PaymentsRead,
  Permission.PaymentsWrite,
];

/** The one table from roles to permissions. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  viewer: [
    Permission.PricesRead,
    Permission.OutboxRead,
    Permission.AppointmentsRead,
    Permission.CustomersRead,
    Permission.WorkshopRead,
    Permission.PhotosRead,
    Permission.InventoryRead,
    Permission.ReportsRead,
    Permission.PaymentsRead,
  ],
  editor: EDITOR,
  /** Every editor right, and the staff accounts. */
  owner: [...EDITOR, Permission.StaffRead, Permission.StaffWrite],
};

export function roleCan(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role]?.includes(permission) ?? false;
}

/** The session answer of sign-in and GET /api/admin/me: who, which role, and what it allows. */
export function staffSession(
  username: string,
  role: Role,
): { username: string; role: Role; permissions: Permission[] } {
  return { username, role, permissions: [...(ROLE_PERMISSIONS[role] ?? [])] };
}
