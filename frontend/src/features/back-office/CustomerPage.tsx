import { useParams } from 'react-router-dom';
import { may } from '../../components/staff/may';
import { StaffGate } from '../../components/staff/StaffGate';
import { CustomerScreen } from './components/CustomerScreen';
import { BACK_OFFICE_TEXT } from './text';

/** /admin/customers/<id>: one customer's record and history; editors correct, merge or erase it. */
export default function CustomerPage() {
  const { customerId = '' } = useParams();
  return (
    <StaffGate loadingLabel={BACK_OFFICE_TEXT.customer.title}>
      {(session) => <CustomerScreen id={customerId} canEdit={may(session, 'customers:write')} />}
    </StaffGate>
  );
}
