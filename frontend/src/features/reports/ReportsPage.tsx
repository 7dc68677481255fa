import { StaffGate } from '../../components/staff/StaffGate';
import { usePageMeta } from '../../lib/usePageMeta';
import { ReportsScreen } from './components/ReportsScreen';
import { REPORTS_TEXT } from './text';

/** /admin/reports: the owner's numbers, charts with their tables and CSV (staff only; the charts load here only). */
export default function ReportsPage() {
  usePageMeta(REPORTS_TEXT.title, 'How the shop is doing, for shop staff');
  return <StaffGate loadingLabel={REPORTS_TEXT.loading}>{() => <ReportsScreen />}</StaffGate>;
}
