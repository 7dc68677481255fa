import { Injectable } from '@nestjs/common';
import { Db } from '../common/database/db.js';
import {
  CLOSED_ORDER_STATES,
  REPAIR_ORDER_STATUSES,
  STALE_AFTER_DAYS,
  type RepairOrderStatus,
  deviceLabel,
} from '../repair-order/repair-order.js';

/**
 * The days a report covers: shop days `from` to `to` (inclusive) and the instants they span,
 * [start, end), in the shop's time zone.
 */
export interface ReportRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
  timeZone: string;
}

export interface BookingsDay {
  day: string;
  bookings: number;
  cancelled: number;
}

export interface TurnaroundFigures {
  week: string | null;
  orders: number;
  medianSeconds: number | null;
  p90Seconds: number | null;
}

export interface FinishedWeek {
  week: string;
  finished: number;
  pickedUp: number;
  revenueCents: number;
  partsSpendCents: number;
}

/**
 * The money of one day or week: the orders picked up, their charges and parts spend, the credit
 * notes issued in it, and the payments taken.
 */
export interface MoneyPeriod {
  period: string;
  pickedUp: number;
  /** The charges of the orders picked up in the period (before credit notes). */
  chargesCents: number;
  /** The credit notes issued in the period (positive cents). */
  creditNotesCents: number;
  partsSpendCents: number;
  paymentsCents: number;
  refundsCents: number;
}

/**
 * The sales tax of one day, week or month: the receipts issued in it and their tax lines (taxable
 * amount and tax), and the credit notes issued in it and what they took off those lines (positive
 * cents).
 */
export interface TaxPeriod {
  period: string;
  receipts: number;
  receiptsTaxableCents: number;
  receiptsTaxCents: number;
  creditNotes: number;
  creditNotesTaxableCents: number;
  creditNotesTaxCents: number;
}

export interface QuoteApprovalFigures {
  week: string | null;
  approved: number;
  declined: number;
  expired: number;
  /** approved / (approved + declined); null when no quote was answered. */
  approvalRate: number | null;
}

export interface StaleOrder {
  id: string;
  reference: string;
  status: RepairOrderStatus;
  deviceLabel: string;
  since: Date;
  daysUnchanged: number;
}

/** The states an order cannot be stuck in: the workshop's closed ones (STALE_AFTER_DAYS is the workshop's too). */
const FINAL_STATES = CLOSED_ORDER_STATES;

/** The periods a figure is counted by: shop days, weeks starting Monday, calendar months. */
export type ReportPeriodUnit = 'day' | 'week' | 'month';

/**
 * The days, the Mondays of the weeks, or the first days of the months touching the range (shop
 * time), each with the instants of its part inside the range: [lo, hi); named `days (day, lo, hi)`,
 * `weeks (week, lo, hi)` or `months (month, lo, hi)`.
 * Parameters: $1 from, $2 to, $3 time zone, $4 start, $5 end.
 */
const periods = (unit: ReportPeriodUnit) => `
  ${unit}s AS (
    SELECT p::date AS ${unit},
           greatest(p AT TIME ZONE $3, $4::timestamptz) AS lo,
           least((p + interval '1 ${unit}') AT TIME ZONE $3, $5::timestamptz) AS hi
      FROM generate_series(date_trunc('${unit}', $1::date::timestamp), $2::date::timestamp, interval '1 ${unit}') AS p
  )`;
const WEEKS = periods('week');

/**
 * The orders picked up within the range ($4, $5): when, what they charged the customer (the total
 * after the discount) and what the shop spent on their parts (at cost).
 */
const PICKUPS = `
  pickups AS (
    SELECT c.changed_at AS at, o.total_cost_cents, o.parts_spend_cents
      FROM repair_order_status_changes c JOIN repair_orders o ON o.id = c.repair_order_id
     WHERE c.to_status = 'picked_up' AND c.changed_at >= $4::timestamptz AND c.changed_at < $5::timestamptz
  )`;

