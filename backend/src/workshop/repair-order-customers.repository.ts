import { Injectable } from '@nestjs/common';
import { Db } from '../common/database/db.js';
import { CLOSED_ORDER_STATES } from '../repair-order/repair-order.js';
import {
  CustomerLinks,
  type ContactCorrection,
  type CustomerLinkOwner,
} from '../customers/customer-links.js';

/** A repair order as a customer's page lists it. */
export interface CustomerOrderRow {
  id: string;
  reference: string;
  status: string;
  device_brand: string;
  device_model: string;
  repair_type: string;
  total_cost_cents: number;
  created_at: Date;
  picked_up_at: Date | null;
}

/** A quote version as a customer's page lists it. */
export interface CustomerQuoteRow {
  id: string;
  repair_order_id: string;
  order_reference: string;
  version: number;
  status: string;
  estimated_price_cents: number;
  /** The order's first-repair discount (the quote's figure takes it off: quoteMoney). */
  order_discount_cents: number;
  sent_at: Date;
  decided_at: Date | null;
}

const ERASED = '(erased)';

/**
 * Repair orders and their quotes by customer record (counter spec 1): a customer's page, and the
 * link's part in a merge (orders and quotes move) and an erasure (the name, phone and e-mail
 * copied on each order, the device's serial or IMEI, its condition and staff notes, the notes staff
 * typed in its history and quotes are replaced, the system's own history notes kept; every amount, date and status stays, so the reports read the same). Registered with
 * CustomerLinks.
 */
@Injectable()
export class RepairOrderCustomersRepository implements CustomerLinkOwner {
  readonly linked = 'repairOrders';

  constructor(
    private readonly db: Db,
    links: CustomerLinks,
  ) {
    links.register(this);
  }

  /** A customer's repair orders, newest first. */
  ordersOf(customerId: string): Promise<CustomerOrderRow[]> {
    return this.db.query<CustomerOrderRow>(
      `SELECT o.id, o.reference, o.status, o.device_brand, o.device_model, o.repair_type, o.total_cost_cents,
              o.created_at, o.picked_up_at
         FROM repair_orders o WHERE o.customer_id = $1
        ORDER BY o.created_at DESC, o.id`,
      [customerId],
    );
  }

  /** The quotes sent on a customer's orders, newest first. */
  quotesOf(customerId: string): Promise<CustomerQuoteRow[]> {
    return this.db.query<CustomerQuoteRow>(
      `SELECT q.id, q.repair_order_id, o.reference AS order_reference, q.version, q.status, q.estimated_price_cents,
              o.discount_cents AS order_discount_cents, q.sent_at, q.decided_at
         FROM repair_quotes q JOIN repair_orders o ON o.id = q.repair_order_id
        WHERE o.customer_id = $1
        ORDER BY q.sent_at DESC, q.id`,
      [customerId],
    );
  }

  /** Moves orders and their quotes; answers the orders moved. */
  async move(from: string, to: string): Promise<number> {
    await this.db.execute(`UPDATE repair_quotes SET customer_id = $2 WHERE customer_id = $1`, [from, to]);
    return this.db.execute(`UPDATE repair_orders SET customer_id = $2 WHERE customer_id = $1`, [from, to]);
  }

  /**
   * A corrected e-mail or phone reaches the customer's open orders whose copy held the old value or
   * none (a walk-in with a phone only gets the address added later); an order checked in with
   * another of their addresses keeps it, and a closed order keeps what it was closed with.
   */
  async contactCorrected(customerId: string, change: ContactCorrection): Promise<void> {
    if (change.email)
      await this.db.execute(
        `UPDATE repair_orders SET customer_email = $2
          WHERE customer_id = $1 AND NOT (status = ANY ($4::text[]))
            AND (btrim(customer_email) = '' OR lower(btrim(customer_email)) = lower(btrim($3)))`,
        [customerId, change.email.to, change.email.from, CLOSED_ORDER_STATES],
      );
    if (change.phone)
      await this.db.execute(
        `UPDATE repair_orders SET customer_phone = $2
          WHERE customer_id = $1 AND NOT (status = ANY ($4::text[]))
            AND (customer_phone_key(customer_phone) = '' OR customer_phone_key(customer_phone) = customer_phone_key($3))`,
        [customerId, change.phone.to, change.phone.from, CLOSED_ORDER_STATES],
      );
  }

  async erase(customerId: string): Promise<void> {
    const orders = `SELECT id FROM repair_orders WHERE customer_id = $1`;
    await this.db.execute(
      `UPDATE repair_orders
          SET customer_name = 'Erased customer', customer_phone = '', customer_email = '',
              condition_notes = '', notes = NULL, serial = NULL,
              released_unpaid_reason = CASE WHEN released_unpaid_reason IS NULL THEN NULL ELSE '(erased)' END
        WHERE customer_id = $1`,
      [customerId],
    );
    await this.db.execute(`UPDATE repair_order_notes SET text = $2 WHERE repair_order_id IN (${orders})`, [
      customerId,
      ERASED,
    ]);
    await this.db.execute(
      // What staff typed; the system's own words (system_note) carry nothing of the person and stay.
      `UPDATE repair_order_status_changes SET note = $2 WHERE note IS NOT NULL AND repair_order_id IN (${orders})`,
      [customerId, ERASED],
    );
    await this.db.execute(
      `UPDATE repair_quotes SET note = $2 WHERE note IS NOT NULL AND repair_order_id IN (${orders})`,
      [customerId, ERASED],
    );
  }
}
