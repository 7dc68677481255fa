import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock.js';
import type { FieldErrorDto } from '../common/errors/error-body.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { CUSTOMER_ACTOR, recordStatusChange, type AppointmentStatus } from './appointment-status.js';
import { recordDiscountAppointment, redeemDiscountCode } from '../customers/discount-redemption.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { BOOKING_BRANDS } from './booking-brands.js';
import { newReference, normaliseReference } from './booking-reference.js';
import type { AppointmentDto } from './dto/appointment.dto.js';
import type { AvailabilityDto } from './dto/availability.dto.js';
import type { CreateAppointmentDto } from './dto/create-appointment.dto.js';
import { discounted, serviceDuration, servicePriceCents } from './estimate.js';
import { buildIcs } from './ics.js';
import { IDEMPOTENCY_KEY_PATTERN, requestHash } from './idempotency.js';
import { describeInstant, findSlot, generateSlots, SLOT_MINUTES } from './slots.js';

const IDEMPOTENCY_SCOPE = 'appointments';
const REFERENCE_CONSTRAINT = 'uq_appointments_reference';

export const SLOT_TAKEN = 'slot_taken';
const NOT_FOUND_MESSAGE = 'Booking not found';
/** Statuses a customer may cancel from themselves (before the start). */
const CUSTOMER_CANCELLABLE: readonly string[] = ['scheduled', 'confirmed'];

export interface CreatedAppointment {
  status: number;
  /** The answer's JSON text: a retry with the same Idempotency-Key gets these very bytes again. */
  json: string;
  /** True when this answers a retry with a known Idempotency-Key. */
  replayed: boolean;
}

interface AppointmentRow {
  id: string;
  reference: string;
  status: AppointmentStatus;
  appointment_date: Date;
  device_brand: string;
  device_model: string;
  device_info: string;
  estimated_price_cents: number;
  estimated_duration: number;
  discount_cents: number;
  customer_first_name: string;
  created_at: Date;
}

interface ServiceLineRow {
  service_slug: string;
  service_name: string;
  price_cents: number;
  duration_minutes: number;
}

interface PricedService {
  serviceTypeId: string;
  slug: string;
  name: string;
  priceCents: number;
  durationMinutes: number;
}

