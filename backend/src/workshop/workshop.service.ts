import {
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AppointmentLifecycle, NOT_FOUND_MESSAGE } from '../appointments/appointment-lifecycle.js';
import { AppointmentRepository } from '../appointments/appointment.repository.js';
import { addDays, shopDay, startOfDay } from '../appointments/shop-days.js';
import type { StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Clock } from '../common/clock/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { CatalogueRepository } from '../catalogue/catalogue.repository.js';
import { DiscountCodes } from '../customers/discount-codes.js';
import { APP_CONFIG } from '../config/config.token.js';
import { PriceBook } from '../pricing/price-book.js';
import { Db } from '../common/database/db.js';
import { performedServices } from './bill.js';
import { afterDiscountCents, lineTotalCents, sumCents } from '../common/money/money.js';
import type { ChargeLineDto } from './dto/charge-line.dto.js';
import type { ChangeRepairOrderStatusDto } from './dto/change-repair-order-status.dto.js';
import type { CheckInResultDto } from './dto/check-in-result.dto.js';
import type { CheckInDto } from './dto/check-in.dto.js';
import type { IntakeDto } from './dto/intake.dto.js';
import type { RepairOrderPageDto } from './dto/repair-order-page.dto.js';
import type { RepairOrderQueryDto } from './dto/repair-order-query.dto.js';
import type { RepairOrderSummaryDto } from './dto/repair-order-summary.dto.js';
import type { RepairOrderDto } from './dto/repair-order.dto.js';
import type { WalkInDto } from './dto/walk-in.dto.js';
import {
  CLOSED_ORDER_STATES,
  isClosed,
  STALE_AFTER_DAYS,
  type OrderTransition,
  balanceDueCents,
  deviceLabel,
  netChargesCents,
  serviceCharges,
  type Intake,
  type NewRepairOrder,
  type ChargeLine,
  type OrderServiceLine,
  type RepairOrderRecord,
} from '../repair-order/repair-order.js';
import { violatedConstraint } from '../common/errors/database-errors.js';
import type { WarrantyClaimDto } from './dto/warranty-claim.dto.js';
import { ORDER_NOT_FOUND_MESSAGE, RepairOrderLifecycle } from './repair-order-lifecycle.js';
import { RepairOrderRepository } from './repair-order.repository.js';
import { RepairOrderMail } from './repair-order-mail.js';
import { TrackingTokens } from './tracking-tokens.js';

/** A day in milliseconds ("unchanged for 3 days" counts whole 24-hour days, as the reports do). */
const DAY_MS = 24 * 60 * 60 * 1000;

export const UNKNOWN_DEVICE_MESSAGE = 'Unknown device model';
export const UNKNOWN_SERVICE_MESSAGE = 'Unknown service type';

export const DISCOUNT_APPLIED_MESSAGE = 'The first-repair discount is already applied to this order';
export const ESTIMATE_CLOSED_MESSAGE = 'This order is closed: its ready time can no longer be changed';
export const DISCOUNT_CLOSED_MESSAGE = 'This order is closed: a discount can no longer be applied';

const OPEN_CLAIM_CONSTRAINT = 'uq_repair_orders_open_warranty_claim';
/** A second open claim for one service of an order (409). */
export const openClaimMessage = (service: string, reference?: string): string =>
  `${service} already has an open warranty claim${reference ? ` (${reference})` : ''}: finish or cancel it before another`;

const staffActor = (staff: StaffPrincipal) => ({ userId: staff.id, username: staff.username });

/**
 * The workshop: check-in (from an appointment, once however often and however concurrently it is
 * pressed, or as a walk-in), the board and the order page, notes, status moves (through the life
 * cycle), tracking links, and warranty claims.
 */
