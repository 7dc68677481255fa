import { usePageMeta } from '../../lib/usePageMeta';
import { may } from '../../components/staff/may';
import { StaffGate } from '../../components/staff/StaffGate';
import { ClosedDaysScreen } from './components/ClosedDaysScreen';
import { BACK_OFFICE_TEXT } from './text';

/** /admin/closed-days: days the shop is closed and the bookings on them; editors close and open days. */
export default function ClosedDaysPage() {
  usePageMeta(BACK_OFFICE_TEXT.closedDays.title, 'Days the shop is closed, for shop staff');
  return (
    <StaffGate loadingLabel={BACK_OFFICE_TEXT.closedDays.loading}>
      {(session) => <ClosedDaysScreen canEdit={may(session, 'closed-days:write')} />}
    </StaffGate>
  );
}
