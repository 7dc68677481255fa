import { Injectable } from '@nestjs/common';
import { Db } from '../common/database/db.js';
import { type RepairOrderStatus, deviceLabel } from '../repair-order/repair-order.js';

export const PAYMENT_METHODS = ['cash', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A payment (positive), a deposit (a payment before the work) or a refund (negative, with a reason). */
export interface PaymentRecord {
  id: string;
  repairOrderId: string;
  amountCents: number;
  method: PaymentMethod;
  note: string | null;
  reason: string | null;
  deposit: boolean;
  takenBy: string;
  takenAt: Date;
}

/** A payment to record: the record's fields as given, who took it, and its Idempotency-Key. */
export interface NewPayment extends Omit<PaymentRecord, 'id' | 'takenBy'> {
  takenBy: { userId: string | null; username: string };
  idempotencyKey: string | null;
}

interface PaymentRow {
  id: string;
  repair_order_id: string;
  amount_cents: number;
  method: PaymentMethod;
  note: string | null;
  reason: string | null;
  deposit: boolean;
  taken_by: string;
  taken_at: Date;
}

const COLUMNS = `p.id, p.repair_order_id, p.amount_cents, p.method, p.note, p.reason, p.deposit, p.taken_by, p.taken_at`;

function paymentOf(r: PaymentRow): PaymentRecord {
  return {
    id: r.id,
    repairOrderId: r.repair_order_id,
    amountCents: r.amount_cents,
    method: r.method,
    note: r.note,
    reason: r.reason,
    deposit: r.deposit,
    takenBy: r.taken_by,
    takenAt: r.taken_at,
  };
}

/** A day's money by one key (a method, a staff member). */
export interface TakingsRow {
  key: string;
  paymentsCents: number;
  paymentCount: number;
  refundsCents: number;
  refundCount: number;
}

/** An order still open holding money the customer paid on it (a deposit, or more). */
export interface HeldOnOrder {
  repairOrderId: string;
  reference: string;
  status: RepairOrderStatus;
  deviceLabel: string;
  paidCents: number;
}

/** An order ready for pickup with what it charges and what was paid on it. */
export interface ReadyBalance {
  repairOrderId: string;
  reference: string;
  deviceLabel: string;
  readySince: Date;
  totalCents: number;
  paidCents: number;
}

/** A day's count of the till. */
export interface CashUpRecord {
  day: string;
  expectedCashCents: number;
  countedCashCents: number;
  note: string | null;
  countedBy: string;
  countedAt: Date;
}

/**
 * The payments table, the deposit requests and the cash-ups: all their SQL. The database admits a
 * payment (an open order, within what is due), keeps the order's paid_cents, and refuses edits.
 */
@Injectable()
export class PaymentsRepository {
  constructor(private readonly db: Db) {}

  async insert(p: NewPayment): Promise<PaymentRecord> {
    const [row] = await this.db.query<PaymentRow>(
      `INSERT INTO payments AS p (repair_order_id, amount_cents, method, note, reason, deposit, taken_by_user_id, taken_by, taken_at, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       RETURNING ${COLUMNS}`,
      [
        p.repairOrderId,
        p.amountCents,
        p.method,
        p.note,
        p.reason,
        p.deposit,
        p.takenBy.userId,
        p.takenBy.username,
        p.takenAt,
        p.idempotencyKey,
      ],
    );
    return paymentOf(row);
  }

  /** An order's payments and refunds, oldest first. */
  async ofOrder(orderId: string): Promise<PaymentRecord[]> {
    const rows = await this.db.query<PaymentRow>(
      `SELECT ${COLUMNS} FROM payments p WHERE p.repair_order_id = $1 ORDER BY p.seq`,
      [orderId],
    );
    return rows.map(paymentOf);
  }

  async depositRequested(orderId: string): Promise<number | null> {
    const row = await this.db.one<{ amount_cents: number }>(
      `SELECT amount_cents FROM deposit_requests WHERE repair_order_id = $1`,
      [orderId],
    );
    return row?.amount_cents ?? null;
  }

  async requestDeposit(orderId: string, amountCents: number, by: string, at: Date): Promise<void> {
    await this.db.execute(
      `INSERT INTO deposit_requests (repair_order_id, amount_cents, requested_by, requested_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (repair_order_id) DO UPDATE SET amount_cents = EXCLUDED.amount_cents,
         requested_by = EXCLUDED.requested_by, requested_at = EXCLUDED.requested_at`,
      [orderId, amountCents, by, at],
    );
  }

  /** The payments taken in [from, to), by method or by staff member. */
  async takings(from: Date, to: Date, by: 'method' | 'staff'): Promise<TakingsRow[]> {
    const key = by === 'method' ? 'p.method' : 'p.taken_by';
    const rows = await this.db.query<{
      key: string;
      payments_cents: string;
      payment_count: string;
      refunds_cents: string;
      refund_count: string;
    }>(
      `SELECT ${key} AS key,
              coalesce(sum(p.amount_cents) FILTER (WHERE p.amount_cents > 0), 0) AS payments_cents,
              count(*) FILTER (WHERE p.amount_cents > 0) AS payment_count,
              coalesce(-sum(p.amount_cents) FILTER (WHERE p.amount_cents < 0), 0) AS refunds_cents,
              count(*) FILTER (WHERE p.amount_cents < 0) AS refund_count
         FROM payments p WHERE p.taken_at >= $1 AND p.taken_at < $2
        GROUP BY ${key} ORDER BY ${key}`,
      [from, to],
    );
    return rows.map((r) => ({
      key: r.key,
      paymentsCents: Number(r.payments_cents),
      paymentCount: Number(r.payment_count),
      refundsCents: Number(r.refunds_cents),
      refundCount: Number(r.refund_count),
    }));
  }

  /**
   * What customers paid on orders still open (not picked up, not cancelled) at `at`, order by order
   * (those holding more than nothing), oldest reference first: the deposits held.
   */
  async heldOnOpenOrders(at: Date): Promise<HeldOnOrder[]> {
    const rows = await this.db.query<{
      id: string;
      reference: string;
      status: RepairOrderStatus;
      device_brand: string;
      device_model: string;
      paid: string;
    }>(
      `SELECT o.id, o.reference, o.status, o.device_brand, o.device_model, sum(p.amount_cents) AS paid
         FROM payments p JOIN repair_orders o ON o.id = p.repair_order_id
        WHERE p.taken_at < $1
          AND NOT (o.status IN ('picked_up', 'cancelled') AND o.status_changed_at < $1)
        GROUP BY o.id HAVING sum(p.amount_cents) > 0
        ORDER BY min(p.taken_at), o.reference`,
      [at],
    );
    return rows.map((r) => ({
      repairOrderId: r.id,
      reference: r.reference,
      status: r.status,
      deviceLabel: deviceLabel({ brand: r.device_brand, model: r.device_model }),
      paidCents: Number(r.paid),
    }));
  }

  /** The orders ready for pickup now, longest waiting first, with their total and what was paid. */
  async readyBalances(): Promise<ReadyBalance[]> {
    const rows = await this.db.query<{
      id: string;
      reference: string;
      device_brand: string;
      device_model: string;
      status_changed_at: Date;
      total_cost_cents: number | null;
      paid_cents: number;
    }>(
      `SELECT o.id, o.reference, o.device_brand, o.device_model, o.status_changed_at, o.total_cost_cents, o.paid_cents
         FROM repair_orders o WHERE o.status = 'ready' ORDER BY o.status_changed_at, o.reference`,
    );
    return rows.map((r) => ({
      repairOrderId: r.id,
      reference: r.reference,
      deviceLabel: deviceLabel({ brand: r.device_brand, model: r.device_model }),
      readySince: new Date(r.status_changed_at),
      totalCents: r.total_cost_cents ?? 0,
      paidCents: r.paid_cents,
    }));
  }

  async cashUp(day: string): Promise<CashUpRecord | undefined> {
    const row = await this.db.one<{
      expected_cash_cents: number;
      counted_cash_cents: number;
      note: string | null;
      counted_by: string;
      counted_at: Date;
    }>(
      `SELECT expected_cash_cents, counted_cash_cents, note, counted_by, counted_at FROM cash_ups WHERE day = $1`,
      [day],
    );
    return (
      row && {
        day,
        expectedCashCents: row.expected_cash_cents,
        countedCashCents: row.counted_cash_cents,
        note: row.note,
        countedBy: row.counted_by,
        countedAt: row.counted_at,
      }
    );
  }

  /** The count of a day's till (a recount replaces it); the difference is the database's check. */
  async saveCashUp(c: CashUpRecord): Promise<void> {
    await this.db.execute(
      `INSERT INTO cash_ups (day, expected_cash_cents, counted_cash_cents, difference_cents, note, counted_by, counted_at)
       VALUES ($1, $2, $3, $3::int - $2::int, $4, $5, $6)
       ON CONFLICT (day) DO UPDATE SET expected_cash_cents = EXCLUDED.expected_cash_cents,
         counted_cash_cents = EXCLUDED.counted_cash_cents, difference_cents = EXCLUDED.difference_cents,
         note = EXCLUDED.note, counted_by = EXCLUDED.counted_by, counted_at = EXCLUDED.counted_at`,
      [c.day, c.expectedCashCents, c.countedCashCents, c.note, c.countedBy, c.countedAt],
    );
  }
}
