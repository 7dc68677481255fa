import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { normaliseDiscountCode } from '../customers/discount-code.js';
import type { AdminCustomerPageDto } from './dto/admin-customer-page.dto.js';
import type { AdminCustomerQueryDto } from './dto/admin-customer-query.dto.js';
import { escapeLike, phoneDigitPatterns } from '../common/database/search-patterns.js';

interface CustomerRow {
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

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

/**
 * Customers in the back office. A customer row is a first-repair discount claim: created_at is when
 * it was claimed, discount_code_used_at when its code was used and discount_code_used_by_appointment
 * on which booking. Bookings belong to a customer by customer_id or by the same e-mail (trimmed,
 * case-insensitive), as the public booking does not link them.
 */
@Injectable()
export class AdminCustomersService {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: AdminCustomerQueryDto): Promise<AdminCustomerPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 25;
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown): string => {
      params.push(value);
      return `$${params.length}`;
    };
    if (query.claim === 'unclaimed') where.push(`c.discount_code IS NULL`);
    if (query.claim === 'claimed')
      where.push(`c.discount_code IS NOT NULL AND c.discount_code_used_at IS NULL`);
    if (query.claim === 'used') where.push(`c.discount_code_used_at IS NOT NULL`);
    const q = query.q ? query.q.replace(/\s+/g, ' ') : '';
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

    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM customers c ${filter}`,
      params,
    )) as { total: number }[];
    const rows = (await this.dataSource.query(
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
        LIMIT ${param(pageSize)} OFFSET ${param((page - 1) * pageSize)}`,
      params,
    )) as CustomerRow[];
    return {
      items: rows.map((r) => ({
        id: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        phone: r.phone,
        createdAt: new Date(r.created_at).toISOString(),
        appointmentCount: r.appointment_count,
        lastAppointmentAt: iso(r.last_appointment_at),
        claim: r.discount_code
          ? {
              code: r.discount_code,
              claimedAt: new Date(r.created_at).toISOString(),
              used: r.discount_code_used_at !== null,
              usedAt: iso(r.discount_code_used_at),
              usedOnReference: r.used_on_reference,
            }
          : null,
      })),
      total,
      page,
      pageSize,
    };
  }
}
