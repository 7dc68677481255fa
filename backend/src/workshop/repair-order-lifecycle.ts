import {
  ConflictException,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { normaliseReference } from '../appointments/booking-reference.js';
import { Clock } from '../common/clock/clock.js';
import { violatedConstraint } from '../common/errors/database-errors.js';
import { InventoryLedger } from '../inventory/inventory-ledger.js';
import { Bill } from './bill.js';
import { Db } from '../common/database/db.js';
import { formatUsd } from '../common/money/money.js';
import {
  invalidOrderTransitionMessage,
  ORDER_TRANSITION_FK,
  REPAIR_ORDER_STATUSES,
  type RepairOrderStatus,
  unrepairedReturn,
  balanceDueCents,
  type OrderTransition,
  type RepairOrderRecord,
} from '../repair-order/repair-order.js';
import { RepairOrderMail } from './repair-order-mail.js';
import { RepairOrderRepository } from './repair-order.repository.js';

export const ORDER_NOT_FOUND_MESSAGE = 'Repair order not found';
export const ORDER_CHANGED_MESSAGE = 'This repair order was changed by someone else';
export const PICKUP_MISMATCH_MESSAGE = 'The reference and phone digits do not match this order';

export interface OrderStatusChangeRequest {
  orderId: string;
  to: RepairOrderStatus;
  /** Who moves it: a staff member, or the customer (no user id) deciding on a quote. */
  actor: { userId: string | null; username: string };
  /** What a person typed about the move (an erasure replaces it). */
  note?: string;
  /** The system's own words about the move ("Quote version 1 sent"): kept through an erasure. */
  systemNote?: string;
  /** The status the caller last saw; a different current status answers 409 "changed by someone else". */
  expectedStatus?: RepairOrderStatus;
  /** Required to move to picked_up: the customer's reference and the last 4 digits of their phone. */
  pickup?: { reference: string; phoneLast4: string };
  /** Set by sending a quote: the only way into awaiting_approval (workshop spec 3). */
  quoteSent?: boolean;
  /** With picked_up: hand the device over with a balance due, for this reason (kept in the history). */
  releaseUnpaidReason?: string;
}

/** Work another feature adds to a move, in its transaction (the receipt at pickup: payments). */
export type OrderMoveListener = (
  order: RepairOrderRecord,
  actor: OrderStatusChangeRequest['actor'],
) => Promise<void>;

/** The 409 of a pickup with a balance due, naming the amount. */
export function balanceDueMessage(dueCents: number): string {
  return `A balance of ${formatUsd(dueCents)} is due: take the payment, or release the device unpaid with a reason`;
}

export const APPROVAL_NEEDS_QUOTE_MESSAGE =
  'An order awaits approval only when a quote is sent: write the quote and send it';

/** The history note of a move: the editor's, and the reason a device went unpaid. */
function historyNote(note: string | undefined, release: string | null, dueCents: number): string | null {
  const released = release ? `Released unpaid (${formatUsd(dueCents)} due): ${release}` : '';
  return [note, released].filter(Boolean).join(' — ') || null;
}

/** The last 4 digits of a phone number as stored. */
export function phoneLast4(phone: string): string {
  return phone.replace(/\D/g, '').slice(-4);
}

/**
 * The repair order's life cycle: the only writer of an order's status. A move is allowed when
 * repair_order_status_transitions has its (from, to) pair; the conditional UPDATE sets the status
 * and its timestamps (startedAt on the first in_repair, completedAt on the first ready, pickedUpAt
 * on picked_up) and the history row's foreign key admits only allowed pairs, in one transaction.
 * Going ready queues the ready-for-pickup e-mail (at most one per order, held by the outbox's key);
 * going cancelled or unrepairable releases the parts reserved for the order (the parts ledger).
 */
@Injectable()
export class RepairOrderLifecycle {
  private readonly pickedUpListeners: OrderMoveListener[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly orders: RepairOrderRepository,
    private readonly mail: RepairOrderMail,
    private readonly ledger: InventoryLedger,
    private readonly bill: Bill,
    private readonly db: Db,
  ) {}

  /**
   * Registers work to run when an order is picked up, in the same transaction (a feature above the
   * workshop, such as payments' receipt, so that the workshop need not know it).
   */
  onPickedUp(listener: OrderMoveListener): void {
    this.pickedUpListeners.push(listener);
  }

  /** The allowed moves (the transitions table). */
  transitions(): Promise<OrderTransition[]> {
    return this.orders.transitions();
  }

  /**
   * The statuses staff may move an order in `status` to, in life-cycle order (awaiting_approval is
   * not among them: sending a quote moves the order there).
   */
  allowedMoves(transitions: OrderTransition[], status: RepairOrderStatus): RepairOrderStatus[] {
    const allowed = new Set(transitions.filter((t) => t.from === status).map((t) => t.to));
    return REPAIR_ORDER_STATUSES.filter((s) => allowed.has(s) && s !== 'awaiting_approval');
  }

  /**
   * Moves an order to `request.to`, in the transaction under way or in one of its own. 404 without
   * such an order, 409 when the move is not allowed or the status changed meanwhile, 422 when a
   * pickup's reference and phone digits do not match.
   */
  change(request: OrderStatusChangeRequest): Promise<void> {
    return this.db.transaction(() => this.changeIn(request));
  }

  private async changeIn(request: OrderStatusChangeRequest): Promise<void> {
    const { orderId: id, to, actor } = request;
    const now = this.clock.now();
    // Locked: a concurrent move of the same order waits, then sees this one's result.
    const order = await this.orders.findById(id, { lock: true });
    if (!order) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
    const from = order.status;
    if (request.expectedStatus && request.expectedStatus !== from)
      throw new ConflictException({ message: ORDER_CHANGED_MESSAGE, details: { currentStatus: from } });
    const allowed = (await this.transitions()).some((t) => t.from === from && t.to === to);
    if (!allowed) throw new ConflictException({ message: invalidOrderTransitionMessage(from, to) });
    if (to === 'awaiting_approval' && !request.quoteSent)
      throw new ConflictException({
        message: APPROVAL_NEEDS_QUOTE_MESSAGE,
        details: { currentStatus: from },
      });
    if (to === 'picked_up' && !this.pickupMatches(order, request.pickup))
      throw new UnprocessableEntityException({ message: PICKUP_MISMATCH_MESSAGE });
    // The database refuses it too (tr_repair_orders_pickup_paid); here it is answered with the amount.
    const dueCents = balanceDueCents(order);
    const release = to === 'picked_up' && dueCents > 0 ? request.releaseUnpaidReason?.trim() || null : null;
    if (to === 'picked_up' && dueCents > 0 && !release)
      throw new ConflictException({ message: balanceDueMessage(dueCents), details: { dueCents } });

    if (!(await this.orders.moveStatus(id, from, to, now, release)))
      throw new ConflictException({ message: invalidOrderTransitionMessage(from, to) });
    try {
      await this.orders.recordStatusChange({
        id,
        from,
        to,
        by: actor,
        at: now,
        note: historyNote(request.note, release, dueCents),
        systemNote: request.systemNote ?? null,
      });
    } catch (error) {
      // Not an allowed move after all: the whole transaction (status included) rolls back.
      if (violatedConstraint(error, 'foreignKey') === ORDER_TRANSITION_FK)
        throw new ConflictException({ message: invalidOrderTransitionMessage(from, to) });
      throw error;
    }

    if (to === 'ready')
      await this.mail.queue('repair_ready', order, now, undefined, unrepairedReturn(from) ?? undefined);
    // A repair given up gives its reserved parts back to stock, in the same transaction.
    if (to === 'cancelled' || to === 'unrepairable') await this.ledger.releaseForOrder(id, actor.username);
    // A device that cannot be repaired goes back with its diagnostic alone charged.
    if (to === 'unrepairable') await this.bill.diagnosticOnly(order);
    if (to === 'picked_up')
      for (const listener of this.pickedUpListeners) await listener((await this.orders.findById(id))!, actor);
  }

  private pickupMatches(
    order: { reference: string; customer: { phone: string } },
    pickup: OrderStatusChangeRequest['pickup'],
  ): boolean {
    if (!pickup) return false;
    const reference = normaliseReference(pickup.reference, 'RO');
    const digits = phoneLast4(order.customer.phone);
    return reference === order.reference && digits.length === 4 && pickup.phoneLast4 === digits;
  }
}
