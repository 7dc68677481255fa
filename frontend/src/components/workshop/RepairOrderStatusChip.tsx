import Chip from '@mui/material/Chip';
import type { RepairOrderStatus } from '../../api/track';
import { REPAIR_ORDER_STATUS_LABEL, REPAIR_ORDER_STATUS_LOOK } from './repairOrderStatus';

/** A repair order's state as a chip (board, order page). */
export function RepairOrderStatusChip({
  status,
  size = 'small',
}: {
  status: RepairOrderStatus;
  size?: 'small' | 'medium';
}) {
  return <Chip size={size} label={REPAIR_ORDER_STATUS_LABEL[status]} {...REPAIR_ORDER_STATUS_LOOK[status]} />;
}
