import { invalidTransitionMessage } from '../appointments/appointment-status.js';

/** The nine states of a repair order (workshop spec 1), in the order of its main line. */
export const REPAIR_ORDER_STATUSES = [
  'received',
  'diagnosing',
  'awaiting_approval',
  'in_repair',
  'waiting_parts',
  'ready',
  'picked_up',
  'cancelled',
  'unrepairable',
] as const;
export type RepairOrderStatus = (typeof REPAIR_ORDER_STATUSES)[number];

/** The states an order is done with (it cannot be stuck in them): the board's closed ones. */
export const CLOSED_ORDER_STATES: readonly RepairOrderStatus[] = ['picked_up', 'cancelled'];

/** How long an open order may keep its status before the owner hears of it (workshop spec 5). */
export const STALE_AFTER_DAYS = 3;

/**
 * The workshop board's views (issue 32): open orders (today's check-ins first), closed ones, or the
 * open ones unchanged for STALE_AFTER_DAYS days or more.
 */
export const ORDER_SCOPES = ['open', 'closed', 'stale'] as const;
export type OrderScope = (typeof ORDER_SCOPES)[number];

/**
 * Why a device goes back without its repair (workshop spec 3: declining moves the order from
 * awaiting_approval to ready, "for return, diagnostic only"; spec 1: an unrepairable device still
 * goes ready for return): told by the state the order left for ready. The receipt and the e-mails
 * say so instead of a repair's words.
 */
export type UnrepairedReturn = 'quote_declined' | 'unrepairable';

export function unrepairedReturn(readyFrom: RepairOrderStatus | null | undefined): UnrepairedReturn | null {
  if (readyFrom === 'awaiting_approval') return 'quote_declined';
  if (readyFrom === 'unrepairable') return 'unrepairable';
  return null;
}

/** The foreign key that allows only the moves of repair_order_status_transitions in the history. */
export const ORDER_TRANSITION_FK = 'fk_repair_order_status_changes_transition';

const WORDS: Record<RepairOrderStatus, string> = {
  received: 'received',
  diagnosing: 'diagnosing',
  awaiting_approval: 'awaiting approval',
  in_repair: 'in repair',
  waiting_parts: 'waiting for parts',
  ready: 'ready',
  picked_up: 'picked up',
  cancelled: 'cancelled',
  unrepairable: 'unrepairable',
};

/** A repair order's status as people write it ("awaiting approval"). */
export function orderStatusWords(status: string): string {
  return WORDS[status as RepairOrderStatus] ?? status;
}

/** The 409 message of a move the transitions table does not allow, naming both states. */
export function invalidOrderTransitionMessage(from: string, to: string): string {
  return invalidTransitionMessage(from, to, orderStatusWords);
}