@Injectable()
export class WorkshopService {
  constructor(
    private readonly orders: RepairOrderRepository,
    private readonly lifecycle: RepairOrderLifecycle,
    private readonly appointments: AppointmentRepository,
    private readonly appointmentLifecycle: AppointmentLifecycle,
    private readonly mail: RepairOrderMail,
    private readonly tokens: TrackingTokens,
    private readonly prices: PriceBook,
    private readonly catalogue: CatalogueRepository,
    private readonly discountCodes: DiscountCodes,
    private readonly db: Db,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(query: RepairOrderQueryDto): Promise<RepairOrderPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    const q = query.q ? query.q.replace(/\s+/g, ' ') : '';
    const now = this.clock.now();
    const { timeZone } = this.config.shop;
    const scope = query.scope;
    const { total, records } = await this.orders.search(
      {
        status: query.status,
        text: q || undefined,
        ...(scope ? { closed: scope === 'closed' } : {}),
        ...(scope === 'stale' ? { unchangedSince: new Date(now.getTime() - STALE_AFTER_DAYS * DAY_MS) } : {}),
        ...(scope === 'open' ? { firstFrom: startOfDay(shopDay(now, timeZone), timeZone) } : {}),
      },
      { limit: pageSize, offset: (page - 1) * pageSize },
    );
    return { items: records.map((r) => summary(r)), total, page, pageSize };
  }

