import { Injectable } from '@nestjs/common';
import { Db } from '../common/database/db.js';
import { CustomerLinkOwner, CustomerLinks } from '../customers/customer-links.js';

/**
 * Receipts in a customer's erasure (counter spec 1): the contact copied on each receipt and credit
 * note of their repair orders is blanked, the only change an issued receipt admits
 * (tr_receipts_read_only); numbers, lines and amounts stay. A receipt follows its repair order in
 * a merge, so it has nothing to move. Registered with CustomerLinks.
 */
@Injectable()
export class ReceiptCustomersRepository implements CustomerLinkOwner {
  readonly linked = 'receipts';

  constructor(
    private readonly db: Db,
    links: CustomerLinks,
  ) {
    links.register(this);
  }

  async erase(customerId: string): Promise<void> {
    await this.db.execute(
      `UPDATE receipts SET customer_name = 'Erased customer', customer_phone = '', customer_email = ''
        WHERE repair_order_id IN (SELECT id FROM repair_orders WHERE customer_id = $1)`,
      [customerId],
    );
  }
}
