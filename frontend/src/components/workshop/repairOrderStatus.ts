import type { RepairOrderStatus } from '../../api/track';

/**
 * The words of a repair order's states (workshop spec 1), the same for staff and for the customer's
 * tracking page (the server's 409 names them alike).
 */
export const REPAIR_ORDER_STATUS_LABEL: Record<RepairOrderStatus, string> = {
  received: 'Received',
  diagnosing: 'Diagnosing',
  awaiting_approval: 'Awaiting approval',
  in_repair: 'In repair',
  waiting_parts: 'Waiting for parts',
  ready: 'Ready for pickup',
  picked_up: 'Picked up',
  cancelled: 'Cancelled',
  unrepairable: 'Unrepairable',
};

/** The states in the order of the workshop's flow (the board's filter, the action buttons). */
export const REPAIR_ORDER_STATUSES = Object.keys(REPAIR_ORDER_STATUS_LABEL) as RepairOrderStatus[];

/** The look of a state's chip: theme colours with enough contrast for their text (axe). */
export const REPAIR_ORDER_STATUS_LOOK: Record<
  RepairOrderStatus,
  { color: 'default' | 'primary' | 'secondary' | 'success' | 'error'; variant: 'filled' | 'outlined' }
> = {
  received: { color: 'default', variant: 'filled' },
  diagnosing: { color: 'primary', variant: 'filled' },
  awaiting_approval: { color: 'primary', variant: 'outlined' },
  in_repair: { color: 'secondary', variant: 'filled' },
  waiting_parts: { color: 'secondary', variant: 'outlined' },
  ready: { color: 'success', variant: 'filled' },
  picked_up: { color: 'default', variant: 'outlined' },
  cancelled: { color: 'error', variant: 'outlined' },
  unrepairable: { color: 'error', variant: 'outlined' },
};
