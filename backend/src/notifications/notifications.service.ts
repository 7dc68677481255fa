import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { Clock } from '../common/clock/clock.js';
import { returnedRows } from '../common/database/query-result.js';
import { OutboxMessage, type OutboxAttachment, type OutboxKind } from './entities/outbox-message.entity.js';
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
import { repairCheckedIn, repairQuote, repairReady, type RepairMailData } from './templates/repair-order.js';
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

  /**
   * The check-in receipt of a repair order, its ready-for-pickup e-mail and its quote-ready e-mail:
   * at most one of each kind per order (per quote version for a quote), however often the order
   * re-enters ready (a unique key in the outbox: the database decides). `order.occasion` names what
   * one e-mail of this kind announces when an order can have several (a quote's version). `data`
   * is built only when the e-mail is queued (it mints a tracking link); the answer says whether it was.
   */
  async repairOrderMail(
    db: EntityManager,
    kind: Extract<OutboxKind, 'repair_checked_in' | 'repair_ready' | 'repair_quote'>,
    order: { id: string; email: string; occasion?: string },
    data: () => Promise<RepairMailData>,
  ): Promise<boolean> {
    if (!order.email) return false;
    const dedupeKey = [kind, order.id, ...(order.occasion ? [order.occasion] : [])].join(':');
    const [{ exists }] = (await db.query(
      `SELECT EXISTS (SELECT 1 FROM outbox_messages WHERE dedupe_key = $1) AS exists`,
      [dedupeKey],
    )) as { exists: boolean }[];
    // A shortcut only: the unique key below is what holds under concurrency.
    if (exists) return false;
    const render = {
      repair_checked_in: repairCheckedIn,
      repair_ready: repairReady,
      repair_quote: repairQuote,
    }[kind];
    const mail = render(await data(), this.context);
    const inserted = returnedRows(
      await db.query(
        `INSERT INTO outbox_messages (kind, recipient, subject, text_body, html_body, next_attempt_at, dedupe_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
        [kind, order.email.trim(), mail.subject, mail.text, mail.html, this.clock.now(), dedupeKey],
      ),
    );
    return inserted.length === 1;
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
    kind: OutboxKind,
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
