import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Db } from '../common/database/db.js';
import {
  CONSUMING_STATES,
  RESERVING_STATES,
  orderStatusWords,
  type RepairOrderStatus,
} from '../repair-order/repair-order.js';
import { InventoryLedger, type LedgerActor } from '../inventory/inventory-ledger.js';
import type { OrderPartsDto } from './dto/order-parts.dto.js';
import type { ReservePartDto } from './dto/reserve-part.dto.js';
import { ORDER_NOT_FOUND_MESSAGE } from './repair-order-lifecycle.js';
import { RepairOrderRepository } from './repair-order.repository.js';

/**
 * The parts of one repair order (workshop spec 3): held for it, waited for, used on it. The order
 * is locked first (the parts ledger's lock order), and only in a state that takes parts; using a
 * part adds its cost to the order's parts spend (what the shop spends), never to its charges.
 */
@Injectable()
export class OrderParts {
  constructor(
    private readonly db: Db,
    private readonly orders: RepairOrderRepository,
    private readonly ledger: InventoryLedger,
  ) {}

  /** The order's parts and its money (the order's own fields, so the page updates both at once). */
  async view(orderId: string): Promise<OrderPartsDto> {
    const money = await this.orders.money(orderId);
    if (!money) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
    return { items: await this.ledger.partsOfOrder(orderId), ...money };
  }

  /** Holds what is in stock for the order; the rest it waits for (the next delivery fills it). */
  async reserve(orderId: string, body: ReservePartDto, actor: LedgerActor): Promise<OrderPartsDto> {
    await this.db.transaction(async () => {
      await this.lockIn(orderId, RESERVING_STATES, 'reserved for');
      await this.ledger.lockPickable(body.partId);
      await this.ledger.reserveForOrder(orderId, [{ partId: body.partId, quantity: body.quantity }], {
        shortfall: 'wait',
        actor,
      });
    });
    return this.view(orderId);
  }

  /** Uses parts on the order (its reservation first); their cost is the order's parts spend. */
  async use(orderId: string, partId: string, quantity: number, actor: LedgerActor): Promise<OrderPartsDto> {
    await this.consume(orderId, partId, quantity, actor);
    return this.view(orderId);
  }

  /** Uses parts on the order and adds their cost to its parts spend; answers the cost. */
  consume(
    orderId: string,
    partId: string,
    quantity: number,
    actor: LedgerActor,
  ): Promise<{ costCents: number }> {
    return this.db.transaction(async () => {
      await this.lockIn(orderId, CONSUMING_STATES, 'used on');
      const used = await this.ledger.consume(orderId, partId, quantity, actor);
      // The shop's spend on the order, apart from what the customer is charged (the order's charges).
      await this.orders.addPartsSpend(orderId, used.costCents);
      return used;
    });
  }

  /** Locks the order (404 without it); 409 unless it is in one of `states`. */
  private async lockIn(orderId: string, states: readonly RepairOrderStatus[], verb: string): Promise<void> {
    const status = await this.orders.lockStatus(orderId);
    if (status === undefined) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
    if (!states.includes(status))
      throw new ConflictException({
        message: `Parts cannot be ${verb} an order that is ${orderStatusWords(status)}`,
        details: { currentStatus: status },
      });
  }
}
