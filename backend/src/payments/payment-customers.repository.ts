import { Injectable } from '@nestjs/common';
import { Db } from '../common/database/db.js';
import { CustomerLinkOwner, CustomerLinks } from '../customers/customer-links.js';
import type { ReceiptKind } from './receipts.repository.js';

/** A payment or refund as a customer's page lists it. */
export interface CustomerPaymentRow {
  id: string;
  repair_order_id: string;
  order_reference: string;
  amount_cents: number;
  method: string;
  deposit: boolean;
  reason: string | null;
  taken_by: string;
  taken_at: Date;
}

/** A receipt or credit note as a customer's page lists it. */
export interface CustomerReceiptRow {
  id: string;
  number: string;
  kind: ReceiptKind;
  repair_order_id: string;
  order_reference: string;
  total_cents: number;
  paid_cents: number;
  due_cents: number;
  issued_at: Date;
}

/**
 * Payments and receipts by customer record (counter spec 1), through their repair orders: the
 * lists of a customer's page, and the receipts' part in an erasure: the contact copied on each
 * receipt and credit note is blanked, the only change an issued receipt admits
 * (tr_receipts_read_only); numbers, lines and amounts stay. Both follow their repair order in a
 * merge, so there is nothing to move. Registered with CustomerLinks.
 */
@Injectable()
export class PaymentCustomersRepository implements CustomerLinkOwner {
  readonly linked = 'receipts';

  constructor(
    private readonly db: Db,
    links: CustomerLinks,
  ) {
    links.register(this);
  }

  /** A customer's payments and refunds, newest first. */
  paymentsOf(customerId: string): Promise<CustomerPaymentRow[]> {
    return this.db.query<CustomerPaymentRow>(
      `SELECT p.id, p.repair_order_id, o.reference AS order_reference, p.amount_cents, p.method, p.deposit, p.reason,
              p.taken_by, p.taken_at
         FROM payments p JOIN repair_orders o ON o.id = p.repair_order_id
        WHERE o.customer_id = $1
        ORDER BY p.taken_at DESC, p.seq DESC`,
      [customerId],
    );
  }

  /** A customer's receipts and credit notes, newest first. */
  receiptsOf(customerId: string): Promise<CustomerReceiptRow[]> {
    return this.db.query<CustomerReceiptRow>(
      `SELECT r.id, r.number, r.kind, r.repair_order_id, o.reference AS order_reference, r.total_cents, r.paid_cents,
              r.due_cents, r.issued_at
         FROM receipts r JOIN repair_orders o ON o.id = r.repair_order_id
        WHERE o.customer_id = $1
        ORDER BY r.issued_at DESC, r.year DESC, r.seq DESC`,
      [customerId],
    );
  }

  async erase(customerId: string): Promise<void> {
    await this.db.execute(
      `UPDATE receipts SET customer_name = 'Erased customer', customer_phone = '', customer_email = ''
        WHERE repair_order_id IN (SELECT id FROM repair_orders WHERE customer_id = $1)`,
      [customerId],
    );
  }
}
