import { Injectable } from '@nestjs/common';
import { Db } from '../common/database/db.js';
import type { ReceiptBody } from './receipt-body.js';

export type ReceiptKind = 'receipt' | 'credit_note';

export interface ReceiptRecord {
  id: string;
  number: string;
  kind: ReceiptKind;
  creditOf: string | null;
  repairOrderId: string;
  issuedAt: Date;
  issuedBy: string;
  customer: { name: string; phone: string; email: string };
  totalCents: number;
  taxCents: number;
  paidCents: number;
  dueCents: number;
  body: ReceiptBody;
}

export interface NewReceipt extends Omit<ReceiptRecord, 'id' | 'number'> {
  year: number;
}

interface ReceiptRow {
  id: string;
  number: string;
  kind: ReceiptKind;
  credit_of: string | null;
  repair_order_id: string;
  issued_at: Date;
  issued_by: string;
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  total_cents: number;
  tax_cents: number;
  paid_cents: number;
  due_cents: number;
  body: ReceiptBody;
}

const COLUMNS = `r.id, r.number, r.kind, r.credit_of, r.repair_order_id, r.issued_at, r.issued_by, r.customer_name,
  r.customer_phone, r.customer_email, r.total_cents, r.tax_cents, r.paid_cents, r.due_cents, r.body`;

function receiptOf(r: ReceiptRow): ReceiptRecord {
  return {
    id: r.id,
    number: r.number,
    kind: r.kind,
    creditOf: r.credit_of,
    repairOrderId: r.repair_order_id,
    issuedAt: r.issued_at,
    issuedBy: r.issued_by,
    customer: { name: r.customer_name, phone: r.customer_phone, email: r.customer_email },
    totalCents: r.total_cents,
    taxCents: r.tax_cents,
    paidCents: r.paid_cents,
    dueCents: r.due_cents,
    body: r.body,
  };
}

/**
 * Receipts and credit notes, and their per-year counter. A number is taken by incrementing the
 * year's counter row in the issuing transaction: concurrent issuers wait on that row, and a
 * rollback gives the number back, so the series has no gap and no repeat.
 */
@Injectable()
export class ReceiptsRepository {
  constructor(private readonly db: Db) {}

  /** Issues a receipt or credit note with the next number of its year (the caller's transaction). */
  async issue(r: NewReceipt): Promise<ReceiptRecord> {
    const [row] = await this.db.query<ReceiptRow>(
      `WITH next AS (
         INSERT INTO receipt_counters AS c (year, last_number) VALUES ($1, 1)
         ON CONFLICT (year) DO UPDATE SET last_number = c.last_number + 1
         RETURNING year, last_number)
       INSERT INTO receipts AS r (number, year, seq, kind, credit_of, repair_order_id, issued_at, issued_by,
         customer_name, customer_phone, customer_email, total_cents, tax_cents, paid_cents, due_cents, body)
       SELECT next.year::text || '-' || lpad(next.last_number::text, 6, '0'), next.year, next.last_number,
              $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14
         FROM next
       RETURNING ${COLUMNS}`,
      [
        r.year,
        r.kind,
        r.creditOf,
        r.repairOrderId,
        r.issuedAt,
        r.issuedBy,
        r.customer.name,
        r.customer.phone,
        r.customer.email,
        r.totalCents,
        r.taxCents,
        r.paidCents,
        r.dueCents,
        JSON.stringify(r.body),
      ],
    );
    return receiptOf(row);
  }

  /** A receipt; `lock` holds it for the transaction (credit notes on one receipt, one at a time). */
  async findById(id: string, options: { lock?: boolean } = {}): Promise<ReceiptRecord | undefined> {
    const row = await this.db.one<ReceiptRow>(
      `SELECT ${COLUMNS} FROM receipts r WHERE r.id = $1 ${options.lock ? 'FOR UPDATE' : ''}`,
      [id],
    );
    return row && receiptOf(row);
  }

  /** The receipt of an order and its credit notes, in number order. */
  async ofOrder(orderId: string): Promise<ReceiptRecord[]> {
    const rows = await this.db.query<ReceiptRow>(
      `SELECT ${COLUMNS} FROM receipts r WHERE r.repair_order_id = $1 ORDER BY r.year, r.seq`,
      [orderId],
    );
    return rows.map(receiptOf);
  }

  /** Receipts and credit notes issued in [from, to), in number order. */
  async issuedBetween(from: Date, to: Date): Promise<ReceiptRecord[]> {
    const rows = await this.db.query<ReceiptRow>(
      `SELECT ${COLUMNS} FROM receipts r WHERE r.issued_at >= $1 AND r.issued_at < $2 ORDER BY r.year, r.seq`,
      [from, to],
    );
    return rows.map(receiptOf);
  }

  /** What the credit notes of a receipt took off so far (positive cents). */
  async creditedCents(receiptId: string): Promise<number> {
    const row = await this.db.one<{ cents: string }>(
      `SELECT coalesce(-sum(total_cents), 0) AS cents FROM receipts WHERE credit_of = $1`,
      [receiptId],
    );
    return Number(row?.cents ?? 0);
  }
}