/** The rules of booking: slots, capacity (held by the database), idempotency, lookup, cancel, ICS. */
@Injectable()
export class AppointmentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notifications: NotificationsService,
  ) {}

  private get timeZone(): string {
    return this.config.shop.timeZone;
  }

  async availability(): Promise<AvailabilityDto> {
    const slots = generateSlots(this.clock.now(), this.timeZone);
    const taken = new Map<number, number>();
    if (slots.length > 0) {
      const rows: { start: Date; n: number }[] = await this.dataSource.query(
        `SELECT appointment_date AS start, count(*)::int AS n FROM appointments
          WHERE status <> 'cancelled' AND appointment_date BETWEEN $1 AND $2
          GROUP BY appointment_date`,
        [slots[0].start, slots[slots.length - 1].start],
      );
      for (const r of rows) taken.set(new Date(r.start).getTime(), r.n);
    }
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
    };
  }

  async create(dto: CreateAppointmentDto, idempotencyKey: string | undefined): Promise<CreatedAppointment> {
    if (this.config.booking.honeypot && dto.website) {
      throw new BadRequestException({ message: 'The booking could not be accepted' });
    }
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      throw new BadRequestException({
        message: 'Validation failed',
        errors: [
          { field: 'Idempotency-Key', message: 'Idempotency-Key must be 1 to 255 printable characters' },
        ],
      });
    }
    const hash = requestHash(dto);
    if (idempotencyKey) {
      const earlier = await this.findReplay(this.dataSource.manager, idempotencyKey, hash);
      if (earlier) return earlier;
    }

    const now = this.clock.now();
    const { start, model, services } = await this.validateBooking(dto, now);
    const totalCents = services.reduce((sum, s) => sum + s.priceCents, 0);
    const duration = services.reduce((sum, s) => sum + s.durationMinutes, 0);

    return this.dataSource.transaction(async (manager) => {
      if (idempotencyKey) {
        const claimed: unknown[] = await manager.query(
          `INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
          [IDEMPOTENCY_SCOPE, idempotencyKey, hash, now],
        );
        if (claimed.length === 0) {
          // Another request with this key committed meanwhile: answer as it did (nothing written here).
          const earlier = await this.findReplay(manager, idempotencyKey, hash);
          if (earlier) return earlier;
          throw new ConflictException({
            message: 'A request with this Idempotency-Key is still being processed',
          });
        }
      }

      const discountCents = dto.discountCode
        ? await redeemDiscountCode(manager, dto.discountCode, dto.customerEmail, now)
        : 0;
      const row = await this.insertAppointment(manager, {
        start,
        brand: model.brand,
        modelSlug: model.slug,
        deviceInfo: `${model.brand} ${model.model_name}`,
        notes: dto.notes ?? services.map((s) => s.name).join(', '),
        services: services.map((s) => s.slug),
        priceCents: discounted(totalCents, discountCents),
        discountCents,
        duration,
        dto,
        now,
      });
      // One statement for every service line; the answer and the e-mail are built from what was
      // written here rather than read back.
      await manager.query(
        `INSERT INTO appointment_services (appointment_id, position, service_type_id, service_slug, service_name, price_cents, duration_minutes)
         SELECT $1, line.position - 1, line.service_type_id, line.service_slug, line.service_name, line.price_cents, line.duration_minutes
           FROM unnest($2::uuid[], $3::text[], $4::text[], $5::int[], $6::int[])
                WITH ORDINALITY AS line(service_type_id, service_slug, service_name, price_cents, duration_minutes, position)`,
        [
          row.id,
          services.map((s) => s.serviceTypeId),
          services.map((s) => s.slug),
          services.map((s) => s.name),
          services.map((s) => s.priceCents),
          services.map((s) => s.durationMinutes),
        ],
      );
      const lines: ServiceLineRow[] = services.map((s) => ({
        service_slug: s.slug,
        service_name: s.name,
        price_cents: s.priceCents,
        duration_minutes: s.durationMinutes,
      }));
      if (dto.discountCode) await recordDiscountAppointment(manager, dto.discountCode, row.id);

      const body = this.toDtoWith(row, lines, now);
      // The confirmation e-mail is queued with the booking: sent exactly when the booking commits.
      await this.notifications.bookingConfirmed(
        manager,
        dto.customerEmail,
        {
          customerFirstName: dto.customerFirstName,
          reference: body.reference,
          startsAt: start,
          device: `${model.brand} ${model.model_name}`,
          services: services.map((s) => ({ name: s.name, priceCents: s.priceCents })),
          estimateCents: discounted(totalCents, discountCents),
          discountCents,
          durationMinutes: duration,
        },
        this.icsWith(row, lines),
      );
      const json = JSON.stringify(body);
      if (idempotencyKey) {
        // A json (not jsonb) column keeps the text as written, so a replay sends the same bytes.
        await manager.query(
          `UPDATE idempotency_keys SET response_status = 201, response_body = $3 WHERE scope = $1 AND key = $2`,
          [IDEMPOTENCY_SCOPE, idempotencyKey, json],
        );
      }
      return { status: 201, json, replayed: false };
    });
  }

  async lookup(reference: string, email: string): Promise<AppointmentDto> {
    const found = await this.find(reference, email);
    if (!found) throw new NotFoundException({ message: NOT_FOUND_MESSAGE });
    return found;
  }

  async cancel(reference: string, email: string): Promise<AppointmentDto> {
    const found = await this.find(reference, email);
    if (!found) throw new NotFoundException({ message: NOT_FOUND_MESSAGE });
    if (found.status === 'cancelled') return found;
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      // Still in the status read, one a customer may cancel from, and not started yet.
      const updated: unknown = await manager.query(
        `UPDATE appointments SET status = 'cancelled', cancelled_at = $2
          WHERE reference = $1 AND status = $3::text AND status = ANY($4::text[]) AND appointment_date > $2
          RETURNING id`,
        [found.reference, now, found.status, CUSTOMER_CANCELLABLE],
      );
      const rows = Array.isArray(updated) && Array.isArray(updated[0]) ? updated[0] : updated;
      if (!Array.isArray(rows) || rows.length === 0) {
        throw new ConflictException({ message: 'This appointment can no longer be cancelled' });
      }
      const row = (await this.findRow(manager, found.reference, email))!;
      await recordStatusChange(manager, {
        appointmentId: row.id,
        from: found.status,
        to: 'cancelled',
        changedByUserId: null,
        changedBy: CUSTOMER_ACTOR,
        changedAt: now,
      });
      await this.notifications.bookingCancelled(manager, email, {
        customerFirstName: row.customer_first_name,
        reference: row.reference,
        startsAt: new Date(row.appointment_date),
      });
    });
    return (await this.find(found.reference, email))!;
  }

  async ics(reference: string, email: string): Promise<{ filename: string; content: string }> {
    const normalised = normaliseReference(reference);
    const row = normalised ? await this.findRow(this.dataSource.manager, normalised, email) : undefined;
    if (!row) throw new NotFoundException({ message: NOT_FOUND_MESSAGE });
    const content = await this.icsContent(this.dataSource.manager, row);
    return { filename: `booking-${row.reference}.ics`, content };
  }

  /** The calendar file of a booking (also attached to its confirmation e-mail). */
  private async icsContent(manager: EntityManager, row: AppointmentRow): Promise<string> {
    return this.icsWith(row, await this.serviceLines(manager, row.id));
  }

  private icsWith(row: AppointmentRow, lines: ServiceLineRow[]): string {
    const shop = this.config.shop;
    const domain = shop.email.split('@')[1] ?? 'localhost';
    return buildIcs({
      uid: `${row.id}@${domain}`,
      start: new Date(row.appointment_date),
      stamp: new Date(row.created_at),
      timeZone: this.timeZone,
      summary: `Repair appointment: ${row.device_info}`,
      description: [
        `Booking reference: ${row.reference}`,
        `Services: ${lines.map((l) => l.service_name).join(', ')}`,
        `Questions? Call ${shop.phone}.`,
      ].join('\n'),
      location: `${shop.name}, ${shop.address}`,
      cancelled: row.status === 'cancelled',
      organizerName: shop.name,
      organizerEmail: shop.email,
    });
  }

  /** Every problem of a booking at once, as field errors; or the slot, model and priced services. */
  private async validateBooking(dto: CreateAppointmentDto, now: Date) {
    const errors: FieldErrorDto[] = [];
    const start = new Date(dto.appointmentDate);
    const slot = Number.isNaN(start.getTime()) ? undefined : findSlot(now, this.timeZone, start);
    if (!slot) errors.push({ field: 'appointmentDate', message: 'Please choose one of the offered times' });

    const brand = BOOKING_BRANDS.find((b) => b.name === dto.deviceBrand);
    if (!brand || !brand.bookable)
      errors.push({ field: 'deviceBrand', message: 'This brand cannot be booked online' });

    const [model] = (await this.dataSource.query(
      `SELECT id, slug, brand, category, model_name, bookable, base_price_cents FROM device_models WHERE slug = $1 AND retired_at IS NULL`,
      [dto.deviceModel],
    )) as {
      id: string;
      slug: string;
      brand: string;
      category: string;
      model_name: string;
      bookable: boolean;
      base_price_cents: number;
    }[];
    if (!model || !brand || model.brand !== brand.name || !brand.categories.includes(model.category)) {
      errors.push({ field: 'deviceModel', message: 'Unknown device model for this brand' });
    } else if (!model.bookable) {
      errors.push({ field: 'deviceModel', message: 'This device model cannot be booked yet' });
    }

    const rows = (await this.dataSource.query(
      `SELECT s.id, s.slug, s.name, s.base_price_cents, rp.price_cents AS retail_cents
         FROM service_types s
         LEFT JOIN retail_prices rp ON rp.service_type_id = s.id AND rp.device_model_id = $2
        WHERE s.slug = ANY($1::text[]) AND s.retired_at IS NULL`,
      [dto.repairServices, model?.id ?? null],
    )) as { id: string; slug: string; name: string; base_price_cents: number; retail_cents: number | null }[];
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    const services: PricedService[] = [];
    for (const slug of dto.repairServices) {
      const r = bySlug.get(slug);
      if (!r) {
        errors.push({ field: 'repairServices', message: `Unknown service: ${slug}` });
        continue;
      }
      // A priced cell of 0 means the shop does not offer this service for this device (spec 5).
      if (r.retail_cents === 0 && r.base_price_cents > 0) {
        errors.push({ field: 'repairServices', message: `${r.name} is not available for this device` });
        continue;
      }
      services.push({
        serviceTypeId: r.id,
        slug: r.slug,
        name: r.name,
        priceCents: servicePriceCents(r.slug, {
          retailCents: r.retail_cents,
          deviceBaseCents: model?.base_price_cents ?? 12900,
          serviceBaseCents: r.base_price_cents,
        }),
        durationMinutes: serviceDuration(r.slug, model?.category ?? ''),
      });
    }
    if (errors.length > 0) throw new BadRequestException({ message: 'Validation failed', errors });
    return { start: slot!.start, model: model!, services };
  }

  /**
   * Inserts the booking into the first free seat of its slot. The partial unique index on
   * (appointment_date, seat) of active bookings decides: ON CONFLICT on it waits for a concurrent
   * transaction holding the same seat and, once that commits, inserts nothing; we then try the
   * next seat. No seat left: 409. (A reference collision, about one in 10^9, is retried.)
   */
  private async insertAppointment(
    manager: EntityManager,
    b: {
      start: Date;
      brand: string;
      modelSlug: string;
      deviceInfo: string;
      notes: string;
      services: string[];
      priceCents: number;
      discountCents: number;
      duration: number;
      dto: CreateAppointmentDto;
      now: Date;
    },
  ): Promise<AppointmentRow> {
    const id = randomUUID();
    let referenceAttempts = 0;
    for (let seat = 1; seat <= this.config.booking.slotCapacity;) {
      await manager.query('SAVEPOINT booking_reference');
      try {
        const inserted = (await manager.query(
          `INSERT INTO appointments (id, appointment_date, appointment_type, device_info, notes, status, device_brand, device_model,
             repair_services, estimated_price_cents, estimated_duration, customer_first_name, customer_last_name, customer_phone,
             customer_email, reference, seat, discount_cents, created_at)
           VALUES ($1, $2, 'repair', $3, $4, 'scheduled', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
           ON CONFLICT (appointment_date, seat) WHERE status <> 'cancelled' DO NOTHING
           RETURNING *`,
          [
            id,
            b.start,
            b.deviceInfo,
            b.notes,
            b.brand,
            b.modelSlug,
            b.services,
            b.priceCents,
            b.duration,
            b.dto.customerFirstName,
            b.dto.customerLastName,
            b.dto.customerPhone,
            b.dto.customerEmail,
            newReference(),
            seat,
            b.discountCents,
            b.now,
          ],
        )) as AppointmentRow[];
        await manager.query('RELEASE SAVEPOINT booking_reference');
        if (inserted.length === 1) return inserted[0];
        seat++;
      } catch (error) {
        if (violatedConstraint(error) !== REFERENCE_CONSTRAINT || ++referenceAttempts > 5) throw error;
        await manager.query('ROLLBACK TO SAVEPOINT booking_reference');
      }
    }
    throw new ConflictException({
      message: 'This time slot was just booked by someone else. Please choose another time.',
      errors: [{ field: 'appointmentDate', message: 'This time is no longer available' }],
      details: { reason: SLOT_TAKEN },
    });
  }

  private async findReplay(
    manager: EntityManager,
    key: string,
    hash: string,
  ): Promise<CreatedAppointment | undefined> {
    const [row] = (await manager.query(
      `SELECT request_hash, response_status, response_body::text AS response_body FROM idempotency_keys WHERE scope = $1 AND key = $2`,
      [IDEMPOTENCY_SCOPE, key],
    )) as { request_hash: string; response_status: number | null; response_body: string | null }[];
    if (!row) return undefined;
    if (row.request_hash !== hash) {
      throw new UnprocessableEntityException({
        message: 'This Idempotency-Key was already used with a different request',
      });
    }
    if (row.response_status === null || row.response_body === null) return undefined;
    return { status: row.response_status, json: row.response_body, replayed: true };
  }

  private async find(reference: string, email: string): Promise<AppointmentDto | undefined> {
    const normalised = normaliseReference(reference);
    if (!normalised) return undefined;
    const row = await this.findRow(this.dataSource.manager, normalised, email);
    return row ? this.toDto(this.dataSource.manager, row, this.clock.now()) : undefined;
  }

  private async findRow(
    manager: EntityManager,
    reference: string,
    email: string,
  ): Promise<AppointmentRow | undefined> {
    const [row] = (await manager.query(
      `SELECT * FROM appointments WHERE reference = $1 AND lower(customer_email) = lower($2)`,
      [reference, email.trim()],
    )) as AppointmentRow[];
    return row;
  }

  private serviceLines(manager: EntityManager, id: string): Promise<ServiceLineRow[]> {
    return manager.query(
      `SELECT service_slug, service_name, price_cents, duration_minutes FROM appointment_services WHERE appointment_id = $1 ORDER BY position`,
      [id],
    );
  }

  private async toDto(manager: EntityManager, row: AppointmentRow, now: Date): Promise<AppointmentDto> {
    return this.toDtoWith(row, await this.serviceLines(manager, row.id), now);
  }

  private toDtoWith(row: AppointmentRow, lines: ServiceLineRow[], now: Date): AppointmentDto {
    const start = new Date(row.appointment_date);
    const local = describeInstant(start, this.timeZone);
    return {
      reference: row.reference,
      status: row.status,
      appointmentDate: start.toISOString(),
      timeZone: this.timeZone,
      localDate: local.date,
      localTime: local.time,
      deviceBrand: row.device_brand,
      deviceModel: row.device_model,
      deviceInfo: row.device_info,
      services: lines.map((l) => ({
        id: l.service_slug,
        name: l.service_name,
        price: l.price_cents,
        duration: l.duration_minutes,
      })),
      estimatedPrice: row.estimated_price_cents,
      discount: row.discount_cents,
      estimatedDuration: row.estimated_duration,
      customerFirstName: row.customer_first_name,
      cancellable: CUSTOMER_CANCELLABLE.includes(row.status) && start.getTime() > now.getTime(),
    };
  }
}

function violatedConstraint(error: unknown): string | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const driver = error.driverError as { code?: string; constraint?: string };
  return driver.code === '23505' ? driver.constraint : undefined;
}
