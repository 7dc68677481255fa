import { may } from '../../components/staff/may';
import { StaffGate } from '../../components/staff/StaffGate';
import { usePageMeta } from '../../lib/usePageMeta';
import { InventoryScreen } from './components/InventoryScreen';
import { INVENTORY_TEXT } from './text';

/** /admin/inventory: the shop's parts, their stock and the low-stock list (staff only). */
export default function InventoryPage() {
  usePageMeta(INVENTORY_TEXT.title, 'Parts stock, reservations and reorder list, for shop staff');
  return (
    <StaffGate loadingLabel={INVENTORY_TEXT.title}>
      {(session) => <InventoryScreen canEdit={may(session, 'inventory:write')} />}
    </StaffGate>
  );
}
