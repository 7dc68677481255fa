import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { Clock } from '../common/clock/clock.js';
import { OutboxMessage, type OutboxAttachment } from './entities/outbox-message.entity.js';
import {
  bookingCancelled,
  bookingConfirmation,
  type BookingMailData,
  type CancelledMailData,
} from './templates/booking-confirmation.js';
import {
  bookingReminder,
  bookingRescheduled,
  type RescheduledMailData,
} from './templates/booking-changes.js';
import { discountCode } from './templates/discount-code.js';
import type { MailContext, RenderedMail } from './templates/layout.js';

/**
 * Queues e-mail in the outbox. Every method takes the caller's transaction manager, so a message
 * exists exactly when the change it announces was committed.
 */
@Injectable()
export class NotificationsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  private get context(): MailContext {
    return { shop: this.config.shop, publicUrl: this.config.mail.publicUrl };
  }

  bookingConfirmed(
    db: EntityManager,
    to: string,
    data: BookingMailData,
    ics: string,
  ): Promise<OutboxMessage> {
    return this.enqueue(db, 'booking_confirmation', to, bookingConfirmation(data, this.context), [
      this.calendarFile(data.reference, ics),
    ]);
  }

  bookingRescheduled(
    db: EntityManager,
    to: string,
    data: RescheduledMailData,
    ics: string,
  ): Promise<OutboxMessage> {
    return this.enqueue(db, 'booking_rescheduled', to, bookingRescheduled(data, this.context), [
      this.calendarFile(data.reference, ics),
    ]);
  }

  bookingReminder(db: EntityManager, to: string, data: BookingMailData): Promise<OutboxMessage> {
    return this.enqueue(db, 'booking_reminder', to, bookingReminder(data, this.context));
  }

  bookingCancelled(db: EntityManager, to: string, data: CancelledMailData): Promise<OutboxMessage> {
    return this.enqueue(db, 'booking_cancelled', to, bookingCancelled(data, this.context));
  }

  discountCode(
    db: EntityManager,
    to: string,
    data: { firstName: string; code: string },
  ): Promise<OutboxMessage> {
    return this.enqueue(db, 'discount_code', to, discountCode(data, this.context));
  }

  private calendarFile(reference: string, ics: string): OutboxAttachment {
    return {
      filename: `repair-${reference}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: ics,
    };
  }

  private enqueue(
    db: EntityManager,
    kind: string,
    to: string,
    mail: RenderedMail,
    attachments: OutboxAttachment[] = [],
  ): Promise<OutboxMessage> {
    const repo = db.getRepository(OutboxMessage);
    return repo.save(
      repo.create({
        kind,
        recipient: to.trim(),
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        attachments,
        nextAttemptAt: this.clock.now(),
      }),
    );
  }
}
