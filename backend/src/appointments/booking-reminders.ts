import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock/clock.js';
import { Db } from '../common/database/db.js';
import { PeriodicJob } from '../common/run-once/periodic-job.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { AppointmentRepository } from './appointment.repository.js';
import { mailData } from './appointments.service.js';
import { addDays, shopDay, startOfDay } from './shop-days.js';
import { toLocal } from './slots.js';

/**
 * The reminder e-mail of the day before, in every instance: from REMINDER_FROM_HOUR of the shop's
 * day, the bookings of the next shop day (scheduled or confirmed, made before today) are claimed
 * with FOR UPDATE SKIP LOCKED, marked reminded for their start time and their e-mails queued, all
 * in one transaction per batch. Any number of instances remind each booking once; a booking moved
 * to another day is due again; a rollback leaves the batch due.
 */
@Injectable()
export class BookingReminders extends PeriodicJob {
  protected readonly logger = new Logger('Reminders');
  protected readonly jobName = 'reminders';

  constructor(
    private readonly db: Db,
    private readonly appointments: AppointmentRepository,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  protected intervalMs(): number {
    return this.config.reminders.pollMs;
  }

  protected run(): Promise<unknown> {
    return this.sendDue();
  }

  /** Queues every reminder due now; answers how many. */
  async sendDue(): Promise<number> {
    const now = this.clock.now();
    const timeZone = this.config.shop.timeZone;
    if (toLocal(now, timeZone).hour < this.config.reminders.fromHour) return 0;
    const today = shopDay(now, timeZone);
    const window = {
      dayStart: startOfDay(addDays(today, 1), timeZone),
      dayEnd: startOfDay(addDays(today, 2), timeZone),
      madeBefore: startOfDay(today, timeZone),
    };
    let queued = 0;
    for (;;) {
      const batch = await this.db.transaction(async () => {
        const due = await this.appointments.claimReminders(now, window);
        for (const record of due)
          await this.notifications.bookingReminder(record.customer.email, mailData(record));
        return due.length;
      });
      if (batch === 0) return queued;
      queued += batch;
    }
  }
}
