import { Injectable } from '@nestjs/common';
import { Db } from '../../common/database/db.js';
import { lineTotalCents, sumCents } from '../../common/money/money.js';
import type { BillLine } from '../../repair-order/repair-order.js';
import { billLineOf, type BillLineRow } from '../repair-order.repository.js';

export const QUOTE_STATUSES = ['pending', 'approved', 'declined', 'superseded'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** A customer's answer to a pending quote. */
export type QuoteDecision = 'approved' | 'declined';

/** How an answer reached the shop: the customer's own on the tracking page, or received by staff. */
export const DECISION_CHANNELS = ['customer', 'phone', 'in_shop'] as const;
export type DecisionChannel = (typeof DECISION_CHANNELS)[number];
/** The channels staff record an answer from. */
export const STAFF_DECISION_CHANNELS = ['phone', 'in_shop'] as const;
export type StaffDecisionChannel = (typeof STAFF_DECISION_CHANNELS)[number];

/** How a decision was made: online by the customer, or received by phone or in the shop and recorded by staff. */
export type DecisionSource =
  | { channel: 'customer' }
  | { channel: StaffDecisionChannel; recordedBy: { userId: string; username: string }; note: string | null };

/** A quote's line: the one shape of a bill line (repair-order.repository.ts). */
export type QuoteLineRecord = BillLine;

export interface QuoteRecord {
  id: string;
  repairOrderId: string;
  version: number;
  status: QuoteStatus;
  totalCents: number;
  sentAt: Date;
  expiresAt: Date;
  decidedAt: Date | null;
  /** How it was answered (null while undecided). */
  decisionChannel: DecisionChannel | null;
  /** Who recorded an answer received by phone or in the shop (null for the customer's own). */
  decisionRecordedBy: string | null;
  decisionNote: string | null;
  createdBy: string;
  note: string | null;
  lines: QuoteLineRecord[];
}

export interface NewQuote {
  repairOrderId: string;
  lines: QuoteLineRecord[];
  sentAt: Date;
  expiresAt: Date;
  createdBy: { userId: string; username: string };
  note: string | null;
}

interface QuoteRow {
  id: string;
  repair_order_id: string;
  version: number;
  status: QuoteStatus;
  estimated_price_cents: number;
  sent_at: Date;
  expires_at: Date;
  decided_at: Date | null;
  decision_channel: DecisionChannel | null;
  decision_recorded_by: string | null;
  decision_note: string | null;
  created_by: string;
  note: string | null;
}

interface LineRow extends BillLineRow {
  repair_quote_id: string;
}

const COLUMNS = `q.id, q.repair_order_id, q.version, q.status, q.estimated_price_cents, q.sent_at, q.expires_at,
  q.decided_at, q.decision_channel, q.decision_recorded_by, q.decision_note, q.created_by, q.note`;

/** A quote's total: the sum of its lines (quantity × unit price), in cents. */
export function quoteTotal(lines: Pick<QuoteLineRecord, 'quantity' | 'unitPriceCents'>[]): number {
  return sumCents(lines.map(lineTotalCents));
}

/** The one home of the SQL of repair_quotes and repair_quote_lines, run in the transaction under way (Db). */
@Injectable()
export class QuoteRepository {
  constructor(private readonly db: Db) {}

  /**
   * Inserts the order's next version as pending and supersedes the pending one, in the caller's
   * transaction (which holds the order's row lock, so versions are numbered one at a time; the
   * unique (order, version) and one-pending indexes hold regardless).
   */
  async insertNextVersion(quote: NewQuote): Promise<QuoteRecord> {
    await this.db.execute(
      `UPDATE repair_quotes SET status = 'superseded' WHERE repair_order_id = $1 AND status = 'pending'`,
      [quote.repairOrderId],
    );
    const [row] = await this.db.query<{ id: string }>(
      `INSERT INTO repair_quotes (customer_id, device_type, device_model, repair_type, estimated_price_cents,
                                    status, created_at, repair_order_id, version, sent_at, expires_at,
                                    created_by_user_id, created_by, note)
         SELECT o.customer_id, o.device_type, o.device_model, $1, $2, 'pending', $3, o.id,
                coalesce((SELECT max(version) FROM repair_quotes WHERE repair_order_id = o.id), 0) + 1,
                $3, $4, $5, $6, $7
           FROM repair_orders o WHERE o.id = $8
         RETURNING id`,
      [
        quote.lines
          .map((l) => l.description)
          .join(', ')
          .slice(0, 500),
        quoteTotal(quote.lines),
        quote.sentAt,
        quote.expiresAt,
        quote.createdBy.userId,
        quote.createdBy.username,
        quote.note,
        quote.repairOrderId,
      ],
    );
    await this.db.execute(
      `INSERT INTO repair_quote_lines (repair_quote_id, position, kind, service_type_id, part_id, description, quantity, unit_price_cents)
       SELECT $1, l.position - 1, l.kind, l.service_type_id, l.part_id, l.description, l.quantity, l.unit_price_cents
         FROM unnest($2::text[], $3::uuid[], $4::uuid[], $5::text[], $6::int[], $7::int[])
              WITH ORDINALITY AS l(kind, service_type_id, part_id, description, quantity, unit_price_cents, position)`,
      [
        row.id,
        quote.lines.map((l) => l.kind),
        quote.lines.map((l) => l.serviceTypeId),
        quote.lines.map((l) => l.partId),
        quote.lines.map((l) => l.description),
        quote.lines.map((l) => l.quantity),
        quote.lines.map((l) => l.unitPriceCents),
      ],
    );
    return (await this.findVersion(quote.repairOrderId, undefined, row.id))!;
  }

  /** Every version of an order's quote, newest first. */
  async versions(orderId: string): Promise<QuoteRecord[]> {
    const rows = await this.db.query<QuoteRow>(
      `SELECT ${COLUMNS} FROM repair_quotes q WHERE q.repair_order_id = $1 ORDER BY q.version DESC`,
      [orderId],
    );
    return this.withLines(rows);
  }

  /** The version the customer sees: the newest one (a superseded version is never the newest). */
  async current(orderId: string): Promise<QuoteRecord | undefined> {
    const rows = await this.db.query<QuoteRow>(
      `SELECT ${COLUMNS} FROM repair_quotes q WHERE q.repair_order_id = $1 ORDER BY q.version DESC LIMIT 1`,
      [orderId],
    );
    return (await this.withLines(rows))[0];
  }

  /** One version of an order's quote (by number, or by id). */
  async findVersion(orderId: string, version?: number, id?: string): Promise<QuoteRecord | undefined> {
    const rows = await this.db.query<QuoteRow>(
      `SELECT ${COLUMNS} FROM repair_quotes q
        WHERE q.repair_order_id = $1 AND ($2::int IS NULL OR q.version = $2) AND ($3::uuid IS NULL OR q.id = $3)`,
      [orderId, version ?? null, id ?? null],
    );
    return (await this.withLines(rows))[0];
  }

  /**
   * Records a decision on a pending, unexpired version, with how it came (the customer online, or
   * staff recording one received by phone or in the shop): true when this call recorded it. The
   * conditional UPDATE (and the one-decision index) let exactly one of concurrent calls win.
   */
  async decide(
    quoteId: string,
    decision: QuoteDecision,
    now: Date,
    source: DecisionSource,
  ): Promise<boolean> {
    const staff = source.channel === 'customer' ? null : source;
    const rows = await this.db.query<{ id: string }>(
      `UPDATE repair_quotes SET status = $2, decided_at = $3, decision_channel = $4,
              decision_recorded_by_user_id = $5, decision_recorded_by = $6, decision_note = $7
        WHERE id = $1 AND status = 'pending' AND expires_at > $3
      RETURNING id`,
      [
        quoteId,
        decision,
        now,
        source.channel,
        staff?.recordedBy.userId ?? null,
        staff?.recordedBy.username ?? null,
        staff?.note ?? null,
      ],
    );
    return rows.length === 1;
  }

  private async withLines(rows: QuoteRow[]): Promise<QuoteRecord[]> {
    if (rows.length === 0) return [];
    const lines = await this.db.query<LineRow>(
      `SELECT repair_quote_id, kind, service_type_id, part_id, description, quantity, unit_price_cents
         FROM repair_quote_lines WHERE repair_quote_id = ANY($1::uuid[]) ORDER BY repair_quote_id, position`,
      [rows.map((r) => r.id)],
    );
    return rows.map((r) => ({
      id: r.id,
      repairOrderId: r.repair_order_id,
      version: r.version,
      status: r.status,
      totalCents: r.estimated_price_cents,
      sentAt: r.sent_at,
      expiresAt: r.expires_at,
      decidedAt: r.decided_at,
      decisionChannel: r.decision_channel,
      decisionRecordedBy: r.decision_recorded_by,
      decisionNote: r.decision_note,
      createdBy: r.created_by,
      note: r.note,
      lines: lines.filter((l) => l.repair_quote_id === r.id).map(billLineOf),
    }));
  }
}
