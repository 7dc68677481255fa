import { Injectable } from '@nestjs/common';
import { Db } from '../common/database/db.js';
import { CustomerLinks, type CustomerLinkOwner } from '../customers/customer-links.js';

/** A booking as a customer's page lists it. */
export interface CustomerBookingRow {
  id: string;
  reference: string;
  appointment_date: Date;
  status: string;
  device_info: string | null;
  services: string[];
  estimated_price_cents: number | null;
  discount_cents: number;
  created_at: Date;
}

/**
 * Appointments by their customer record (counter spec 1): the bookings of a customer's page, and
 * the link's part in a merge (the bookings move) and an erasure (the names, phone, e-mail and notes
 * kept on each booking are replaced; dates, prices, statuses stay). Registered with CustomerLinks.
 */
@Injectable()
export class AppointmentCustomersRepository implements CustomerLinkOwner {
  readonly linked = 'bookings';

  constructor(
    private readonly db: Db,
    links: CustomerLinks,
  ) {
    links.register(this);
  }

  /** A customer's bookings, newest first. */
  bookingsOf(customerId: string): Promise<CustomerBookingRow[]> {
    return this.db.query<CustomerBookingRow>(
      `SELECT a.id, a.reference, a.appointment_date, a.status, a.device_info, a.estimated_price_cents, a.discount_cents,
              a.created_at,
              coalesce((SELECT array_agg(s.service_name ORDER BY s.position) FROM appointment_services s
                         WHERE s.appointment_id = a.id), '{}') AS services
         FROM appointments a WHERE a.customer_id = $1
        ORDER BY a.appointment_date DESC, a.id`,
      [customerId],
    );
  }

  move(from: string, to: string): Promise<number> {
    return this.db.execute(`UPDATE appointments SET customer_id = $2 WHERE customer_id = $1`, [from, to]);
  }

  async erase(customerId: string): Promise<void> {
    await this.db.execute(
      `UPDATE appointments
          SET customer_first_name = 'Erased', customer_last_name = 'customer', customer_phone = '',
              customer_email = NULL, notes = NULL
        WHERE customer_id = $1`,
      [customerId],
    );
  }
}
