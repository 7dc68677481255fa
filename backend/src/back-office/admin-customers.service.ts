import { Injectable } from '@nestjs/common';
import { AppointmentCustomersRepository } from '../appointments/appointment-customers.repository.js';
import { CustomerRecordsRepository } from '../customers/customer-records.repository.js';
import { CustomerRecordsService, toRecordDto } from '../customers/customer-records.service.js';
import { CustomersRepository } from '../customers/customers.repository.js';
import type { CustomerMatchDto } from '../customers/dto/customer-match.dto.js';
import type { CustomerMatchQueryDto } from '../customers/dto/customer-match-query.dto.js';
import { PaymentCustomersRepository } from '../payments/payment-customers.repository.js';
import { quoteMoney } from '../workshop/quotes/quote-views.js';
import { RepairOrderCustomersRepository } from '../workshop/repair-order-customers.repository.js';
import type { AdminCustomerDetailDto } from './dto/admin-customer-detail.dto.js';
import type { AdminCustomerPageDto } from './dto/admin-customer-page.dto.js';
import type { AdminCustomerQueryDto } from './dto/admin-customer-query.dto.js';

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);
const isoOf = (d: Date): string => new Date(d).toISOString();

/**
 * Customers in the back office (counter spec 1): the list of records with search (name, phone in
 * any format, e-mail, discount code), the check-in's match, and a customer's page gathered from
 * the repositories that own each part of it (bookings, orders and quotes, payments and receipts).
 */
@Injectable()
export class AdminCustomersService {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly records: CustomerRecordsService,
    private readonly recordRows: CustomerRecordsRepository,
    private readonly bookings: AppointmentCustomersRepository,
    private readonly orders: RepairOrderCustomersRepository,
    private readonly money: PaymentCustomersRepository,
  ) {}

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
        createdAt: isoOf(r.created_at),
        erasedAt: iso(r.erased_at),
        appointmentCount: r.appointment_count,
        lastAppointmentAt: iso(r.last_appointment_at),
        repairOrderCount: r.order_count,
        claim: r.discount_code
          ? {
              code: r.discount_code,
              claimedAt: isoOf(r.discount_claimed_at ?? r.created_at),
              used: r.discount_code_used_at !== null,
              usedAt: iso(r.discount_code_used_at),
              usedOnReference: r.used_on_reference,
              voidedAt: iso(r.discount_code_voided_at),
            }
          : null,
      })),
      total,
      page,
      pageSize,
    };
  }

  match(query: CustomerMatchQueryDto): Promise<CustomerMatchDto[]> {
    return this.records.match(query.phone, query.email);
  }

  /** A customer's page; 404 for an unknown id (an address's id names its person's record instead). */
  async page(id: string): Promise<AdminCustomerDetailDto> {
    const record = await this.records.record(id);
    const [addresses, bookings, orders, quotes, claims, payments, receipts, changes, merges] =
      await Promise.all([
        this.recordRows.addressesOf(id),
        this.bookings.bookingsOf(id),
        this.orders.ordersOf(id),
        this.orders.quotesOf(id),
        this.recordRows.claimsOf(id),
        this.money.paymentsOf(id),
        this.money.receiptsOf(id),
        this.records.changes(id),
        this.records.merges(id),
      ]);
    return {
      customer: toRecordDto(record),
      otherAddresses: addresses.map((a) => ({ email: a.email, phone: a.phone, since: isoOf(a.created_at) })),
      bookings: bookings.map((b) => ({
        id: b.id,
        reference: b.reference,
        startsAt: isoOf(b.appointment_date),
        status: b.status,
        device: b.device_info,
        services: b.services,
        estimatedPriceCents: b.estimated_price_cents,
        bookedAt: isoOf(b.created_at),
      })),
      repairOrders: orders.map((o) => ({
        id: o.id,
        reference: o.reference,
        status: o.status,
        device: `${o.device_brand} ${o.device_model}`.trim(),
        repairType: o.repair_type,
        totalCostCents: o.total_cost_cents,
        createdAt: isoOf(o.created_at),
        pickedUpAt: iso(o.picked_up_at),
      })),
      quotes: quotes.map((q) => ({
        id: q.id,
        repairOrderId: q.repair_order_id,
        orderReference: q.order_reference,
        version: q.version,
        status: q.status,
        // The figure the customer pays, as on the order page and the tracking page.
        totalCents: quoteMoney({ totalCents: q.estimated_price_cents }, q.order_discount_cents).totalCents,
        sentAt: isoOf(q.sent_at),
        decidedAt: iso(q.decided_at),
      })),
      claims: claims.map((c) => ({
        code: c.code,
        claimedAt: isoOf(c.claimed_at),
        used: c.used_at !== null,
        usedAt: iso(c.used_at),
        usedOnReference: c.used_on_reference,
        voidedAt: iso(c.voided_at),
      })),
      payments: payments.map((p) => ({
        id: p.id,
        repairOrderId: p.repair_order_id,
        orderReference: p.order_reference,
        amountCents: p.amount_cents,
        method: p.method,
        deposit: p.deposit,
        reason: p.reason,
        takenBy: p.taken_by,
        takenAt: isoOf(p.taken_at),
      })),
      receipts: receipts.map((r) => ({
        id: r.id,
        number: r.number,
        kind: r.kind,
        repairOrderId: r.repair_order_id,
        orderReference: r.order_reference,
        totalCents: r.total_cents,
        paidCents: r.paid_cents,
        dueCents: r.due_cents,
        issuedAt: isoOf(r.issued_at),
      })),
      changes,
      merges,
    };
  }
}
