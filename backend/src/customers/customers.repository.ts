import { Injectable } from '@nestjs/common';
import { Db } from '../common/database/db.js';
import { escapeLike, phoneDigitPatterns } from '../common/database/search-patterns.js';
import { normaliseDiscountCode } from './discount-code.js';
import type { CustomerRow } from './customer-records.repository.js';

/** What a discount claim records. */
export interface NewClaim {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  deviceInfo: string | null;
  discountCode: string;
  claimedAt: Date;
}

/** The row that holds a claim: the claimant's record, or their address with this e-mail. */
export interface ClaimedRow {
  id: string;
  discount_claimed: string;
  discount_claimed_at: Date;
}

/** A customer as the back office lists them, with their bookings counted. */
export interface CustomerListRow extends Pick<
  CustomerRow,
  'id' | 'first_name' | 'last_name' | 'email' | 'phone' | 'created_at' | 'erased_at'
> {
  discount_code: string | null;
  discount_claimed_at: Date | null;
  discount_code_used_at: Date | null;
  discount_code_voided_at: Date | null;
  used_on_reference: string | null;
  appointment_count: number;
  last_appointment_at: Date | null;
  order_count: number;
}

export interface CustomerSearch {
  /** Name, e-mail, phone digits or a discount code. */
  q?: string;
  claim?: 'unclaimed' | 'claimed' | 'used';
  page: number;
  pageSize: number;
}

/**
 * The customers table as the discount and the back-office list use it: first-repair discount claims
 * and their single-use codes (on the row holding the claim's e-mail), and the list of records. A
 * record's bookings and repair orders are linked by customer_id (see the CustomerRecords migration).
 */
@Injectable()
export class CustomersRepository {
  constructor(private readonly db: Db) {}

  /**
   * Records a claim on the row of its e-mail: the claimant's record is found or made as for a
   * booking (customer_for_contact), so the e-mail is held by exactly one row (uq_customers_email_claim),
   * and that row takes the code only if it has none. Of concurrent claims for one e-mail the first
   * UPDATE wins; the others find a code and answer undefined (the claim was made already).
   */
  async insertClaim(claim: NewClaim): Promise<ClaimedRow | undefined> {
    await this.db.query(`SELECT customer_for_contact($1, $2, $3, $4, $5)`, [
      claim.firstName,
      claim.lastName,
      claim.phone,
      claim.email,
      claim.claimedAt,
    ]);
    return this.db.one<ClaimedRow>(
      `UPDATE customers
          SET discount_code = $2, discount_claimed = 'popup_10_off', discount_claimed_at = $3,
              device_info = coalesce($4, device_info)
        WHERE lower(btrim(email)) = lower(btrim($1)) AND discount_code IS NULL AND discount_claimed = 'pending'
        RETURNING id, discount_claimed, discount_claimed_at`,
      [claim.email, claim.discountCode, claim.claimedAt, claim.deviceInfo],
    );
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
          AND discount_code_voided_at IS NULL
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

  /**
   * A page of customer records (a person once, however many addresses they have), newest first, and
   * how many match. `q` and the claim filter look at the record and its other addresses.
   */
  async search(search: CustomerSearch): Promise<{ total: number; rows: CustomerListRow[] }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown): string => {
      params.push(value);
      return `$${params.length}`;
    };
    const anyRow = (condition: string): string =>
      `EXISTS (SELECT 1 FROM customers p WHERE (p.id = c.id OR p.merged_into_id = c.id) AND ${condition})`;
    if (search.claim === 'unclaimed') where.push(`NOT ${anyRow('p.discount_code IS NOT NULL')}`);
    if (search.claim === 'claimed')
      where.push(
        anyRow(
          'p.discount_code IS NOT NULL AND p.discount_code_used_at IS NULL AND p.discount_code_voided_at IS NULL',
        ),
      );
    if (search.claim === 'used') where.push(anyRow('p.discount_code_used_at IS NOT NULL'));
    const q = search.q ? search.q.replace(/\s+/g, ' ') : '';
    if (q) {
      const like = param(`%${escapeLike(q)}%`);
      const matches = [
        `p.first_name ILIKE ${like}`,
        `p.last_name ILIKE ${like}`,
        `(p.first_name || ' ' || p.last_name) ILIKE ${like}`,
        `p.email ILIKE ${like}`,
        `p.discount_code = ${param(normaliseDiscountCode(q))}`,
      ];
      const phones = phoneDigitPatterns(q);
      if (phones.length > 0) matches.push(`p.phone_key LIKE ANY (${param(phones)}::text[])`);
      where.push(anyRow(`(${matches.join(' OR ')})`));
    }
    const filter = `WHERE c.merged_into_id IS NULL${where.map((w) => ` AND ${w}`).join('')}`;
    const counted = await this.db.one<{ total: number }>(
      `SELECT count(*)::int AS total FROM customers c ${filter}`,
      params,
    );
    const rows = await this.db.query<CustomerListRow>(
      `SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.created_at, c.erased_at,
              k.discount_code, k.discount_claimed_at, k.discount_code_used_at, k.discount_code_voided_at, u.reference AS used_on_reference,
              b.appointment_count, b.last_appointment_at, o.order_count
         FROM customers c
         LEFT JOIN LATERAL (
           SELECT p.discount_code, coalesce(p.discount_claimed_at, p.created_at) AS discount_claimed_at, p.discount_code_used_at, p.discount_code_used_by_appointment,
                  p.discount_code_voided_at
             FROM customers p
            WHERE (p.id = c.id OR p.merged_into_id = c.id) AND p.discount_code IS NOT NULL
            ORDER BY p.discount_code_voided_at IS NOT NULL, coalesce(p.discount_claimed_at, p.created_at) DESC LIMIT 1
         ) k ON true
         LEFT JOIN appointments u ON u.id = k.discount_code_used_by_appointment
         CROSS JOIN LATERAL (
           SELECT count(*)::int AS appointment_count, max(a.appointment_date) AS last_appointment_at
             FROM appointments a WHERE a.customer_id = c.id AND a.status <> 'cancelled'
         ) b
         CROSS JOIN LATERAL (
           SELECT count(*)::int AS order_count FROM repair_orders r WHERE r.customer_id = c.id
         ) o
         ${filter}
        ORDER BY c.created_at DESC, c.id
        LIMIT ${param(search.pageSize)} OFFSET ${param((search.page - 1) * search.pageSize)}`,
      params,
    );
    return { total: counted?.total ?? 0, rows };
  }
}
