import type { AdminSessionDto, StaffPermission } from '../../api/staff';

/**
 * Whether the signed-in staff member may do something, from the permissions the server sent with
 * the session (its one role-to-permission table). The UI asks this, never for a role name; the
 * server checks every request itself.
 */
export function may(
  session: Pick<AdminSessionDto, 'permissions'> | null | undefined,
  permission: StaffPermission,
): boolean {
  return session?.permissions.includes(permission) ?? false;
}
