import { useAdminLogoutMutation } from '../../api/staff';
import { notify, notifyError } from '../notify';
import { STAFF_TEXT } from './text';

/** Signs the staff member out with the spec's toasts (spec 9); the session read then answers signed out. */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const [logout, { isLoading }] = useAdminLogoutMutation();
  const signOut = async () => {
    try {
      await logout().unwrap();
      notify({ title: STAFF_TEXT.toasts.loggedOut, message: STAFF_TEXT.toasts.loggedOutMessage });
    } catch {
      notifyError(STAFF_TEXT.toasts.logoutFailed, STAFF_TEXT.toasts.logoutFailedMessage);
    }
  };
  return { signOut, signingOut: isLoading };
}