  async get(id: string): Promise<RepairOrderDto> {
    const record = await this.orders.findById(id);
    if (!record) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
    // One after another: a transaction's connection runs one query at a time.
    const timeline = await this.orders.history(id);
    const notes = await this.orders.notes(id);
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
      warrantyOfReference,
      appointmentReference,
      warrantyClaims: claims.map(({ serviceTypeId: _service, ...c }) => ({
        ...c,
        createdAt: c.createdAt.toISOString(),
      })),
    };
  }

  /**
   * Checks in the device of an appointment: the order copies its customer, device, services and
   * booked prices, and the appointment goes checked_in through its own life cycle, in one
   * transaction. The UNIQUE appointment_id makes a second (or concurrent) check-in insert nothing:
   * it answers the one existing order, without a tracking link (created: false).
   */
  async checkIn(
    appointmentId: string,
    dto: CheckInDto,
    staff: StaffPrincipal,
  ): Promise<{ created: boolean; result: CheckInResultDto }> {
    return this.db.transaction(async () => {
      const appointment = await this.appointments.findById(appointmentId);
      if (!appointment) throw new NotFoundException({ message: NOT_FOUND_MESSAGE });
      const now = this.clock.now();
      const id = randomUUID();
      const services = await this.serviceLines(
        appointment.services.map((s) => ({ slug: s.slug, name: s.name, priceCents: s.priceCents })),
      );
      const created = await this.orders.insert(
        {
          id,
          appointmentId,
          customer: {
            name: `${appointment.customer.firstName} ${appointment.customer.lastName}`.trim(),
            phone: appointment.customer.phone,
            email: appointment.customer.email,
          },
          device: await this.bookedDevice(appointment.device),
          intake: intake(dto.intake, serviceCharges(services), appointment.discountCents),
          services,
          discountCents: appointment.discountCents,
          charges: serviceCharges(services),
          warrantyOf: null,
          createdAt: now,
          estimatedReadyAt: dto.estimatedReadyAt ? new Date(dto.estimatedReadyAt) : null,
        },
        staffActor(staff),
      );
      if (!created) {
        // Checked in before (or by a concurrent request that committed first): the one order.
        const existing = await this.orders.idOfAppointment(appointmentId);
        return { created: false, result: { order: await this.get(existing!), trackingUrl: null } };
      }
      // The appointment's side, by its own life cycle: 409 naming both states when it cannot be
      // checked in (cancelled, no-show), and the order above rolls back with it.
      await this.appointmentLifecycle.change({
        appointmentId,
        to: 'checked_in',
        actor: { kind: 'workshop', ...staffActor(staff) },
      });
      const trackingUrl = await this.afterCheckIn(id, now);
      return { created: true, result: { order: await this.get(id), trackingUrl } };
    });
  }

  /** A walk-in: customer, device and services from the catalogue at today's prices. */
  async walkIn(dto: WalkInDto, staff: StaffPrincipal): Promise<CheckInResultDto> {
    return this.db.transaction(async () => {
      const now = this.clock.now();
      const id = randomUUID();
      const device = await this.catalogueDevice(dto.deviceModelId);
      const services = await this.cataloguePrices(dto.deviceModelId, dto.serviceTypeIds);
      await this.orders.insert(
        {
          id,
          appointmentId: null,
          customer: dto.customer,
          device,
          intake: intake(dto.intake, serviceCharges(services), 0),
          services,
          discountCents: 0,
          charges: serviceCharges(services),
          warrantyOf: null,
          createdAt: now,
          estimatedReadyAt: dto.estimatedReadyAt ? new Date(dto.estimatedReadyAt) : null,
        },
        staffActor(staff),
      );
      const trackingUrl = await this.afterCheckIn(id, now);
      return { order: await this.get(id), trackingUrl };
    });
  }

  async changeStatus(
    id: string,
    dto: ChangeRepairOrderStatusDto,
    staff: StaffPrincipal,
  ): Promise<RepairOrderDto> {
    return this.db.transaction(async () => {
      await this.lifecycle.change({
        orderId: id,
        to: dto.to,
        actor: staffActor(staff),
        note: dto.note,
        expectedStatus: dto.expectedStatus,
        pickup: dto.pickup,
        releaseUnpaidReason: dto.releaseUnpaidReason,
      });
      return this.get(id);
    });
  }

  async addNote(id: string, text: string, staff: StaffPrincipal): Promise<RepairOrderDto> {
    return this.db.transaction(async () => {
      const added = await this.orders.addNote(id, {
        text,
        ...staffActor(staff),
        at: this.clock.now(),
      });
      if (!added) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
      return this.get(id);
    });
  }

  /**
   * Redeems the customer's first-repair discount code on the order (a walk-in's, or a booking made
   * without it): the code is used up and $10 comes off the total in one transaction, once per order
   * (409 when the order has its discount already or is closed; 400 for a code that is not valid
   * for the order's e-mail or was used).
   */
  async redeemDiscount(id: string, code: string): Promise<RepairOrderDto> {
    return this.db.transaction(async () => {
      const order = await this.orders.findById(id, { lock: true });
      if (!order) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
      if (order.discountCents > 0) throw new ConflictException({ message: DISCOUNT_APPLIED_MESSAGE });
      if (isClosed(order.status)) throw new ConflictException({ message: DISCOUNT_CLOSED_MESSAGE });
      const cents = await this.discountCodes.redeem(code, order.customer.email, this.clock.now());
      if (!(await this.orders.applyDiscount(id, cents)))
        throw new ConflictException({ message: DISCOUNT_APPLIED_MESSAGE });
      return this.get(id);
    });
  }

  /**
   * Sets or clears the estimated ready time of an open order (workshop spec 1: staff set it at
   * check-in and may change it later; the tracking page shows it). 409 on a closed order.
   */
  async setEstimatedReady(id: string, estimatedReadyAt: string | null | undefined): Promise<RepairOrderDto> {
    return this.db.transaction(async () => {
      const at = estimatedReadyAt ? new Date(estimatedReadyAt) : null;
      if (!(await this.orders.setEstimatedReadyAt(id, at))) {
        if (!(await this.orders.findById(id)))
          throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
        throw new ConflictException({ message: ESTIMATE_CLOSED_MESSAGE });
      }
      return this.get(id);
    });
  }

  /** A new tracking link for the order (print the slip again); earlier links keep working. */
  async newTrackingLink(id: string): Promise<{ trackingUrl: string }> {
    return this.db.transaction(async () => {
      const order = await this.orders.findById(id);
      if (!order) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
      return { trackingUrl: await this.tokens.mint(id, this.clock.now()) };
    });
  }

  /**
   * A warranty claim on a picked-up order: within the claimed service's warranty (its last day
   * included, in the shop's time zone) a linked order with total 0 is checked in, whose warranty
   * end stays the original's (a claim on a claim is a claim on the original); after it, or for a
   * service without warranty, 422 with the end date.
   */
  async claimWarranty(id: string, dto: WarrantyClaimDto, staff: StaffPrincipal): Promise<RepairOrderDto> {
    return this.db.transaction(async () => {
      const claimed = await this.orders.findById(id);
      if (!claimed) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
      const original = claimed.warrantyOf ? await this.orders.findById(claimed.warrantyOf) : claimed;
      const service = original?.services.find((s) => s.serviceTypeId === dto.serviceTypeId);
      const charged =
        original && performedServices(original).find((c) => c.serviceTypeId === dto.serviceTypeId);
      if (!original || (!service && !charged))
        throw new UnprocessableEntityException({ message: 'This service is not part of this repair' });
      // Only a service performed and paid for carries a warranty (not one a declined quote left undone).
      if (!charged)
        throw new UnprocessableEntityException({
          message: `${service!.name} was not performed on this repair`,
        });
      if (!original.pickedUpAt)
        throw new UnprocessableEntityException({ message: 'A warranty claim needs a picked-up repair' });
      const covered: OrderServiceLine = service
        ? { ...service, warrantyDays: charged.warrantyDays }
        : {
            serviceTypeId: charged.serviceTypeId,
            slug: '',
            name: charged.description,
            priceCents: 0,
            warrantyDays: charged.warrantyDays,
          };
      const end = warrantyEnd(original.pickedUpAt, covered.warrantyDays, this.config.shop.timeZone);
      const now = this.clock.now();
      // A 0-day service's warranty ends at its pickup (spec 1: the refusal names the pickup date).
      if (covered.warrantyDays === 0 || shopDay(now, this.config.shop.timeZone) > end)
        throw new UnprocessableEntityException({
          message: warrantyEndedMessage(covered.name, end, covered.warrantyDays),
          details: { warrantyEndsOn: end },
        });
      // One open claim per service: said with the open claim's reference; the database's partial
      // unique index holds it under concurrency (the same 409).
      const open = (await this.orders.claimsOf(original.id)).find(
        (c) => !CLOSED_ORDER_STATES.includes(c.status) && c.serviceTypeId === dto.serviceTypeId,
      );
      if (open) throw new ConflictException({ message: openClaimMessage(covered.name, open.reference) });
      const newId = randomUUID();
      try {
        await this.orders.insert(
          {
            id: newId,
            appointmentId: null,
            customer: original.customer,
            device: { category: 'repair', ...original.device },
            // The device as it comes back: a new intake, never the first visit's.
            intake: intake(dto.intake, serviceCharges([{ ...covered, priceCents: 0 }]), 0),
            services: [{ ...covered, priceCents: 0 }],
            discountCents: 0,
            charges: serviceCharges([{ ...covered, priceCents: 0 }]),
            warrantyOf: original.id,
            warrantyServiceTypeId: dto.serviceTypeId,
            warrantyFault: dto.fault,
            createdAt: now,
            estimatedReadyAt: null,
          },
          staffActor(staff),
        );
      } catch (error) {
        if (violatedConstraint(error, 'unique') === OPEN_CLAIM_CONSTRAINT)
          throw new ConflictException({ message: openClaimMessage(covered.name) });
        throw error;
      }
      if (dto.note) await this.orders.addNote(newId, { text: dto.note, ...staffActor(staff), at: now });
      await this.afterCheckIn(newId, now);
      return this.get(newId);
    });
  }

  /** A new order's tracking link (answered once) and its receipt e-mail, with a link of its own. */
  private async afterCheckIn(id: string, now: Date): Promise<string> {
    await this.mail.queue('repair_checked_in', (await this.orders.findById(id))!, now);
    return this.tokens.mint(id, now);
  }

  /** The booked services with their catalogue ids and warranties (by slug; booked prices kept). */
  private async serviceLines(
    booked: { slug: string; name: string; priceCents: number }[],
  ): Promise<OrderServiceLine[]> {
    const bySlug = new Map(
      (await this.catalogue.servicesBySlug(booked.map((s) => s.slug))).map((s) => [s.slug, s]),
    );
    return booked.map((s) => ({
      serviceTypeId: bySlug.get(s.slug)?.id ?? null,
      slug: s.slug,
      name: s.name,
      priceCents: s.priceCents,
      warrantyDays: bySlug.get(s.slug)?.warrantyDays ?? 0,
    }));
  }

  /** The booked device: its catalogue model when the slug still exists. */
  private async bookedDevice(device: {
    brand: string;
    modelSlug: string;
    info: string;
  }): Promise<NewRepairOrder['device']> {
    const model = await this.catalogue.modelBySlug(device.modelSlug);
    if (model)
      return { category: model.category, brand: model.brand, model: model.modelName, modelId: model.id };
    const model_ = device.info.startsWith(`${device.brand} `)
      ? device.info.slice(device.brand.length + 1)
      : device.info;
    return { category: 'repair', brand: device.brand, model: model_ || device.modelSlug, modelId: null };
  }

  private async catalogueDevice(id: string): Promise<NewRepairOrder['device']> {
    const model = await this.catalogue.liveModel(id);
    if (!model) throw new UnprocessableEntityException({ message: UNKNOWN_DEVICE_MESSAGE });
    return { category: model.category, brand: model.brand, model: model.modelName, modelId: model.id };
  }

  /** Today's price of each service on this model, by the one price rule; 422 naming a service not offered. */
  private async cataloguePrices(modelId: string, serviceTypeIds: string[]): Promise<OrderServiceLine[]> {
    const answers = await this.prices.answer(modelId, serviceTypeIds, 'id');
    return answers.map((a) => {
      if (a.kind === 'unknown') throw new UnprocessableEntityException({ message: UNKNOWN_SERVICE_MESSAGE });
      if (a.kind === 'not_offered') throw new UnprocessableEntityException({ message: a.message });
      const { serviceTypeId, slug, name, priceCents, warrantyDays } = a.service;
      return { serviceTypeId, slug, name, priceCents, warrantyDays };
    });
  }
}

