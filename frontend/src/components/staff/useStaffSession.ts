import { type ApiError } from '../../api';
import { useGetAdminMeQuery, type AdminSessionDto } from '../../api/staff';

export interface StaffSessionOptions {
  /** Answer `null` (signed out) on a 401 instead of failing (spec 7). Default true. */
  nullOn401?: boolean;
}

export interface StaffSession {
  /** The signed-in staff member; `null` when signed out; `undefined` while unknown. */
  session: AdminSessionDto | null | undefined;
  isLoading: boolean;
  /** Any failure other than the 401 mapped to `null`. */
  error: ApiError | undefined;
}

/** The session read of /admin: GET /api/admin/me, no retry, refreshed by sign-in and sign-out. */
export function useStaffSession({ nullOn401 = true }: StaffSessionOptions = {}): StaffSession {
  const me = useGetAdminMeQuery();
  const error = me.error as ApiError | undefined;
  if (error && error.status === 401 && nullOn401)
    return { session: null, isLoading: false, error: undefined };
  if (error) return { session: undefined, isLoading: false, error };
  // While a refetch runs after sign-in or sign-out, the last answer stands.
  return { session: me.data, isLoading: me.isLoading, error: undefined };
}
