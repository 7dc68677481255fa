import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  Optional,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { BOOKING_BRANDS, serviceDuration } from '../catalogue/booking-rules.js';
import { CatalogueRepository } from '../catalogue/catalogue.repository.js';
import { Clock } from '../common/clock/clock.js';
import type { FieldErrorDto } from '../common/errors/error-body.js';
import { afterDiscountCents, sumCents } from '../common/money/money.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { DiscountCodes } from '../customers/discount-codes.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { BookingMailData } from '../notifications/templates/booking-confirmation.js';
import { PriceBook } from '../pricing/price-book.js';
import { Db } from '../common/database/db.js';
import { AppointmentLifecycle, type TransitionRule } from './appointment-lifecycle.js';
import {
  AppointmentRepository,
  type AppointmentRecord,
  type AppointmentServiceLine,
} from './appointment.repository.js';
import { CheckedInOrders } from './checked-in-orders.js';
import { ClosedDaysRepository } from './closed-days.repository.js';
import type { AppointmentDto } from './dto/appointment.dto.js';
import type { AvailabilityDto } from './dto/availability.dto.js';
import type { CreateAppointmentDto } from './dto/create-appointment.dto.js';
import type { RescheduleAppointmentDto } from './dto/reschedule-appointment.dto.js';
import { buildIcs } from './ics.js';
import { describeInstant, findSlot, generateSlots, SLOT_MINUTES, type Slot } from './slots.js';
import { Metrics } from '../common/metrics/metrics.js';

export const SLOT_TAKEN = 'slot_taken';
const NOT_FOUND_MESSAGE = 'Booking not found';
const SLOT_TAKEN_MESSAGE = 'This time slot was just booked by someone else. Please choose another time.';
const NOT_OFFERED = 'Please choose one of the offered times';
export const CLOSED_DAY_MESSAGE = 'The shop is closed on this day';
export const CANNOT_MOVE_MESSAGE = 'This appointment can no longer be moved';

