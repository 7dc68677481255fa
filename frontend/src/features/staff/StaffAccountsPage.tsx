import { usePageMeta } from '../../lib/usePageMeta';
import { may } from '../../components/staff/may';
import { StaffGate } from '../../components/staff/StaffGate';
import { StaffAccountsScreen } from './components/StaffAccountsScreen';
import { STAFF_ACCOUNTS_TEXT } from './text';

/** /admin/staff: owners add people, change roles, disable and re-enable accounts (issue 41). */
export default function StaffAccountsPage() {
  usePageMeta(STAFF_ACCOUNTS_TEXT.title, 'Staff accounts, for the shop’s owners');
  return (
    <StaffGate loadingLabel={STAFF_ACCOUNTS_TEXT.loading} signedOutMessage={STAFF_ACCOUNTS_TEXT.signedOut}>
      {(session) => (
        <StaffAccountsScreen
          me={session.username}
          canRead={may(session, 'staff:read')}
          canEdit={may(session, 'staff:write')}
        />
      )}
    </StaffGate>
  );
}
