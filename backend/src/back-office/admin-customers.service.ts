import { Injectable } from '@nestjs/common';
import { CustomersRepository } from '../customers/customers.repository.js';
import type { AdminCustomerPageDto } from './dto/admin-customer-page.dto.js';
import type { AdminCustomerQueryDto } from './dto/admin-customer-query.dto.js';

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

/**
 * Customers in the back office. A customer row is a first-repair discount claim: created_at is when
 * it was claimed, discount_code_used_at when its code was used and discount_code_used_by_appointment
 * on which booking. Bookings belong to a customer by customer_id or by the same e-mail (trimmed,
 * case-insensitive), as the public booking does not link them.
 */
@Injectable()
export class AdminCustomersService {
  constructor(private readonly customers: CustomersRepository) {}

  async list(query: AdminCustomerQueryDto): Promise<AdminCustomerPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 25;
    const { total, rows } = await this.customers.search({ q: query.q, claim: query.claim, page, pageSize });
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
