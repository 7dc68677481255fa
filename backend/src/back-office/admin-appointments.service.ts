import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  AppointmentLifecycle,
  NOT_FOUND_MESSAGE,
  type TransitionRule,
} from '../appointments/appointment-lifecycle.js';
import { RepairOrderRepository } from '../workshop/repair-order.repository.js';
import { AppointmentRepository, type AppointmentRecord } from '../appointments/appointment.repository.js';
import { APPOINTMENT_STATUSES } from '../appointments/appointment-status.js';
import { SLOT_MINUTES } from '../appointments/slots.js';
import type { StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Clock } from '../common/clock/clock.js';
import { pageRequest, pageWindow } from '../common/paging/paging.js';
import { Db } from '../common/database/db.js';
import type { FieldErrorDto } from '../common/errors/error-body.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import type { AdminAppointmentDetailDto } from './dto/admin-appointment-detail.dto.js';
import type { AdminAppointmentPageDto } from './dto/admin-appointment-page.dto.js';
import type { AdminAppointmentQueryDto } from './dto/admin-appointment-query.dto.js';
import type { AdminAppointmentSummaryDto } from './dto/admin-appointment-summary.dto.js';
import type { AdminAppointmentDto } from './dto/admin-appointment.dto.js';
import type { ChangeAppointmentStatusDto } from './dto/change-appointment-status.dto.js';
import {
  addDays,
  daysBetween,
  FIRST_DAY,
  LAST_DAY,
  parseDay,
  shopDay,
  startOfDay,
} from '../appointments/shop-days.js';

/** Longest date range of one list request, in days from `from` to `to`. */
export const MAX_RANGE_DAYS = 92;
const DEFAULT_RANGE_DAYS = 13;

/**
 * Appointments in the back office: the day's list, search, details, and staff moves through the
 * life cycle. A read model over the appointment repository; status changes go to the life cycle.
 */
/** Appointments per page of the list when the query names no page size. */
const LIST_PAGE_SIZE = 50;

@Injectable()
export class AdminAppointmentsService {
  constructor(
    private readonly db: Db,
    private readonly appointments: AppointmentRepository,
    private readonly lifecycle: AppointmentLifecycle,
    private readonly clock: Clock,
    private readonly orders: RepairOrderRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get timeZone(): string {
    return this.config.shop.timeZone;
  }

  async list(query: AdminAppointmentQueryDto): Promise<AdminAppointmentPageDto> {
    const request = pageRequest(query, LIST_PAGE_SIZE);
    const q = query.q ? query.q.replace(/\s+/g, ' ') : '';
    const { from, to } = this.range(query, q !== '');
    const { total, records } = await this.appointments.search(
      {
        startsFrom: from ? startOfDay(from, this.timeZone) : undefined,
        startsBefore: to ? startOfDay(addDays(to, 1), this.timeZone) : undefined,
        status: query.status,
        text: q || undefined,
      },
      pageWindow(request),
    );
    const rules = await this.lifecycle.rules();
    const orders = await this.orders.ofAppointments(records.map((r) => r.id));
    return {
      items: records.map((r) => this.toDto(r, rules, orders)),
      total,
      ...request,
      from,
      to,
      timeZone: this.timeZone,
    };
  }

  async summary(): Promise<AdminAppointmentSummaryDto> {
    const now = this.clock.now();
    const today = shopDay(now, this.timeZone);
    const [todayCount, next] = await Promise.all([
      this.appointments.countActive(
        startOfDay(today, this.timeZone),
        startOfDay(addDays(today, 1), this.timeZone),
      ),
      this.appointments.nextUpcoming(now),
    ]);
    return {
      todayCount,
      next: next
        ? this.toDto(next, await this.lifecycle.rules(), await this.orders.ofAppointments([next.id]))
        : null,
      timeZone: this.timeZone,
    };
  }

  /** An appointment with its history (in the transaction under way, if any). */
  async get(id: string): Promise<AdminAppointmentDetailDto> {
    const record = await this.appointments.findById(id);
    if (!record) throw new NotFoundException({ message: NOT_FOUND_MESSAGE });
    const rules = await this.lifecycle.currentRules();
    const history = await this.appointments.history(id);
    const orders = await this.orders.ofAppointments([id]);
    return {
      ...this.toDto(record, rules, orders),
      history: history.map((h) => ({
        fromStatus: h.from,
        toStatus: h.to,
        changedBy: h.changedBy,
        changedAt: h.changedAt.toISOString(),
        note: h.note,
      })),
    };
  }

  /**
   * A staff member moves an appointment along its life cycle (the life cycle checks the move,
   * records it and e-mails a cancellation); the answer is the appointment as it is now.
   */
  async changeStatus(
    id: string,
    dto: ChangeAppointmentStatusDto,
    staff: StaffPrincipal,
  ): Promise<AdminAppointmentDetailDto> {
    return this.db.transaction(async () => {
      await this.lifecycle.change({
        appointmentId: id,
        to: dto.status,
        actor: { kind: 'staff', userId: staff.id, username: staff.username },
        expectedStatus: dto.expectedStatus,
        note: dto.reason,
      });
      return this.get(id);
    });
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

  /** An appointment as staff see it, with the moves staff may make now. */
  private toDto(
    r: AppointmentRecord,
    rules: TransitionRule[],
    orders: Map<string, { id: string; reference: string }>,
  ): AdminAppointmentDto {
    const estimateCents =
      r.services.length > 0
        ? r.services.reduce((sum, s) => sum + s.priceCents, 0)
        : (r.estimatedPriceCents ?? 0) + r.discountCents;
    const brand = r.device.brand;
    return {
      id: r.id,
      reference: r.reference,
      startsAt: r.startsAt.toISOString(),
      endsAt: new Date(r.startsAt.getTime() + (r.durationMinutes ?? SLOT_MINUTES) * 60_000).toISOString(),
      day: shopDay(r.startsAt, this.timeZone),
      status: r.status,
      customer: { ...r.customer },
      device: { brand, model: modelName(brand, r.device.info, r.device.modelSlug) },
      services: r.services.map((s) => ({ name: s.name, priceCents: s.priceCents })),
      estimateCents,
      discountCents: r.discountCents,
      totalCents: Math.max(0, estimateCents - r.discountCents),
      notes: r.notes,
      createdAt: r.createdAt.toISOString(),
      cancelledAt: r.cancelledAt ? r.cancelledAt.toISOString() : null,
      repairOrderId: orders.get(r.id)?.id ?? null,
      repairOrderReference: orders.get(r.id)?.reference ?? null,
      // Staff's own moves and the check-in (made through the workshop's check-in operation).
      allowedTransitions: APPOINTMENT_STATUSES.filter((s) =>
        [
          ...this.lifecycle.allowedMoves(rules, r, 'staff'),
          ...this.lifecycle.allowedMoves(rules, r, 'workshop'),
        ].includes(s),
      ),
    };
  }
}

/** The model's name as booked: the device snapshot ("Apple iPhone 15 Pro") without its brand. */
function modelName(brand: string, deviceInfo: string, slug: string): string {
  if (deviceInfo) {
    return brand && deviceInfo.startsWith(`${brand} `) ? deviceInfo.slice(brand.length + 1) : deviceInfo;
  }
  return slug;
}
