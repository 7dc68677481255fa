import { useParams } from 'react-router-dom';
import { StaffGate } from '../../components/staff/StaffGate';
import { IntakeSlip } from './components/IntakeSlip';
import { WORKSHOP_TEXT } from './text';

/** /admin/workshop/<id>/slip: the printable intake slip, with the QR code of the tracking link. */
export default function IntakeSlipPage() {
  const { orderId = '' } = useParams();
  return <StaffGate loadingLabel={WORKSHOP_TEXT.slip.title}>{() => <IntakeSlip id={orderId} />}</StaffGate>;
}
