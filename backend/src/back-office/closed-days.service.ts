import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { AppointmentRepository } from '../appointments/appointment.repository.js';
import { ClosedDaysRepository, type ClosedDay } from '../appointments/closed-days.repository.js';
import { addDays, LAST_DAY, parseDay, shopDay, startOfDay } from '../appointments/shop-days.js';
import { describeInstant } from '../appointments/slots.js';
import type { StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Clock } from '../common/clock/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import type { ClosedDayListDto } from './dto/closed-day-list.dto.js';
import type { ClosedDayDto } from './dto/closed-day.dto.js';
import type { CreateClosedDayDto } from './dto/create-closed-day.dto.js';

export const ALREADY_CLOSED = 'The shop is already closed on this day';
export const NOT_CLOSED = 'The shop is not closed on this day';

/**
 * The days the shop is closed: editors close and reopen them; all staff see them from today on,
 * each with the bookings already made for it (scheduled or confirmed), for staff to call. Booking
 * and availability read the same table (the appointments module) and skip these days.
 */
@Injectable()
export class ClosedDaysService {
  constructor(
    private readonly closedDays: ClosedDaysRepository,
    private readonly appointments: AppointmentRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get timeZone(): string {
    return this.config.shop.timeZone;
  }

  async upcoming(): Promise<ClosedDayListDto> {
    const days = await this.closedDays.between(shopDay(this.clock.now(), this.timeZone));
    return { items: await this.withBookings(days), timeZone: this.timeZone };
  }

  async close(dto: CreateClosedDayDto, staff: StaffPrincipal): Promise<ClosedDayDto> {
    const today = shopDay(this.clock.now(), this.timeZone);
    const message =
      !parseDay(dto.day) || dto.day > LAST_DAY
        ? 'day is not a valid date'
        : dto.day < today
          ? 'This day has passed'
          : null;
    if (message)
      throw new BadRequestException({ message: 'Validation failed', errors: [{ field: 'day', message }] });
    const added = await this.closedDays.add({
      day: dto.day,
      reason: dto.reason,
      createdBy: staff.username,
      createdAt: this.clock.now(),
    });
    if (!added)
      throw new ConflictException({
        message: ALREADY_CLOSED,
        errors: [{ field: 'day', message: ALREADY_CLOSED }],
      });
    return (await this.withBookings([added]))[0];
  }

  async reopen(day: string): Promise<void> {
    if (!(await this.closedDays.remove(day))) throw new NotFoundException({ message: NOT_CLOSED });
  }

  /** The days with their bookings, read in one query. */
  private async withBookings(days: ClosedDay[]): Promise<ClosedDayDto[]> {
    const records = await this.appointments.expectedWithin(
      days.map((d) => ({
        from: startOfDay(d.day, this.timeZone),
        to: startOfDay(addDays(d.day, 1), this.timeZone),
      })),
    );
    return days.map((d) => ({
      day: d.day,
      reason: d.reason,
      createdBy: d.createdBy,
      createdAt: d.createdAt.toISOString(),
      bookings: records
        .filter((r) => shopDay(r.startsAt, this.timeZone) === d.day)
        .map((r) => ({
          id: r.id,
          reference: r.reference,
          startsAt: r.startsAt.toISOString(),
          localTime: describeInstant(r.startsAt, this.timeZone).time,
          status: r.status,
          customer: { ...r.customer },
          device: r.device.info,
        })),
    }));
  }
}
