import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { shopDay, startOfDay } from '../appointments/shop-days.js';
import type { StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Clock } from '../common/clock/clock.js';
import { Db } from '../common/database/db.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { DiscountCodes } from '../customers/discount-codes.js';
import { isClosed, STALE_AFTER_DAYS } from '../repair-order/repair-order.js';
import type { ChangeRepairOrderStatusDto } from './dto/change-repair-order-status.dto.js';
import type { RepairOrderPageDto } from './dto/repair-order-page.dto.js';
import type { RepairOrderQueryDto } from './dto/repair-order-query.dto.js';
import type { RepairOrderDto } from './dto/repair-order.dto.js';
import { ORDER_NOT_FOUND_MESSAGE, RepairOrderLifecycle } from './repair-order-lifecycle.js';
import { RepairOrderViews, summary } from './repair-order-views.js';
import { RepairOrderRepository } from './repair-order.repository.js';
import { TrackingTokens } from './tracking-tokens.js';

/** A day in milliseconds ("unchanged for 3 days" counts whole 24-hour days, as the reports do). */
const DAY_MS = 24 * 60 * 60 * 1000;

export const DISCOUNT_APPLIED_MESSAGE = 'The first-repair discount is already applied to this order';
export const ESTIMATE_CLOSED_MESSAGE = 'This order is closed: its ready time can no longer be changed';
export const DISCOUNT_CLOSED_MESSAGE = 'This order is closed: a discount can no longer be applied';

const staffActor = (staff: StaffPrincipal) => ({ userId: staff.id, username: staff.username });

/**
 * Working on repair orders once they are open (opening one: order-opening.service.ts): the board and
 * the order page, status moves (through the life cycle), notes, the first-repair discount, the
 * estimated ready time and tracking links.
 */
@Injectable()
export class WorkshopService {
  constructor(
    private readonly orders: RepairOrderRepository,
    private readonly views: RepairOrderViews,
    private readonly lifecycle: RepairOrderLifecycle,
    private readonly tokens: TrackingTokens,
    private readonly discountCodes: DiscountCodes,
    private readonly db: Db,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(query: RepairOrderQueryDto): Promise<RepairOrderPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    const q = query.q ? query.q.replace(/\s+/g, ' ') : '';
    const now = this.clock.now();
    const { timeZone } = this.config.shop;
    const scope = query.scope;
    const { total, records } = await this.orders.search(
      {
        status: query.status,
        text: q || undefined,
        ...(scope ? { closed: scope === 'closed' } : {}),
        ...(scope === 'stale' ? { unchangedSince: new Date(now.getTime() - STALE_AFTER_DAYS * DAY_MS) } : {}),
        ...(scope === 'open' ? { firstFrom: startOfDay(shopDay(now, timeZone), timeZone) } : {}),
      },
      { limit: pageSize, offset: (page - 1) * pageSize },
    );
    return { items: records.map((r) => summary(r)), total, page, pageSize };
  }

  get(id: string): Promise<RepairOrderDto> {
    return this.views.get(id);
  }

  async changeStatus(
    id: string,
    dto: ChangeRepairOrderStatusDto,
    staff: StaffPrincipal,
  ): Promise<RepairOrderDto> {
    return this.db.transaction(async () => {
      await this.lifecycle.change({
        orderId: id,
        to: dto.to,
        actor: staffActor(staff),
        note: dto.note,
        expectedStatus: dto.expectedStatus,
        pickup: dto.pickup,
        releaseUnpaidReason: dto.releaseUnpaidReason,
      });
      return this.views.get(id);
    });
  }

  async addNote(id: string, text: string, staff: StaffPrincipal): Promise<RepairOrderDto> {
    return this.db.transaction(async () => {
      const added = await this.orders.addNote(id, {
        text,
        ...staffActor(staff),
        at: this.clock.now(),
      });
      if (!added) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
      return this.views.get(id);
    });
  }

  /**
   * Redeems the customer's first-repair discount code on the order (a walk-in's, or a booking made
   * without it): the code is used up and $10 comes off the total in one transaction, once per order
   * (409 when the order has its discount already or is closed; 400 for a code that is not valid
   * for the order's e-mail or was used).
   */
  async redeemDiscount(id: string, code: string): Promise<RepairOrderDto> {
    return this.db.transaction(async () => {
      const order = await this.orders.findById(id, { lock: true });
      if (!order) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
      if (order.discountCents > 0) throw new ConflictException({ message: DISCOUNT_APPLIED_MESSAGE });
      if (isClosed(order.status)) throw new ConflictException({ message: DISCOUNT_CLOSED_MESSAGE });
      const cents = await this.discountCodes.redeem(code, order.customer.email, this.clock.now());
      if (!(await this.orders.applyDiscount(id, cents)))
        throw new ConflictException({ message: DISCOUNT_APPLIED_MESSAGE });
      return this.views.get(id);
    });
  }

  /**
   * Sets or clears the estimated ready time of an open order (workshop spec 1: staff set it at
   * check-in and may change it later; the tracking page shows it). 409 on a closed order.
   */
  async setEstimatedReady(id: string, estimatedReadyAt: string | null | undefined): Promise<RepairOrderDto> {
    return this.db.transaction(async () => {
      const at = estimatedReadyAt ? new Date(estimatedReadyAt) : null;
      if (!(await this.orders.setEstimatedReadyAt(id, at))) {
        if (!(await this.orders.findById(id)))
          throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
        throw new ConflictException({ message: ESTIMATE_CLOSED_MESSAGE });
      }
      return this.views.get(id);
    });
  }

  /** A new tracking link for the order (print the slip again); earlier links keep working. */
  async newTrackingLink(id: string): Promise<{ trackingUrl: string }> {
    return this.db.transaction(async () => {
      const order = await this.orders.findById(id);
      if (!order) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
      return { trackingUrl: await this.tokens.mint(id, this.clock.now()) };
    });
  }
}
