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
import { shopDay } from '../appointments/shop-days.js';
import type { StaffPrincipal } from '../auth/current-staff.decorator.js';
import { CatalogueRepository } from '../catalogue/catalogue.repository.js';
import { Clock } from '../common/clock/clock.js';
import { Db } from '../common/database/db.js';
import { violatedConstraint } from '../common/errors/database-errors.js';
import { afterDiscountCents, lineTotalCents, sumCents } from '../common/money/money.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { PriceBook } from '../pricing/price-book.js';
import {
  CLOSED_ORDER_STATES,
  serviceCharges,
  warrantyEnd,
  type ChargeLine,
  type Intake,
  type NewRepairOrder,
  type OrderServiceLine,
} from '../repair-order/repair-order.js';
import { performedServices } from './bill.js';
import type { CheckInResultDto } from './dto/check-in-result.dto.js';
import type { CheckInDto } from './dto/check-in.dto.js';
import type { IntakeDto } from './dto/intake.dto.js';
import type { RequestDepositDto } from './dto/request-deposit.dto.js';
import type { RepairOrderDto } from './dto/repair-order.dto.js';
import type { WalkInDto } from './dto/walk-in.dto.js';
import type { WarrantyClaimDto } from './dto/warranty-claim.dto.js';
import { ORDER_NOT_FOUND_MESSAGE } from './repair-order-lifecycle.js';
import { RepairOrderMail } from './repair-order-mail.js';
import { RepairOrderViews } from './repair-order-views.js';
import { RepairOrderRepository } from './repair-order.repository.js';
import { TrackingTokens } from './tracking-tokens.js';

export const UNKNOWN_DEVICE_MESSAGE = 'Unknown device model';
export const UNKNOWN_SERVICE_MESSAGE = 'Unknown service type';

const OPEN_CLAIM_CONSTRAINT = 'uq_repair_orders_open_warranty_claim';
/** A second open claim for one service of an order (409). */
export const openClaimMessage = (service: string, reference?: string): string =>
  `${service} already has an open warranty claim${reference ? ` (${reference})` : ''}: finish or cancel it before another`;

const staffActor = (staff: StaffPrincipal) => ({ userId: staff.id, username: staff.username });

/**
 * Asks for a deposit on an order just opened, in the check-in's transaction: the counter's one
 * deposit rule (payments stands above the workshop, so it registers it here, as it does the
 * receipt at pickup). Throws, rolling the check-in back, when the deposit is refused.
 */
export type DepositAsker = (orderId: string, ask: RequestDepositDto, staff: StaffPrincipal) => Promise<void>;

/**
 * Opening a repair order (workshop spec 1), apart from working on one (workshop.service.ts): a
 * check-in from an appointment (once however often and however concurrently it is pressed), a
 * walk-in at today's prices, or a warranty claim on a picked-up order. Each inserts the order with
 * its first history row, queues its check-in e-mail and mints its tracking link, in one transaction.
 */
@Injectable()
export class OrderOpening {
  private depositAsker: DepositAsker | undefined;

  constructor(
    private readonly orders: RepairOrderRepository,
    private readonly views: RepairOrderViews,
    private readonly appointments: AppointmentRepository,
    private readonly appointmentLifecycle: AppointmentLifecycle,
    private readonly mail: RepairOrderMail,
    private readonly tokens: TrackingTokens,
    private readonly prices: PriceBook,
    private readonly catalogue: CatalogueRepository,
    private readonly db: Db,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The counter's deposit rule, for a deposit asked at check-in (registered by payments). */
  onDepositAsked(asker: DepositAsker): void {
    this.depositAsker = asker;
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
        return { created: false, result: { order: await this.views.get(existing!), trackingUrl: null } };
      }
      // The appointment's side, by its own life cycle: 409 naming both states when it cannot be
      // checked in (cancelled, no-show), and the order above rolls back with it.
      await this.appointmentLifecycle.change({
        appointmentId,
        to: 'checked_in',
        actor: { kind: 'workshop', ...staffActor(staff) },
      });
      await this.askDeposit(id, dto.deposit, staff);
      const trackingUrl = await this.afterCheckIn(id, now);
      return { created: true, result: { order: await this.views.get(id), trackingUrl } };
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
          // No e-mail given: none ('', as an erased customer's), and no e-mail is queued (outbox).
          customer: { name: dto.customer.name, phone: dto.customer.phone, email: dto.customer.email ?? '' },
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
      await this.askDeposit(id, dto.deposit, staff);
      const trackingUrl = await this.afterCheckIn(id, now);
      return { order: await this.views.get(id), trackingUrl };
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
      return this.views.get(newId);
    });
  }

  /** The deposit asked for with a check-in, by the counter's rule (a refusal undoes the check-in). */
  private async askDeposit(
    orderId: string,
    ask: RequestDepositDto | undefined,
    staff: StaffPrincipal,
  ): Promise<void> {
    if (!ask) return;
    if (!this.depositAsker) throw new Error('No deposit rule registered (the payments module)');
    await this.depositAsker(orderId, ask, staff);
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
