import { may } from '../../components/staff/may';
import { StaffGate } from '../../components/staff/StaffGate';
import { usePageMeta } from '../../lib/usePageMeta';
import { WorkshopBoard } from './components/WorkshopBoard';
import { WORKSHOP_TEXT } from './text';

/** /admin/workshop: repair orders by state, oldest first; editors check devices in (staff only). */
export default function WorkshopPage() {
  usePageMeta(WORKSHOP_TEXT.board.title, 'Repair orders from check-in to pickup, for shop staff');
  return (
    <StaffGate loadingLabel={WORKSHOP_TEXT.board.title}>
      {(session) => <WorkshopBoard canEdit={may(session, 'workshop:write')} />}
    </StaffGate>
  );
}
