import { useParams } from 'react-router-dom';
import { may } from '../../components/staff/may';
import { StaffGate } from '../../components/staff/StaffGate';
import { PartScreen } from './components/PartScreen';
import { INVENTORY_TEXT } from './text';

/** /admin/inventory/<id>: one part, its stock and its history; editors edit and retire it (staff only). */
export default function PartPage() {
  const { partId = '' } = useParams();
  return (
    <StaffGate loadingLabel={INVENTORY_TEXT.page.title}>
      {(session) => <PartScreen id={partId} canEdit={may(session, 'inventory:write')} />}
    </StaffGate>
  );
}
