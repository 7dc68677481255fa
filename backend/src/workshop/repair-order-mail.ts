import { Injectable } from '@nestjs/common';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { RepairMailData } from '../notifications/templates/repair-order.js';
import {
  balanceDueCents,
  depositDueCents,
  deviceLabel,
  type RepairOrderRecord,
} from '../repair-order/repair-order.js';
import { TrackingTokens } from './tracking-tokens.js';

/**
 * The workshop's e-mails: the check-in receipt and ready for pickup, at most one of each per order,
 * and quote ready, at most one per quote version (the outbox's unique key), each with a tracking
 * link of its own minted only when it is queued.
 */
@Injectable()
export class RepairOrderMail {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly tokens: TrackingTokens,
  ) {}

  /** Queues the e-mail in the transaction under way (with the change it tells of). */
  queue(
    kind: 'repair_checked_in' | 'repair_ready' | 'repair_quote',
    order: RepairOrderRecord,
    now: Date,
    quote?: RepairMailData['quote'],
    /** A ready e-mail's device going back without its repair (a declined quote, unrepairable). */
    unrepaired?: RepairMailData['unrepaired'],
  ): Promise<boolean> {
    return this.notifications.queueRepairMail(
      kind,
      { id: order.id, email: order.customer.email, occasion: quote ? `v${quote.version}` : undefined },
      async () => ({ ...(await this.data(kind, order, now, quote)), unrepaired }),
    );
  }

  /** The tracking link sent again (a new link of its own); answers the outbox message's id. */
  async trackingLinkAgain(order: RepairOrderRecord, now: Date): Promise<string> {
    return this.notifications.repairTrackingLinkAgain(
      { id: order.id, email: order.customer.email },
      await this.data('repair_tracking_link', order, now),
    );
  }

  /** What a workshop e-mail tells, with a tracking link minted for it. */
  private async data(
    kind: 'repair_checked_in' | 'repair_ready' | 'repair_quote' | 'repair_tracking_link',
    order: RepairOrderRecord,
    now: Date,
    quote?: RepairMailData['quote'],
  ): Promise<RepairMailData> {
    return {
      customerName: order.customer.name,
      reference: order.reference,
      device: deviceLabel(order.device),
      services: order.services.map((s) => s.name),
      trackingUrl: await this.tokens.mint(order.id, now),
      quote,
      deposit:
        kind === 'repair_quote' && order.depositRequestedCents
          ? {
              requestedCents: order.depositRequestedCents,
              paidCents: order.paidCents,
              dueCents: depositDueCents(order),
            }
          : undefined,
      money:
        kind === 'repair_ready'
          ? {
              totalCents: order.totalCostCents,
              paidCents: order.paidCents,
              dueCents: balanceDueCents(order),
            }
          : undefined,
    };
  }
}
