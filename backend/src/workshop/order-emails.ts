import {
  ConflictException,
  HttpException,
  HttpStatus,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { Clock } from '../common/clock/clock.js';
import { Db } from '../common/database/db.js';
import type { OutboxMessageDto } from '../notifications/dto/outbox-message.dto.js';
import { OutboxService } from '../notifications/outbox.service.js';
import { ORDER_NOT_FOUND_MESSAGE } from './repair-order-lifecycle.js';
import { RepairOrderMail } from './repair-order-mail.js';
import { CLOSED_ORDER_STATES } from '../repair-order/repair-order.js';
import { RepairOrderRepository } from './repair-order.repository.js';

/** A second press within this many seconds answers the first one's e-mail (double clicks, two staff). */
export const TRACKING_LINK_REPLAY_SECONDS = 120;
/** At most this many tracking-link e-mails per order in 24 hours. */
export const TRACKING_LINK_DAILY_LIMIT = 3;
const DAY_SECONDS = 24 * 60 * 60;

export const TRACKING_LINK_CLOSED_MESSAGE = 'This order is closed: its tracking link is not sent again';
export const NO_EMAIL_MESSAGE =
  'This order has no e-mail address: add one to the customer’s record, then send the tracking link';

/**
 * The e-mails about a repair order (issue 32 item 11): read from the outbox, with their status; and
 * the tracking link sent again, through the outbox, once per press however often it is pressed
 * (the order's row is locked while deciding) and at most a few times a day.
 */
@Injectable()
export class OrderEmails {
  constructor(
    private readonly orders: RepairOrderRepository,
    private readonly mail: RepairOrderMail,
    private readonly outbox: OutboxService,
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(orderId: string): Promise<OutboxMessageDto[]> {
    if (!(await this.orders.findById(orderId)))
      throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
    return this.outbox.ofRepairOrder(orderId);
  }

  /**
   * Queues the tracking link again: `created` false when one was queued moments ago (that one is
   * answered, nothing new is sent); 429 past the daily limit, naming when it can be sent again.
   */
  async sendTrackingLink(orderId: string): Promise<{ created: boolean; message: OutboxMessageDto }> {
    return this.db.transaction(async () => {
      const order = await this.orders.findById(orderId, { lock: true });
      if (!order) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
      if (CLOSED_ORDER_STATES.includes(order.status))
        throw new ConflictException({ message: TRACKING_LINK_CLOSED_MESSAGE });
      if (!order.customer.email) throw new UnprocessableEntityException({ message: NO_EMAIL_MESSAGE });
      const today = await this.outbox.recentAboutRepairOrder(orderId, 'repair_tracking_link', DAY_SECONDS);
      if (today[0] && today[0].ageSeconds < TRACKING_LINK_REPLAY_SECONDS)
        return { created: false, message: (await this.outbox.message(today[0].id))! };
      if (today.length >= TRACKING_LINK_DAILY_LIMIT) {
        const oldest = today[today.length - 1];
        const retryAfterSeconds = Math.max(1, Math.ceil(DAY_SECONDS - oldest.ageSeconds));
        const hours = Math.ceil(retryAfterSeconds / 3600);
        throw new HttpException(
          {
            message: `The tracking link was sent ${today.length} times in the last 24 hours: it can be sent again in about ${hours} ${hours === 1 ? 'hour' : 'hours'}`,
            details: { retryAfterSeconds },
            retryAfter: retryAfterSeconds,
          },
          HttpStatus.TOO_MANY_REQUESTS,
        );
      }
      const id = await this.mail.trackingLinkAgain(order, this.clock.now());
      return { created: true, message: (await this.outbox.message(id))! };
    });
  }
}
