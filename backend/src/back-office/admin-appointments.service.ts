import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { normaliseReference } from '../appointments/booking-reference.js';
import { SLOT_MINUTES } from '../appointments/slots.js';
import type { StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Clock } from '../common/clock/clock.js';
import type { FieldErrorDto } from '../common/errors/error-body.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import {
  APPOINTMENT_STATUSES,
  invalidTransitionMessage,
  recordStatusChange,
  TRANSITION_FK,
  type AppointmentStatus,
} from '../appointments/appointment-status.js';
import type { AdminAppointmentDetailDto } from './dto/admin-appointment-detail.dto.js';
import type { AdminAppointmentPageDto } from './dto/admin-appointment-page.dto.js';
import type { AdminAppointmentQueryDto } from './dto/admin-appointment-query.dto.js';
import type { AdminAppointmentSummaryDto } from './dto/admin-appointment-summary.dto.js';
import type { AdminAppointmentDto } from './dto/admin-appointment.dto.js';
import type { ChangeAppointmentStatusDto } from './dto/change-appointment-status.dto.js';
import { escapeLike, phoneDigitPatterns } from './search.js';
import { addDays, daysBetween, FIRST_DAY, LAST_DAY, parseDay, shopDay, startOfDay } from './shop-days.js';

/** Longest date range of one list request, in days from `from` to `to`. */
export const MAX_RANGE_DAYS = 92;
const DEFAULT_RANGE_DAYS = 13;
const NOT_FOUND = 'Appointment not found';
const CHANGED_MESSAGE = 'This appointment was changed by someone else';
const NO_SHOW_EARLY = 'Cannot mark as no-show before the appointment has started';

interface AppointmentRow {
  id: string;
  reference: string;
  status: AppointmentStatus;
  appointment_date: Date;
  estimated_duration: number | null;
  device_brand: string | null;
  device_model: string | null;
  device_info: string | null;
  customer_first_name: string | null;
  customer_last_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  estimated_price_cents: number | null;
  discount_cents: number;
  notes: string | null;
  created_at: Date;
  cancelled_at: Date | null;
}

const COLUMNS = `a.id, a.reference, a.status, a.appointment_date, a.estimated_duration, a.device_brand, a.device_model,
  a.device_info, a.customer_first_name, a.customer_last_name, a.customer_email, a.customer_phone,
  a.estimated_price_cents, a.discount_cents, a.notes, a.created_at, a.cancelled_at`;
const ORDER = `ORDER BY a.appointment_date, a.created_at, a.id`;

type Transitions = Map<string, AppointmentStatus[]>;

