import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { Clock } from '../common/clock/clock.js';
import { Db } from '../common/database/db.js';
import type { OutboxAttachment, OutboxKind } from './entities/outbox-message.entity.js';
import { OutboxRepository } from './outbox.repository.js';
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
import { staffSignInLink, type StaffSignInLinkData } from './templates/staff-sign-in-link.js';
import { receiptMail, type ReceiptMailData } from './templates/receipt.js';
import {
  repairCheckedIn,
  repairQuote,
  repairReady,
  repairTrackingLink,
  type RepairMailData,
} from './templates/repair-order.js';
import type { MailContext, RenderedMail } from './templates/layout.js';

/** The workshop's e-mails: at most one of each kind per order (per quote version for a quote). */
type RepairMailKind = Extract<OutboxKind, 'repair_checked_in' | 'repair_ready' | 'repair_quote'>;

/**
 * Queues e-mail in the outbox, in the transaction under way (ambient, see common/database/db.ts),
 * so a message exists exactly when the change it announces was committed.
 */
@Injectable()
export class NotificationsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly db: Db,
    private readonly outbox: OutboxRepository,
  ) {}

  private get context(): MailContext {
    return { shop: this.config.shop, publicUrl: this.config.mail.publicUrl };
  }

  bookingConfirmed(to: string, data: BookingMailData, ics: string): Promise<void> {
    return this.enqueue('booking_confirmation', to, bookingConfirmation(data, this.context), [
      this.calendarFile(data.reference, ics),
    ]);
  }

  bookingRescheduled(to: string, data: RescheduledMailData, ics: string): Promise<void> {
    return this.enqueue('booking_rescheduled', to, bookingRescheduled(data, this.context), [
      this.calendarFile(data.reference, ics),
    ]);
  }

  bookingReminder(to: string, data: BookingMailData): Promise<void> {
    return this.enqueue('booking_reminder', to, bookingReminder(data, this.context));
  }

  bookingCancelled(to: string, data: CancelledMailData): Promise<void> {
    return this.enqueue('booking_cancelled', to, bookingCancelled(data, this.context));
  }

  discountCode(to: string, data: { firstName: string; code: string }): Promise<void> {
    return this.enqueue('discount_code', to, discountCode(data, this.context));
  }

  /**
   * The check-in receipt of a repair order, its ready-for-pickup e-mail and its quote-ready e-mail:
   * at most one of each kind per order (per quote version for a quote), however often the order
   * re-enters ready (a unique key in the outbox: the database decides). `order.occasion` names what
   * one e-mail of this kind announces when an order can have several (a quote's version). `data`
   * is built only when the e-mail is queued (it mints a tracking link); the answer says whether it was.
   */
  async queueRepairMail(
    kind: RepairMailKind,
    order: { id: string; email: string; occasion?: string },
    data: () => Promise<RepairMailData>,
  ): Promise<boolean> {
    if (!order.email) return false;
    const dedupeKey = [kind, order.id, ...(order.occasion ? [order.occasion] : [])].join(':');
    // A shortcut only: the unique key is what holds under concurrency.
    if (await this.outbox.hasKey(dedupeKey)) return false;
    const render = {
      repair_checked_in: repairCheckedIn,
      repair_ready: repairReady,
      repair_quote: repairQuote,
    }[kind];
    const mail = render(await data(), this.context);
    const id = await this.outbox.enqueue(
      { kind, recipient: order.email, ...mail, dedupeKey, repairOrderId: order.id },
      this.clock.now(),
    );
    return id !== null;
  }

  /**
   * Erasure of a customer (counter spec 1): the e-mail queued or sent to these addresses keeps its
   * kind and times, loses its recipient and contents; what was still waiting is not sent.
   */
  async eraseRecipients(emails: readonly string[]): Promise<void> {
    if (emails.length > 0) await this.outbox.eraseRecipients(emails);
  }

  /** A receipt (or credit note) e-mailed once, in the ambient transaction that issues it. */
  async receipt(to: string, receiptId: string, data: ReceiptMailData, repairOrderId?: string): Promise<void> {
    if (!to) return;
    await this.outbox.enqueue(
      {
        kind: 'receipt',
        recipient: to,
        ...receiptMail(data, this.context),
        dedupeKey: `receipt:${receiptId}`,
        repairOrderId,
      },
      this.clock.now(),
    );
  }

  /**
   * The tracking link of a repair order sent again (staff, on the customer's request), in the
   * transaction under way; answers the message's id.
   */
  async repairTrackingLinkAgain(order: { id: string; email: string }, data: RepairMailData): Promise<string> {
    const id = await this.outbox.enqueue(
      {
        kind: 'repair_tracking_link',
        recipient: order.email,
        ...repairTrackingLink(data, this.context),
        repairOrderId: order.id,
      },
      this.clock.now(),
    );
    return id!;
  }

  /**
   * A one-time sign-in link to a staff account (issue 41), in the transaction that makes the link.
   * The message holds the link; neither it nor the address is ever logged.
   */
  staffSignInLink(to: string, data: StaffSignInLinkData): Promise<void> {
    return this.enqueue('staff_sign_in_link', to, staffSignInLink(data, this.context));
  }

  private calendarFile(reference: string, ics: string): OutboxAttachment {
    return {
      filename: `repair-${reference}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: ics,
    };
  }

  private async enqueue(
    kind: OutboxKind,
    to: string,
    mail: RenderedMail,
    attachments: OutboxAttachment[] = [],
  ): Promise<void> {
    await this.outbox.enqueue({ kind, recipient: to, ...mail, attachments }, this.clock.now());
  }
}
