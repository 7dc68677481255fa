import { useGetAdminAppointmentSummaryQuery } from '../../../api/staff';
import { dayInZone } from '../../../lib/dates';
import { nextAppointmentText } from '../appointmentSummary';
import { AppointmentSummaryPanel } from './AppointmentSummaryPanel';

/** Reads GET /api/admin/appointments/summary (fresh on every visit of the dashboard). */
export function AppointmentSummary() {
  const summary = useGetAdminAppointmentSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  const data = summary.data;
  if (!data) return <AppointmentSummaryPanel failed={summary.isError} />;
  const today = dayInZone(new Date(), data.timeZone);
  return (
    <AppointmentSummaryPanel next={data.next ? nextAppointmentText(data.next, data.timeZone, today) : null} />
  );
}