/** Appointments in the back office: the day's list, search, details and the status life cycle. */
@Injectable()
export class AdminAppointmentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notifications: NotificationsService,
  ) {}

  private get timeZone(): string {
    return this.config.shop.timeZone;
  }

  async list(query: AdminAppointmentQueryDto): Promise<AdminAppointmentPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    const q = query.q ? query.q.replace(/\s+/g, ' ') : '';
    const { from, to } = this.range(query, q !== '');

    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown): string => {
      params.push(value);
      return `$${params.length}`;
    };
    if (from) where.push(`a.appointment_date >= ${param(startOfDay(from, this.timeZone))}`);
    if (to) where.push(`a.appointment_date < ${param(startOfDay(addDays(to, 1), this.timeZone))}`);
    if (query.status) where.push(`a.status = ${param(query.status)}`);
    if (q) {
      const like = param(`%${escapeLike(q)}%`);
      const matches = [
        `a.customer_first_name ILIKE ${like}`,
        `a.customer_last_name ILIKE ${like}`,
        `(coalesce(a.customer_first_name, '') || ' ' || coalesce(a.customer_last_name, '')) ILIKE ${like}`,
        `a.customer_email ILIKE ${like}`,
      ];
      const reference = normaliseReference(q);
      if (reference) matches.push(`a.reference = ${param(reference)}`);
      const phones = phoneDigitPatterns(q);
      if (phones.length > 0)
        matches.push(
          `regexp_replace(coalesce(a.customer_phone, ''), '[^0-9]', '', 'g') LIKE ANY (${param(phones)}::text[])`,
        );
      where.push(`(${matches.join(' OR ')})`);
    }
    const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';

    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM appointments a ${filter}`,
      params,
    )) as { total: number }[];
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM appointments a ${filter} ${ORDER} LIMIT ${param(pageSize)} OFFSET ${param((page - 1) * pageSize)}`,
      params,
    )) as AppointmentRow[];
    return {
      items: await this.toDtos(this.dataSource.manager, rows),
      total,
      page,
      pageSize,
      from,
      to,
      timeZone: this.timeZone,
    };
  }

  async summary(): Promise<AdminAppointmentSummaryDto> {
    const now = this.clock.now();
    const today = shopDay(now, this.timeZone);
    const [{ n }] = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM appointments
        WHERE appointment_date >= $1 AND appointment_date < $2 AND status <> 'cancelled'`,
      [startOfDay(today, this.timeZone), startOfDay(addDays(today, 1), this.timeZone)],
    )) as { n: number }[];
    const next = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM appointments a
        WHERE a.appointment_date >= $1 AND a.status IN ('scheduled', 'confirmed', 'in_repair')
        ${ORDER} LIMIT 1`,
      [now],
    )) as AppointmentRow[];
    const [dto] = await this.toDtos(this.dataSource.manager, next);
    return { todayCount: n, next: dto ?? null, timeZone: this.timeZone };
  }

  async get(
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AdminAppointmentDetailDto> {
    const rows = (await manager.query(`SELECT ${COLUMNS} FROM appointments a WHERE a.id = $1`, [
      id,
    ])) as AppointmentRow[];
    if (rows.length === 0) throw new NotFoundException({ message: NOT_FOUND });
    const [dto] = await this.toDtos(manager, rows);
    const history = (await manager.query(
      `SELECT from_status, to_status, changed_by, changed_at FROM appointment_status_changes
        WHERE appointment_id = $1 ORDER BY changed_at, seq`,
      [id],
    )) as {
      from_status: AppointmentStatus;
      to_status: AppointmentStatus;
      changed_by: string;
      changed_at: Date;
    }[];
    return {
      ...dto,
      history: history.map((h) => ({
        fromStatus: h.from_status,
        toStatus: h.to_status,
        changedBy: h.changed_by,
        changedAt: new Date(h.changed_at).toISOString(),
      })),
    };
  }

  /**
   * Moves an appointment to `status` in one transaction: a conditional UPDATE (still in the status
   * read, the pair allowed by appointment_status_transitions, a no-show only once started) and the
   * history row, whose foreign key admits only allowed pairs. A cancel frees the slot (the seat
   * index ignores cancelled bookings) and queues the cancellation e-mail in the same transaction.
   */
  async changeStatus(
    id: string,
    dto: ChangeAppointmentStatusDto,
    staff: StaffPrincipal,
  ): Promise<AdminAppointmentDetailDto> {
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const [current] = (await manager.query(`SELECT status FROM appointments WHERE id = $1`, [id])) as {
        status: AppointmentStatus;
      }[];
      if (!current) throw new NotFoundException({ message: NOT_FOUND });
      if (dto.expectedStatus && dto.expectedStatus !== current.status) throw changed(current.status);
      const from = current.status;
      const to = dto.status;
      const result: unknown = await manager.query(
        `UPDATE appointments a
            SET status = $3::text,
                cancelled_at = CASE WHEN $3::text = 'cancelled' THEN $4::timestamptz ELSE a.cancelled_at END
          WHERE a.id = $1 AND a.status = $2::text
            AND EXISTS (SELECT 1 FROM appointment_status_transitions t WHERE t.from_status = $2::text AND t.to_status = $3::text)
            AND ($3::text <> 'no_show' OR a.appointment_date <= $4::timestamptz)
        RETURNING a.reference, a.appointment_date, a.customer_email, a.customer_first_name`,
        [id, from, to, now],
      );
      const [row] = updatedRows(result) as {
        reference: string;
        appointment_date: Date;
        customer_email: string | null;
        customer_first_name: string | null;
      }[];
      if (!row) await this.refuse(manager, id, from, to);
      try {
        await recordStatusChange(manager, {
          appointmentId: id,
          from,
          to,
          changedByUserId: staff.id,
          changedBy: staff.username,
          changedAt: now,
        });
      } catch (error) {
        // Not an allowed pair after all: the whole transaction (status included) rolls back.
        if (violatedForeignKey(error) === TRANSITION_FK) {
          throw new ConflictException({ message: invalidTransitionMessage(from, to) });
        }
        throw error;
      }
      if (to === 'cancelled' && row.customer_email) {
        await this.notifications.bookingCancelled(manager, row.customer_email, {
          customerFirstName: row.customer_first_name ?? '',
          reference: row.reference,
          startsAt: new Date(row.appointment_date),
        });
      }
      return this.get(id, manager);
    });
  }

  /** Says why the conditional UPDATE changed nothing (always throws a 409). */
  private async refuse(manager: EntityManager, id: string, from: string, to: string): Promise<never> {
    const [latest] = (await manager.query(`SELECT status FROM appointments WHERE id = $1`, [id])) as {
      status: AppointmentStatus;
    }[];
    if (!latest) throw new NotFoundException({ message: NOT_FOUND });
    if (latest.status !== from) throw changed(latest.status);
    const allowed = (await this.transitions(manager)).get(from) ?? [];
    if (to === 'no_show' && allowed.includes('no_show'))
      throw new ConflictException({ message: NO_SHOW_EARLY });
    throw new ConflictException({ message: invalidTransitionMessage(from, to) });
  }

  /** The dates the list is filtered by: defaults apply without a search; a search spans all dates. */
  private range(
    query: AdminAppointmentQueryDto,
    searching: boolean,
  ): { from: string | null; to: string | null } {
    const errors: FieldErrorDto[] = [];
    for (const field of ['from', 'to'] as const) {
      const value = query[field];
      if (value !== undefined && (!parseDay(value) || value < FIRST_DAY || value > LAST_DAY))
        errors.push({ field, message: `${field} is not a valid date` });
    }
    if (errors.length > 0) throw new BadRequestException({ message: 'Validation failed', errors });
    let from = query.from ?? null;
    let to = query.to ?? null;
    if (!searching) {
      from ??= shopDay(this.clock.now(), this.timeZone);
      to ??= addDays(from, DEFAULT_RANGE_DAYS);
    }
    if (from && to) {
      const span = daysBetween(from, to);
      if (span < 0) errors.push({ field: 'to', message: 'to must not be before from' });
      else if (span > MAX_RANGE_DAYS)
        errors.push({ field: 'to', message: `The date range can span at most ${MAX_RANGE_DAYS} days` });
    }
    if (errors.length > 0) throw new BadRequestException({ message: 'Validation failed', errors });
    return { from, to };
  }

  private async transitions(manager: EntityManager): Promise<Transitions> {
    const rows = (await manager.query(
      `SELECT from_status, to_status FROM appointment_status_transitions`,
    )) as {
      from_status: AppointmentStatus;
      to_status: AppointmentStatus;
    }[];
    const map: Transitions = new Map();
    for (const r of rows) map.set(r.from_status, [...(map.get(r.from_status) ?? []), r.to_status]);
    for (const [from, list] of map)
      map.set(
        from,
        APPOINTMENT_STATUSES.filter((s) => list.includes(s)),
      );
    return map;
  }

  private async toDtos(manager: EntityManager, rows: AppointmentRow[]): Promise<AdminAppointmentDto[]> {
    if (rows.length === 0) return [];
    const lines = (await manager.query(
      `SELECT appointment_id, service_name, price_cents FROM appointment_services
        WHERE appointment_id = ANY($1::uuid[]) ORDER BY appointment_id, position`,
      [rows.map((r) => r.id)],
    )) as { appointment_id: string; service_name: string; price_cents: number }[];
    const byAppointment = new Map<string, { name: string; priceCents: number }[]>();
    for (const l of lines) {
      const list = byAppointment.get(l.appointment_id) ?? [];
      list.push({ name: l.service_name, priceCents: l.price_cents });
      byAppointment.set(l.appointment_id, list);
    }
    const transitions = await this.transitions(manager);
    const now = this.clock.now();
    return rows.map((r) => {
      const start = new Date(r.appointment_date);
      const services = byAppointment.get(r.id) ?? [];
      const estimateCents =
        services.length > 0
          ? services.reduce((sum, s) => sum + s.priceCents, 0)
          : (r.estimated_price_cents ?? 0) + r.discount_cents;
      const brand = r.device_brand ?? '';
      return {
        id: r.id,
        reference: r.reference,
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + (r.estimated_duration ?? SLOT_MINUTES) * 60_000).toISOString(),
        day: shopDay(start, this.timeZone),
        status: r.status,
        customer: {
          firstName: r.customer_first_name ?? '',
          lastName: r.customer_last_name ?? '',
          email: r.customer_email ?? '',
          phone: r.customer_phone ?? '',
        },
        device: { brand, model: modelName(brand, r.device_info, r.device_model) },
        services,
        estimateCents,
        discountCents: r.discount_cents,
        totalCents: Math.max(0, estimateCents - r.discount_cents),
        notes: r.notes,
        createdAt: new Date(r.created_at).toISOString(),
        cancelledAt: r.cancelled_at ? new Date(r.cancelled_at).toISOString() : null,
        allowedTransitions: (transitions.get(r.status) ?? []).filter(
          (s) => s !== 'no_show' || start.getTime() <= now.getTime(),
        ),
      };
    });
  }
}

function changed(currentStatus: string): ConflictException {
  return new ConflictException({ message: CHANGED_MESSAGE, details: { currentStatus } });
}

/** The model's name as booked: the device snapshot ("Apple iPhone 15 Pro") without its brand. */
function modelName(brand: string, deviceInfo: string | null, slug: string | null): string {
  if (deviceInfo) {
    return brand && deviceInfo.startsWith(`${brand} `) ? deviceInfo.slice(brand.length + 1) : deviceInfo;
  }
  return slug ?? '';
}

/** TypeORM's postgres driver answers an UPDATE ... RETURNING as [rows, affected]; PGlite as rows. */
function updatedRows(result: unknown): unknown[] {
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  )
    return result[0];
  return Array.isArray(result) ? result : [];
}

function violatedForeignKey(error: unknown): string | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const driver = error.driverError as { code?: string; constraint?: string };
  return driver.code === '23503' ? driver.constraint : undefined;
}
