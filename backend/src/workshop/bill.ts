import { Injectable } from '@nestjs/common';
import { PriceBook } from '../pricing/price-book.js';
import type { BillLine, ChargeLine, RepairOrderRecord } from '../repair-order/repair-order.js';
import { RepairOrderRepository } from './repair-order.repository.js';

/** The service a returned device is charged for: its diagnostic, at the one price rule. */
export const DIAGNOSTIC_SLUG = 'diagnostic';

/**
 * The order's one bill (workshop spec 1): what the customer pays follows what was agreed. At
 * check-in, the services booked (or chosen at the counter) at the one price rule; an approved
 * quote's lines as approved (a part at its sell price, prices the editor changed); a declined
 * quote, or a device found unrepairable, leaves the diagnostic alone (its price on that device,
 * often 0). The discount comes off once (the order's discount_cents); the parts used are the shop's
 * spend, recorded apart (the parts ledger) and never charged.
 */
@Injectable()
export class Bill {
  // Runs in the transaction under way (Db).
  constructor(
    private readonly orders: RepairOrderRepository,
    private readonly prices: PriceBook,
  ) {}

  /** The approved quote's lines become the charges (service lines with their warranty). */
  async agreed(order: RepairOrderRecord, lines: BillLine[]): Promise<void> {
    const serviceIds = lines.flatMap((l) => (l.serviceTypeId ? [l.serviceTypeId] : []));
    const answers = await this.prices.answer(order.device.modelId, serviceIds, 'id');
    const warranty = new Map<string, number>();
    for (const a of answers) {
      if (a.kind === 'offered') warranty.set(a.service.serviceTypeId, a.warrantyDays);
      if (a.kind === 'not_offered') warranty.set(a.serviceTypeId, a.warrantyDays);
    }
    await this.orders.setCharges(
      order.id,
      lines.map((l) => ({ ...l, warrantyDays: l.serviceTypeId ? (warranty.get(l.serviceTypeId) ?? 0) : 0 })),
    );
  }

  /** A device returned without its repair (quote declined, unrepairable): the diagnostic alone. */
  async diagnosticOnly(order: RepairOrderRecord): Promise<void> {
    const booked = order.charges.find((c) => c.kind === 'service' && this.isDiagnostic(order, c));
    const diagnostic = booked ? null : await this.prices.priceOf(order.device.modelId, DIAGNOSTIC_SLUG);
    const line: ChargeLine | null = booked
      ? booked
      : diagnostic && {
          kind: 'service',
          serviceTypeId: diagnostic.serviceTypeId,
          partId: null,
          description: diagnostic.name,
          quantity: 1,
          unitPriceCents: diagnostic.priceCents,
          warrantyDays: diagnostic.warrantyDays,
        };
    await this.orders.setCharges(order.id, line ? [line] : []);
  }

  private isDiagnostic(order: RepairOrderRecord, charge: ChargeLine): boolean {
    return order.services.some((s) => s.slug === DIAGNOSTIC_SLUG && s.serviceTypeId === charge.serviceTypeId);
  }
}

/**
 * The services performed on an order and charged for: its charges' service lines. Only these carry
 * a warranty, and only once the order is picked up.
 */
export function performedServices(order: RepairOrderRecord): ChargeLine[] {
  return order.charges.filter((c) => c.kind === 'service' && c.serviceTypeId !== null);
}
