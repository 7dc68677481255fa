import { Injectable } from '@nestjs/common';
import { Db } from '../common/database/db.js';
import { escapeLike, phoneDigitPatterns } from '../common/database/search-patterns.js';
import { normaliseDiscountCode } from './discount-code.js';
import { Customer } from './entities/customer.entity.js';

/** What a discount claim records. */
export type NewClaim = Pick<
  Customer,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'deviceInfo'
  | 'discountClaimed'
  | 'discountCode'
  | 'createdAt'
>;

/** A customer as the back office lists them, with their bookings counted. */
export interface CustomerListRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  created_at: Date;
  discount_code: string | null;
  discount_code_used_at: Date | null;
  used_on_reference: string | null;
  appointment_count: number;
  last_appointment_at: Date | null;
}

export interface CustomerSearch {
  /** Name, e-mail, phone digits or a discount code. */
  q?: string;
  claim?: 'unclaimed' | 'claimed' | 'used';
  page: number;
  pageSize: number;
}

/**
 * The customers table: first-repair discount claims and their single-use codes. A customer's
 * bookings are theirs by customer_id or by the same e-mail (trimmed, case-insensitive).
 */
@Injectable()
export class CustomersRepository {
  constructor(private readonly db: Db) {}

  /** Records a claim (the unique indexes decide: one claim per e-mail, codes unique). */
  insertClaim(claim: NewClaim): Promise<Customer> {
    const customers = this.db.repository(Customer);
    return customers.save(customers.create(claim));
  }

  /**
   * Marks an unused code of this e-mail used (by `appointmentId`, when a booking used it): one
   * conditional UPDATE, so of concurrent uses only the first matches. False when none did.
   */
  async redeemCode(code: string, email: string, usedAt?: Date, appointmentId?: string): Promise<boolean> {
    const rows = await this.db.query<{ id: string }>(
      `UPDATE customers
          SET discount_code_used_at = coalesce($3::timestamptz, now()),
              discount_code_used_by_appointment = $4::uuid
        WHERE discount_code = $1
          AND lower(btrim(email)) = lower(btrim($2))
          AND discount_code_used_at IS NULL
        RETURNING id`,
      [normaliseDiscountCode(code), email, usedAt?.toISOString() ?? null, appointmentId ?? null],
    );
    return rows.length === 1;
  }

  /** Frees the code a booking used, while it still names that booking; true when one was freed. */
  async releaseCode(appointmentId: string): Promise<boolean> {
    const rows = await this.db.query<{ id: string }>(
      `UPDATE customers
          SET discount_code_used_at = NULL, discount_code_used_by_appointment = NULL
        WHERE discount_code_used_by_appointment = $1
        RETURNING id`,
      [appointmentId],
    );
    return rows.length === 1;
  }

  /** A page of customers, newest claim first, and how many match. */
  async search(search: CustomerSearch): Promise<{ total: number; rows: CustomerListRow[] }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown): string => {
      params.push(value);
      return `$${params.length}`;
    };
    if (search.claim === 'unclaimed') where.push(`c.discount_code IS NULL`);
    if (search.claim === 'claimed')
      where.push(`c.discount_code IS NOT NULL AND c.discount_code_used_at IS NULL`);
    if (search.claim === 'used') where.push(`c.discount_code_used_at IS NOT NULL`);
    const q = search.q ? search.q.replace(/\s+/g, ' ') : '';
    if (q) {
      const like = param(`%${escapeLike(q)}%`);
      const matches = [
        `c.first_name ILIKE ${like}`,
        `c.last_name ILIKE ${like}`,
        `(c.first_name || ' ' || c.last_name) ILIKE ${like}`,
        `c.email ILIKE ${like}`,
        `c.discount_code = ${param(normaliseDiscountCode(q))}`,
      ];
      const phones = phoneDigitPatterns(q);
      if (phones.length > 0)
        matches.push(`regexp_replace(c.phone, '[^0-9]', '', 'g') LIKE ANY (${param(phones)}::text[])`);
      where.push(`(${matches.join(' OR ')})`);
    }
    const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const counted = await this.db.one<{ total: number }>(
      `SELECT count(*)::int AS total FROM customers c ${filter}`,
      params,
    );
    const rows = await this.db.query<CustomerListRow>(
      `SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.created_at, c.discount_code, c.discount_code_used_at,
              u.reference AS used_on_reference, b.appointment_count, b.last_appointment_at
         FROM customers c
         LEFT JOIN appointments u ON u.id = c.discount_code_used_by_appointment
         CROSS JOIN LATERAL (
           SELECT count(*)::int AS appointment_count, max(a.appointment_date) AS last_appointment_at
             FROM appointments a
            WHERE (a.customer_id = c.id OR lower(a.customer_email) = lower(btrim(c.email)))
              AND a.status <> 'cancelled'
         ) b
         ${filter}
        ORDER BY c.created_at DESC, c.id
        LIMIT ${param(search.pageSize)} OFFSET ${param((search.page - 1) * search.pageSize)}`,
      params,
    );
    return { total: counted?.total ?? 0, rows };
  }
}