/**
 * The repairs finished within the range: each order's check-in (its first history row) and first
 * ready (completedAt of workshop spec 1: a return to the bench and a second ready do not count
 * again), when that ready ended a repair: the order was in repair before it and was not found
 * unrepairable. A device returned without a repair (its quote declined, or unrepairable) goes
 * ready too, for return; it is neither a repair finished nor a repair's turnaround.
 */
const FIRST_READY = `
  first_ready AS (
    SELECT c.repair_order_id, min(c.changed_at) AS checked_in_at,
           min(c.changed_at) FILTER (WHERE c.to_status = 'ready') AS ready_at
      FROM repair_order_status_changes c
     GROUP BY c.repair_order_id
    HAVING min(c.changed_at) FILTER (WHERE c.to_status = 'ready') >= $4::timestamptz
       AND min(c.changed_at) FILTER (WHERE c.to_status = 'ready') < $5::timestamptz
       AND min(c.changed_at) FILTER (WHERE c.to_status = 'in_repair')
           < min(c.changed_at) FILTER (WHERE c.to_status = 'ready')
       AND NOT coalesce(
             min(c.changed_at) FILTER (WHERE c.to_status = 'unrepairable')
               < min(c.changed_at) FILTER (WHERE c.to_status = 'ready'),
             false)
  )`;

/**
 * The credit notes issued within the range ($4, $5): when, and what each took off an order's
 * charges (positive cents). Counted against revenue on the day they were issued (counter spec 3),
 * whenever the order was picked up.
 */
const CREDITS = `
  credits AS (
    SELECT r.issued_at AS at, -r.total_cents AS cents
      FROM receipts r
     WHERE r.kind = 'credit_note' AND r.issued_at >= $4::timestamptz AND r.issued_at < $5::timestamptz
  )`;

const rangeParams = (r: ReportRange) => [r.from, r.to, r.timeZone, r.start, r.end];

/**
 * The owner's figures (workshop spec 5): one SQL statement per figure, over the bookings and the
 * repair orders' status history, days and weeks in the shop's time zone; each in the transaction
 * under way (the service reads them all in one snapshot).
 */
@Injectable()
export class ReportsRepository {
  constructor(private readonly db: Db) {}