/** The rules of booking: slots, capacity (held by the database), idempotency, lookup, cancel, ICS. */
@Injectable()
export class AppointmentsService {
  constructor(
    private readonly db: Db,
    private readonly appointments: AppointmentRepository,
    private readonly closedDays: ClosedDaysRepository,
    private readonly lifecycle: AppointmentLifecycle,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notifications: NotificationsService,
    private readonly prices: PriceBook,
    private readonly catalogue: CatalogueRepository,
    private readonly discountCodes: DiscountCodes,
    private readonly checkedIn: CheckedInOrders,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  private get timeZone(): string {
    return this.config.shop.timeZone;
  }

  /** The slots of the booking window, closed days skipped (and named), each with whether a seat is free. */
  async availability(): Promise<AvailabilityDto> {
    const window = generateSlots(this.clock.now(), this.timeZone);
    const closed =
      window.length > 0 ? await this.closedDays.between(window[0].date, window[window.length - 1].date) : [];
    const closedDates = new Set(closed.map((c) => c.day));
    const slots = window.filter((s) => !closedDates.has(s.date));
    const taken =
      slots.length > 0
        ? await this.appointments.seatsTaken(slots[0].start, slots[slots.length - 1].start)
        : new Map<number, number>();
    const capacity = this.config.booking.slotCapacity;
    return {
      timeZone: this.timeZone,
      slotMinutes: SLOT_MINUTES,
      slots: slots.map((s) => ({
        start: s.start.toISOString(),
        date: s.date,
        time: s.time,
        available: (taken.get(s.start.getTime()) ?? 0) < capacity,
      })),
      closedDays: closed.map((c) => ({ date: c.day, reason: c.reason })),
    };
  }

  /**
   * The slot of the booking window starting at `appointmentDate` on a day the shop is open, or the
   * field error that says why not. (A day closed while a booking is under way can still take it:
   * the closed-days list shows staff every booking on a closed day to call.)
   */
  private async offeredSlot(
    appointmentDate: string,
    now: Date,
  ): Promise<{ slot: Slot } | { error: FieldErrorDto }> {
    const start = new Date(appointmentDate);
    const slot = Number.isNaN(start.getTime()) ? undefined : findSlot(now, this.timeZone, start);
    if (!slot) return { error: { field: 'appointmentDate', message: NOT_OFFERED } };
    if ((await this.closedDays.between(slot.date, slot.date)).length > 0)
      return { error: { field: 'appointmentDate', message: CLOSED_DAY_MESSAGE } };
    return { slot };
  }

  /**
   * Books a repair, once per Idempotency-Key. The appointment id is minted first, so the discount
   * code is redeemed with it in one update of the customer row (its link to the appointment is
   * checked at commit); the booking, its service lines and the confirmation e-mail commit together.
   */
  async create(dto: CreateAppointmentDto): Promise<AppointmentDto> {
    if (this.config.booking.honeypot && dto.website) {
      throw new BadRequestException({ message: 'The booking could not be accepted' });
    }
    return this.db.transaction(async () => {
      const now = this.clock.now();
      const { start, model, services } = await this.validateBooking(dto, now);
      const totalCents = sumCents(services.map((s) => s.priceCents));
      const id = randomUUID();
      const discountCents = dto.discountCode
        ? await this.discountCodes.redeem(dto.discountCode, dto.customerEmail, now, id)
        : 0;
      const device = {
        brand: model.brand,
        modelSlug: model.slug,
        info: `${model.brand} ${model.modelName}`,
      };
      const record = await this.appointments.insert(
        {
          id,
          startsAt: start,
          device,
          customer: {
            firstName: dto.customerFirstName,
            lastName: dto.customerLastName,
            email: dto.customerEmail,
            phone: dto.customerPhone,
          },
          notes: dto.notes ?? services.map((s) => s.name).join(', '),
          services,
          estimatedPriceCents: afterDiscountCents(totalCents, discountCents),
          discountCents,
          durationMinutes: services.reduce((sum, s) => sum + s.durationMinutes, 0),
          createdAt: now,
        },
        this.config.booking.slotCapacity,
      );
      if (!record) throw slotTaken();
      // The confirmation e-mail is queued with the booking: sent exactly when the booking commits.
      await this.notifications.bookingConfirmed(dto.customerEmail, mailData(record), this.icsOf(record));
      const body = this.toDto(record, await this.lifecycle.currentRules(), now);
      this.metrics?.bookings.inc();
      return body;
    });
  }

  async lookup(reference: string, email: string): Promise<AppointmentDto> {
    const found = await this.find(reference, email);
    // Checked in: the way to the repair, its order's reference (issue 39 item 10).
    const repair = found.status === 'checked_in' ? await this.checkedIn.referenceOf(found.id) : null;
    return this.toDto(found, await this.lifecycle.rules(), this.clock.now(), repair);
  }

  /** The customer's cancel: one more move of the life cycle (allowed before the start, see its table). */
  async cancel(reference: string, email: string): Promise<AppointmentDto> {
    const found = await this.find(reference, email);
    if (found.status !== 'cancelled') {
      await this.lifecycle.change({
        appointmentId: found.id,
        to: 'cancelled',
        actor: { kind: 'customer' },
        expectedStatus: found.status,
      });
    }
    return this.lookup(reference, email);
  }

  /**
   * The customer moves their booking to another free slot, in one transaction: the booking row is
   * locked (no status change or other move meanwhile), checked movable by the same rule as a cancel
   * (the life cycle's table), and moved to a free seat of the new slot under the seat index that
   * holds capacity for bookings; the old slot is free when this commits. Same reference, same
   * discount; the calendar file's SEQUENCE is raised and the e-mail with the new time is queued
   * with the move. Moving to the slot it already has changes nothing.
   */
  async reschedule(reference: string, dto: RescheduleAppointmentDto): Promise<AppointmentDto> {
    return this.db.transaction(async () => {
      const now = this.clock.now();
      const record = await this.appointments.findByReference(reference, dto.email, { lock: true });
      if (!record) throw new NotFoundException({ message: NOT_FOUND_MESSAGE });
      const rules = await this.lifecycle.currentRules();
      if (!this.movable(record, rules, now)) throw new ConflictException({ message: CANNOT_MOVE_MESSAGE });
      const offered = await this.offeredSlot(dto.appointmentDate, now);
      if ('error' in offered)
        throw new BadRequestException({ message: 'Validation failed', errors: [offered.error] });
      const start = offered.slot.start;
      if (start.getTime() === record.startsAt.getTime()) return this.toDto(record, rules, now);

      if (!(await this.appointments.move(record.id, start, this.config.booking.slotCapacity)))
        throw slotTaken();
      const moved = (await this.appointments.findById(record.id))!;
      await this.notifications.bookingRescheduled(
        moved.customer.email,
        { ...mailData(moved), previousStartsAt: record.startsAt },
        this.icsOf(moved),
      );
      return this.toDto(moved, rules, now);
    });
  }

  async ics(reference: string, email: string): Promise<{ filename: string; content: string }> {
    const record = await this.find(reference, email);
    return { filename: `booking-${record.reference}.ics`, content: this.icsOf(record) };
  }

  private async find(reference: string, email: string): Promise<AppointmentRecord> {
    const record = await this.appointments.findByReference(reference, email);
    if (!record) throw new NotFoundException({ message: NOT_FOUND_MESSAGE });
    return record;
  }

  /** The calendar file of a booking (also attached to its confirmation e-mail). */
  private icsOf(record: AppointmentRecord): string {
    const shop = this.config.shop;
    const domain = shop.email.split('@')[1] ?? 'localhost';
    return buildIcs({
      uid: `${record.id}@${domain}`,
      start: record.startsAt,
      stamp: record.createdAt,
      timeZone: this.timeZone,
      summary: `Repair appointment: ${record.device.info}`,
      description: [
        `Booking reference: ${record.reference}`,
        `Services: ${record.services.map((l) => l.name).join(', ')}`,
        `Questions? Call ${shop.phone}.`,
      ].join('\n'),
      location: `${shop.name}, ${shop.address}`,
      cancelled: record.status === 'cancelled',
      // Each move raised the revision; a cancel is one more change the calendar must take.
      sequence: record.revision + (record.status === 'cancelled' ? 1 : 0),
      organizerName: shop.name,
      organizerEmail: shop.email,
    });
  }

  /** A booking as its customer sees it. */
  private toDto(
    record: AppointmentRecord,
    rules: TransitionRule[],
    now: Date,
    repairReference: string | null = null,
  ): AppointmentDto {
    const local = describeInstant(record.startsAt, this.timeZone);
    return {
      reference: record.reference,
      status: record.status,
      appointmentDate: record.startsAt.toISOString(),
      timeZone: this.timeZone,
      localDate: local.date,
      localTime: local.time,
      deviceBrand: record.device.brand,
      deviceModel: record.device.modelSlug,
      deviceInfo: record.device.info,
      services: record.services.map((l) => ({
        id: l.slug,
        name: l.name,
        price: l.priceCents,
        duration: l.durationMinutes,
      })),
      estimatedPrice: record.estimatedPriceCents ?? 0,
      discount: record.discountCents,
      estimatedDuration: record.durationMinutes ?? 0,
      customerFirstName: record.customer.firstName,
      cancellable: this.lifecycle.allowedMoves(rules, record, 'customer', now).includes('cancelled'),
      reschedulable: this.movable(record, rules, now),
      repairReference,
    };
  }

  /** A customer may move a booking to another slot while they may still cancel it. */
  private movable(record: AppointmentRecord, rules: TransitionRule[], now: Date): boolean {
    return this.lifecycle.allowedMoves(rules, record, 'customer', now).includes('cancelled');
  }

  /** Every problem of a booking at once, as field errors; or the slot, model and priced services. */
  private async validateBooking(dto: CreateAppointmentDto, now: Date) {
    const errors: FieldErrorDto[] = [];
    const offered = await this.offeredSlot(dto.appointmentDate, now);
    if ('error' in offered) errors.push(offered.error);

    const brand = BOOKING_BRANDS.find((b) => b.name === dto.deviceBrand);
    if (!brand || !brand.bookable)
      errors.push({ field: 'deviceBrand', message: 'This brand cannot be booked online' });

    const model = await this.catalogue.publicModel(dto.deviceModel);
    if (!model || !brand || model.brand !== brand.name || !brand.categories.includes(model.category)) {
      errors.push({ field: 'deviceModel', message: 'Unknown device model for this brand' });
    } else if (!model.bookable) {
      errors.push({ field: 'deviceModel', message: 'This device model cannot be booked yet' });
    }

    // Each service at today's price by the one price rule; not offered on this device: refused, named.
    const services: AppointmentServiceLine[] = [];
    const answers = await this.prices.answer(model?.id ?? null, dto.repairServices, 'slug');
    for (const answer of answers) {
      if (answer.kind === 'unknown') {
        errors.push({ field: 'repairServices', message: `Unknown service: ${answer.key}` });
      } else if (answer.kind === 'not_offered') {
        // Without a known model the device field carries the error already.
        if (model) errors.push({ field: 'repairServices', message: answer.message });
      } else {
        const s = answer.service;
        services.push({
          serviceTypeId: s.serviceTypeId,
          slug: s.slug,
          name: s.name,
          priceCents: s.priceCents,
          durationMinutes: serviceDuration(s.slug, model?.category ?? ''),
        });
      }
    }
    if (errors.length > 0) throw new BadRequestException({ message: 'Validation failed', errors });
    return { start: (offered as { slot: Slot }).slot.start, model: model!, services };
  }
}

function slotTaken(): ConflictException {
  return new ConflictException({
    message: SLOT_TAKEN_MESSAGE,
    errors: [{ field: 'appointmentDate', message: 'This time is no longer available' }],
    details: { reason: SLOT_TAKEN },
  });
}

/** What the booking e-mails say about a booking (confirmation, move, reminder). */
export function mailData(record: AppointmentRecord): BookingMailData {
  return {
    customerFirstName: record.customer.firstName,
    reference: record.reference,
    startsAt: record.startsAt,
    device: record.device.info,
    services: record.services.map((s) => ({ name: s.name, priceCents: s.priceCents })),
    estimateCents: record.estimatedPriceCents ?? 0,
    discountCents: record.discountCents,
    durationMinutes: record.durationMinutes ?? 0,
  };
}