/** A refused claim, with the end date (for a service without warranty: the pickup date). */
export function warrantyEndedMessage(service: string, endsOn: string, days: number): string {
  return days === 0
    ? `${service} has no warranty: it ended on ${endsOn}, the pickup date`
    : `Warranty for ${service} ended on ${endsOn}`;
}

/** The last day of a warranty (shop time): the pickup's day plus the warranty's days. */
export function warrantyEnd(pickedUpAt: Date, days: number, timeZone: string): string {
  return addDays(shopDay(pickedUpAt, timeZone), days);
}

/**
 * The intake as recorded, with the estimate the customer agrees to: the check-in's charges less the
 * discount (issue 39 item 5: the slip and the check-in dialog name the amount).
 */
function intake(dto: IntakeDto, charges: ChargeLine[], discountCents: number): Intake {
  return {
    estimateCents: afterDiscountCents(sumCents(charges.map(lineTotalCents)), discountCents),
    checklist: { ...dto.checklist },
    conditionNotes: dto.conditionNotes,
    accessories: dto.accessories,
    serial: dto.serial ?? null,
    agreedToEstimate: dto.agreedToEstimate,
  };
}

function summary(r: RepairOrderRecord): RepairOrderSummaryDto {
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
): Omit<RepairOrderDto, 'warrantyOfReference' | 'warrantyClaims' | 'appointmentReference'> {
  const { services: _names, ...base } = summary(r);
  return {
    ...base,
    deviceModel: r.device.model,
    customer: { ...r.customer },
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
