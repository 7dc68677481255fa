import { usePageMeta } from '../../lib/usePageMeta';
import { CustomersScreen } from './components/CustomersScreen';
import { StaffGate } from '../../components/staff/StaffGate';
import { BACK_OFFICE_TEXT } from './text';

/** /admin/customers: customers and their discount claims, read-only (staff only). */
export default function CustomersPage() {
  usePageMeta(BACK_OFFICE_TEXT.customers.title, 'Customers and their discount claims, for shop staff');
  return <StaffGate loadingLabel={BACK_OFFICE_TEXT.customers.title}>{() => <CustomersScreen />}</StaffGate>;
}
