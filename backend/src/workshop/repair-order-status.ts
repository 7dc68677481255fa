// The repair order's states now live in its model (repair-order/repair-order.ts). Kept only for the
// reports feature's imports until it reads the model itself (issue 39, the workshop split).
export {
  CLOSED_ORDER_STATES,
  REPAIR_ORDER_STATUSES,
  STALE_AFTER_DAYS,
  type RepairOrderStatus,
} from '../repair-order/repair-order.js';
