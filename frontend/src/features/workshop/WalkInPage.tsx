import { may } from '../../components/staff/may';
import { StaffGate } from '../../components/staff/StaffGate';
import { usePageMeta } from '../../lib/usePageMeta';
import { WalkInForm } from './components/WalkInForm';
import { WORKSHOP_TEXT } from './text';

/** /admin/workshop/check-in: an editor checks in a customer who walked in (workshop spec 1). */
export default function WalkInPage() {
  usePageMeta(WORKSHOP_TEXT.walkIn.title, 'Check in a walk-in customer’s device');
  return (
    <StaffGate loadingLabel={WORKSHOP_TEXT.walkIn.title}>
      {(session) => <WalkInForm canEdit={may(session, 'workshop:write')} />}
    </StaffGate>
  );
}
