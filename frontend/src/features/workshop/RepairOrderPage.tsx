import { useParams } from 'react-router-dom';
import { may } from '../../components/staff/may';
import { StaffGate } from '../../components/staff/StaffGate';
import { RepairOrderScreen } from './components/RepairOrderScreen';
import { WORKSHOP_TEXT } from './text';

/** /admin/workshop/<id>: one repair order; editors change its state, add notes, print its slip. */
export default function RepairOrderPage() {
  const { orderId = '' } = useParams();
  return (
    <StaffGate loadingLabel={WORKSHOP_TEXT.board.title}>
      {(session) => (
        <RepairOrderScreen
          id={orderId}
          canEdit={may(session, 'workshop:write')}
          canPickParts={may(session, 'inventory:read')}
          canTakeMoney={may(session, 'payments:write')}
          canTakePhotos={may(session, 'photos:write')}
          canManagePasscode={may(session, 'passcodes:manage')}
        />
      )}
    </StaffGate>
  );
}