  /** Bookings made on each day of the range (zeros included), and how many of them were cancelled since. */
  async bookingsPerDay(range: ReportRange): Promise<BookingsDay[]> {
    const rows = await this.db.query<BookingsDay>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day, count(a.id)::int AS bookings,
              count(a.id) FILTER (WHERE a.status = 'cancelled')::int AS cancelled
         FROM generate_series($1::date::timestamp, $2::date::timestamp, interval '1 day') AS d
         LEFT JOIN appointments a
           ON a.created_at >= d AT TIME ZONE $3 AND a.created_at < (d + interval '1 day') AT TIME ZONE $3
        GROUP BY d ORDER BY d`,
      [range.from, range.to, range.timeZone],
    );
    return rows;
  }

  /** How many orders are in each state now, every state listed in the order of the main line. */
  async ordersByState(): Promise<{ status: RepairOrderStatus; orders: number }[]> {
    return this.db.query<{ status: RepairOrderStatus; orders: number }>(
      `SELECT s.status, count(o.id)::int AS orders
         FROM unnest($1::text[]) WITH ORDINALITY AS s(status, n)
         LEFT JOIN repair_orders o ON o.status = s.status
        GROUP BY s.status, s.n ORDER BY s.n`,
      [REPAIR_ORDER_STATUSES],
    );
  }

  /** Orders checked in, and orders picked up, within [from, to). */
  async checkInsAndPickups(from: Date, to: Date): Promise<{ checkIns: number; pickups: number }> {
    const [row] = await this.db.query<{ check_ins: number; pickups: number }>(
      `SELECT count(*) FILTER (WHERE created_at >= $1 AND created_at < $2)::int AS check_ins,
              count(*) FILTER (WHERE picked_up_at >= $1 AND picked_up_at < $2)::int AS pickups
         FROM repair_orders
        WHERE (created_at >= $1 AND created_at < $2) OR (picked_up_at >= $1 AND picked_up_at < $2)`,
      [from, to],
    );
    return { checkIns: row.check_ins, pickups: row.pickups };
  }

  /**
   * Median and 90th percentile (continuous) of check-in to first ready, in seconds, of the orders
   * first ready within the range: one row per week (week set) and the last for the whole range.
   */
  async turnaround(range: ReportRange): Promise<TurnaroundFigures[]> {
    const rows = await this.db.query<{
      week: string | null;
      orders: number;
      median: number | null;
      p90: number | null;
    }>(
      `WITH ${WEEKS}, ${FIRST_READY},
       done AS (
         SELECT f.ready_at, extract(epoch FROM f.ready_at - f.checked_in_at)::float8 AS seconds FROM first_ready f
       )
       SELECT to_char(w.week, 'YYYY-MM-DD') AS week, count(d.seconds)::int AS orders,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY d.seconds) AS median,
              percentile_cont(0.9) WITHIN GROUP (ORDER BY d.seconds) AS p90
         FROM weeks w LEFT JOIN done d ON d.ready_at >= w.lo AND d.ready_at < w.hi
        GROUP BY GROUPING SETS ((w.week), ())
        ORDER BY w.week NULLS LAST`,
      rangeParams(range),
    );
    return rows.map((r) => ({
      week: r.week,
      orders: r.orders,
      medianSeconds: wholeSeconds(r.median),
      p90Seconds: wholeSeconds(r.p90),
    }));
  }

  /**
   * Per week: repairs finished (first ready after a repair, see FIRST_READY), and the orders picked up with their revenue
   * (the charges: total after the discount, less the credit notes issued that week) and their parts spend (the parts used, at cost), in cents.
   */
  async finishedPerWeek(range: ReportRange): Promise<FinishedWeek[]> {
    const rows = await this.db.query<{
      week: string;
      finished: number;
      picked_up: number;
      revenue_cents: string | number;
      parts_spend_cents: string | number;
    }>(
      `WITH ${WEEKS}, ${FIRST_READY}, ${PICKUPS}, ${CREDITS}
       SELECT to_char(w.week, 'YYYY-MM-DD') AS week,
              (SELECT count(*) FROM first_ready f WHERE f.ready_at >= w.lo AND f.ready_at < w.hi)::int AS finished,
              count(p.at)::int AS picked_up,
              (coalesce(sum(p.total_cost_cents), 0)
                - (SELECT coalesce(sum(c.cents), 0) FROM credits c WHERE c.at >= w.lo AND c.at < w.hi))::int8 AS revenue_cents,
              coalesce(sum(p.parts_spend_cents), 0)::int8 AS parts_spend_cents
         FROM weeks w LEFT JOIN pickups p ON p.at >= w.lo AND p.at < w.hi
        GROUP BY w.week, w.lo, w.hi ORDER BY w.week`,
      rangeParams(range),
    );
    return rows.map((r) => ({
      week: r.week,
      finished: r.finished,
      pickedUp: r.picked_up,
      revenueCents: Number(r.revenue_cents),
      partsSpendCents: Number(r.parts_spend_cents),
    }));
  }

  /**
   * The money of each day or week of the range (zeros included): the orders picked up in it, their
   * charges (by the pickup) and parts spend; the payments taken in it and the refunds given (both
   * positive cents, by when they were taken). Payments are not tied to pickups: a deposit is taken
   * days before, a refund after.
   */
  async moneyPerPeriod(range: ReportRange, unit: 'day' | 'week'): Promise<MoneyPeriod[]> {
    const rows = await this.db.query<{
      period: string;
      picked_up: number;
      charges_cents: string;
      credit_notes_cents: string;
      parts_spend_cents: string;
      payments_cents: string;
      refunds_cents: string;
    }>(
      `WITH ${periods(unit)}, ${PICKUPS}, ${CREDITS},
       money AS (
         SELECT p.taken_at AS at, p.amount_cents FROM payments p
          WHERE p.taken_at >= $4::timestamptz AND p.taken_at < $5::timestamptz
       )
       SELECT to_char(x.${unit}, 'YYYY-MM-DD') AS period, k.picked_up, k.charges_cents, c.credit_notes_cents,
              k.parts_spend_cents, t.payments_cents, t.refunds_cents
         FROM ${unit}s x
        CROSS JOIN LATERAL (
          SELECT count(*)::int AS picked_up, coalesce(sum(p.total_cost_cents), 0)::int8 AS charges_cents,
                 coalesce(sum(p.parts_spend_cents), 0)::int8 AS parts_spend_cents
            FROM pickups p WHERE p.at >= x.lo AND p.at < x.hi) k
        CROSS JOIN LATERAL (
          SELECT coalesce(sum(c.cents), 0)::int8 AS credit_notes_cents
            FROM credits c WHERE c.at >= x.lo AND c.at < x.hi) c
        CROSS JOIN LATERAL (
          SELECT coalesce(sum(m.amount_cents) FILTER (WHERE m.amount_cents > 0), 0)::int8 AS payments_cents,
                 coalesce(-sum(m.amount_cents) FILTER (WHERE m.amount_cents < 0), 0)::int8 AS refunds_cents
            FROM money m WHERE m.at >= x.lo AND m.at < x.hi) t
        ORDER BY x.${unit}`,
      rangeParams(range),
    );
    return rows.map((r) => ({
      period: r.period,
      pickedUp: r.picked_up,
      chargesCents: Number(r.charges_cents),
      creditNotesCents: Number(r.credit_notes_cents),
      partsSpendCents: Number(r.parts_spend_cents),
      paymentsCents: Number(r.payments_cents),
      refundsCents: Number(r.refunds_cents),
    }));
  }

  /**
   * The sales tax of each day, week or month of the range (zeros included), from the paper issued
   * in it (counter spec 3, issue 41): each receipt's tax line (taxable amount and tax included in
   * its total), and each credit note's, which takes its share off again, by the day it was issued.
   */
  async taxPerPeriod(range: ReportRange, unit: ReportPeriodUnit): Promise<TaxPeriod[]> {
    const rows = await this.db.query<{
      period: string;
      receipts: number;
      receipts_taxable_cents: string;
      receipts_tax_cents: string;
      credit_notes: number;
      credit_notes_taxable_cents: string;
      credit_notes_tax_cents: string;
    }>(
      `WITH ${periods(unit)},
       paper AS (
         SELECT r.issued_at AS at, r.kind, coalesce((r.body->'tax'->>'taxableCents')::int8, 0) AS taxable_cents,
                r.tax_cents::int8 AS tax_cents
           FROM receipts r
          WHERE r.issued_at >= $4::timestamptz AND r.issued_at < $5::timestamptz
       )
       SELECT to_char(x.${unit}, 'YYYY-MM-DD') AS period,
              count(p.at) FILTER (WHERE p.kind = 'receipt')::int AS receipts,
              coalesce(sum(p.taxable_cents) FILTER (WHERE p.kind = 'receipt'), 0)::int8 AS receipts_taxable_cents,
              coalesce(sum(p.tax_cents) FILTER (WHERE p.kind = 'receipt'), 0)::int8 AS receipts_tax_cents,
              count(p.at) FILTER (WHERE p.kind = 'credit_note')::int AS credit_notes,
              coalesce(sum(p.taxable_cents) FILTER (WHERE p.kind = 'credit_note'), 0)::int8 AS credit_notes_taxable_cents,
              coalesce(sum(p.tax_cents) FILTER (WHERE p.kind = 'credit_note'), 0)::int8 AS credit_notes_tax_cents
         FROM ${unit}s x LEFT JOIN paper p ON p.at >= x.lo AND p.at < x.hi
        GROUP BY x.${unit} ORDER BY x.${unit}`,
      rangeParams(range),
    );
    return rows.map((r) => ({
      period: r.period,
      receipts: r.receipts,
      receiptsTaxableCents: Number(r.receipts_taxable_cents),
      receiptsTaxCents: Number(r.receipts_tax_cents),
      creditNotes: r.credit_notes,
      creditNotesTaxableCents: Number(r.credit_notes_taxable_cents),
      creditNotesTaxCents: Number(r.credit_notes_tax_cents),
    }));
  }

  /**
   * The customers' answers to quotes, by when they answered (decided_at) within the range: approved
   * and declined, and the versions that expired unanswered (their expiry within the range and
   * already past at `now`, not replaced by a newer version before it); a version superseded before
   * its expiry was never the customer's to answer and is not counted. One row per week (week set)
   * and the last for the whole range.
   */
  async quoteApproval(range: ReportRange, now: Date): Promise<QuoteApprovalFigures[]> {
    const rows = await this.db.query<{
      week: string | null;
      approved: number;
      declined: number;
      expired: number;
    }>(
      `WITH ${WEEKS},
       outcomes AS (
         SELECT q.status AS outcome, q.decided_at AS at FROM repair_quotes q
          WHERE q.status IN ('approved', 'declined')
            AND q.decided_at >= $4::timestamptz AND q.decided_at < $5::timestamptz
         UNION ALL
         SELECT 'expired', q.expires_at FROM repair_quotes q
          WHERE q.status IN ('pending', 'superseded')
            AND q.expires_at >= $4::timestamptz AND q.expires_at < $5::timestamptz AND q.expires_at <= $6::timestamptz
            AND NOT EXISTS (
              SELECT 1 FROM repair_quotes n
               WHERE n.repair_order_id = q.repair_order_id AND n.version > q.version AND n.sent_at < q.expires_at
            )
       )
       SELECT to_char(w.week, 'YYYY-MM-DD') AS week,
              count(*) FILTER (WHERE o.outcome = 'approved')::int AS approved,
              count(*) FILTER (WHERE o.outcome = 'declined')::int AS declined,
              count(*) FILTER (WHERE o.outcome = 'expired')::int AS expired
         FROM weeks w LEFT JOIN outcomes o ON o.at >= w.lo AND o.at < w.hi
        GROUP BY GROUPING SETS ((w.week), ())
        ORDER BY w.week NULLS LAST`,
      [...rangeParams(range), now],
    );
    return rows.map((r) => ({
      ...r,
      approvalRate: r.approved + r.declined === 0 ? null : r.approved / (r.approved + r.declined),
    }));
  }

  /** Open orders whose last status change is STALE_AFTER_DAYS days or more before `now`, longest first. */
  async staleOrders(now: Date): Promise<StaleOrder[]> {
    const rows = await this.db.query<{
      id: string;
      reference: string;
      status: RepairOrderStatus;
      device_brand: string;
      device_model: string;
      since: Date;
      days: number;
    }>(
      `SELECT o.id, o.reference, o.status, o.device_brand, o.device_model, l.at AS since,
              floor(extract(epoch FROM $1::timestamptz - l.at) / 86400)::int AS days
         FROM repair_orders o
        CROSS JOIN LATERAL (
          SELECT max(c.changed_at) AS at FROM repair_order_status_changes c WHERE c.repair_order_id = o.id
        ) l
        WHERE o.status <> ALL ($2::text[]) AND l.at <= $1::timestamptz - make_interval(days => $3)
        ORDER BY l.at, o.reference`,
      [now, FINAL_STATES, STALE_AFTER_DAYS],
    );
    return rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      status: r.status,
      deviceLabel: deviceLabel({ brand: r.device_brand, model: r.device_model }),
      since: new Date(r.since),
      daysUnchanged: r.days,
    }));
  }
}

/** Percentiles to the second (interpolation leaves float dust such as 164160.00000000003). */
function wholeSeconds(value: number | string | null): number | null {
  return value === null ? null : Math.round(Number(value));
}
