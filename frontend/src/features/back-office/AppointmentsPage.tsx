import { usePageMeta } from '../../lib/usePageMeta';
import { AppointmentsScreen } from './components/AppointmentsScreen';
import { may } from '../../components/staff/may';
import { StaffGate } from '../../components/staff/StaffGate';
import { BACK_OFFICE_TEXT } from './text';

/** /admin/appointments: repair appointments by day; editors change their status (staff only). */
export default function AppointmentsPage() {
  usePageMeta(BACK_OFFICE_TEXT.appointments.title, 'Repair appointments by day, for shop staff');
  return (
    <StaffGate loadingLabel={BACK_OFFICE_TEXT.appointments.title}>
      {(session) => <AppointmentsScreen canEdit={may(session, 'appointments:write')} />}
    </StaffGate>
  );
}
