import { Injectable, NotFoundException } from '@nestjs/common';
import { AppointmentRepository } from '../appointments/appointment.repository.js';
import { lineTotalCents } from '../common/money/money.js';
import {
  balanceDueCents,
  deviceLabel,
  netChargesCents,
  type ChargeLine,
  type OrderTransition,
  type RepairOrderRecord,
} from '../repair-order/repair-order.js';
import type { ChargeLineDto } from './dto/charge-line.dto.js';
import type { RepairOrderSummaryDto } from './dto/repair-order-summary.dto.js';
import type { RepairOrderDto } from './dto/repair-order.dto.js';
import { ORDER_NOT_FOUND_MESSAGE, RepairOrderLifecycle } from './repair-order-lifecycle.js';
import { RepairOrderRepository } from './repair-order.repository.js';

/**
 * A repair order as staff see it (the order page's one answer): the board's fields, intake,
 * services, charges and money, timeline, notes, the moves allowed now and its links (appointment,
 * warranty claims). Opening an order and working on one both answer with it.
 */
@Injectable()
export class RepairOrderViews {
  constructor(
    private readonly orders: RepairOrderRepository,
    private readonly lifecycle: RepairOrderLifecycle,
    private readonly appointments: AppointmentRepository,
  ) {}

  async get(id: string): Promise<RepairOrderDto> {
    const record = await this.orders.findById(id);
    if (!record) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
    // One after another: a transaction's connection runs one query at a time.
    const timeline = await this.orders.history(id);
    const notes = await this.orders.notes(id);
    const events = await this.orders.events(id);
    const transitions = await this.lifecycle.transitions();
    const claims = await this.orders.claimsOf(id);
    const appointmentReference = record.appointmentId
      ? ((await this.appointments.findById(record.appointmentId))?.reference ?? null)
      : null;
    const warrantyOfReference = record.warrantyOf
      ? ((await this.orders.referenceOf(record.warrantyOf)) ?? null)
      : null;
    return {
      ...detail(record, timeline, notes, transitions, this.lifecycle),
      events: events.map((e) => ({ kind: e.kind, text: e.text, at: e.at.toISOString(), by: e.by })),
      warrantyOfReference,
      appointmentReference,
      warrantyClaims: claims.map(({ serviceTypeId: _service, ...c }) => ({
        ...c,
        createdAt: c.createdAt.toISOString(),
      })),
    };
  }
}

/** An order on the workshop board. */
export function summary(r: RepairOrderRecord): RepairOrderSummaryDto {
  return {
    id: r.id,
    reference: r.reference,
    status: r.status,
    customerName: r.customer.name,
    deviceLabel: deviceLabel(r.device),
    services: r.services.map((s) => s.name),
    createdAt: r.createdAt.toISOString(),
    statusChangedAt: r.statusChangedAt.toISOString(),
  };
}

function chargeDto(c: ChargeLine): ChargeLineDto {
  return { ...c, totalCents: lineTotalCents(c) };
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

function detail(
  r: RepairOrderRecord,
  timeline: Awaited<ReturnType<RepairOrderRepository['history']>>,
  notes: Awaited<ReturnType<RepairOrderRepository['notes']>>,
  transitions: OrderTransition[],
  lifecycle: RepairOrderLifecycle,
): Omit<RepairOrderDto, 'warrantyOfReference' | 'warrantyClaims' | 'appointmentReference' | 'events'> {
  const { services: _names, ...base } = summary(r);
  return {
    ...base,
    deviceModel: r.device.model,
    deviceModelId: r.device.modelId,
    customer: { ...r.customer, recordId: r.customerId },
    appointmentId: r.appointmentId,
    intake: { ...r.intake, checklist: { ...r.intake.checklist } },
    services: r.services.map((s) => ({
      serviceTypeId: s.serviceTypeId,
      name: s.name,
      priceCents: s.priceCents,
      warrantyDays: s.warrantyDays,
    })),
    charges: r.charges.map(chargeDto),
    laborCostCents: r.laborCostCents,
    partsCostCents: r.partsCostCents,
    discountCents: r.discountCents,
    totalCostCents: r.totalCostCents,
    creditedCents: r.creditedCents,
    paidCents: r.paidCents,
    dueCents: balanceDueCents(r),
    partsSpendCents: r.partsSpendCents,
    marginCents: netChargesCents(r) - r.partsSpendCents,
    estimatedReadyAt: iso(r.estimatedReadyAt),
    startedAt: iso(r.startedAt),
    completedAt: iso(r.completedAt),
    pickedUpAt: iso(r.pickedUpAt),
    warrantyOf: r.warrantyOf,
    warrantyFault: r.warrantyFault,
    timeline: timeline.map((h) => ({
      from: h.from,
      to: h.to,
      at: h.changedAt.toISOString(),
      by: h.changedBy,
      note: h.note,
    })),
    notes: notes.map((n) => ({ text: n.text, at: n.createdAt.toISOString(), by: n.author })),
    allowedNextStatuses: lifecycle.allowedMoves(transitions, r.status),
  };
}
