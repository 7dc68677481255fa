import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../common/clock/clock.js';
import { Db } from '../common/database/db.js';
import { RESERVING_STATES, WAITING_FOR_PARTS, type RepairOrderStatus } from '../repair-order/repair-order.js';
import { InventoryRepository, type LedgerActor, type OrderPartRecord } from './inventory.repository.js';

export type { LedgerActor, OrderPartRecord } from './inventory.repository.js';

/** A part and how many of it, on an order. */
export interface PartLine {
  partId: string;
  quantity: number;
}

/** What a reservation did with one line: how many were reserved now and how many the order still waits for. */
export interface ReservedLine {
  partId: string;
  partName: string;
  requested: number;
  reserved: number;
  short: number;
}

/** An order that was waiting for a delivered part, after the delivery was shared out. */
export interface WaitingOrder {
  orderId: string;
  reference: string;
  status: RepairOrderStatus;
  /** Units of the delivered part reserved for it now. */
  reservedNow: number;
  /** Units of every part it still waits for. */
  stillShort: number;
  /** Nothing left to wait for: it can go back to in_repair. */
  canResume: boolean;
}

/** What to do when a reservation asks for more than is available. */
export type ShortfallPolicy =
  /** 409 naming the part, nothing reserved (the caller's transaction should roll back). */
  | 'refuse'
  /** Reserve what is there; the rest is the order's shortfall, filled first by the next delivery. */
  | 'wait';

export const PART_NOT_FOUND_MESSAGE = 'Part not found';

/**
 * The parts ledger (workshop spec 3): the only writer of inventory_movements (InventoryRepository),
 * whose trigger keeps each part's on hand and reserved and each order's reservation. Each method
 * runs in the transaction under way, or in one of its own. A caller working for an order locks the
 * order first (the workshop's order parts): locks are taken in one order (the repair order, then
 * parts by id, then reservations) so concurrent calls wait rather than deadlock. A movement that
 * would take stock below zero or below what is reserved inserts nothing and answers 409; the CHECK
 * constraints stand behind it.
 */
@Injectable()
export class InventoryLedger {
  constructor(
    private readonly db: Db,
    private readonly inventory: InventoryRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Reserves parts for an order. `refuse` (the default): every line in full or a 409 naming the
   * first part short. `wait`: what is available, the rest recorded as the order's shortfall.
   */
  reserveForOrder(
    orderId: string,
    lines: PartLine[],
    options: { shortfall?: ShortfallPolicy; actor?: LedgerActor } = {},
  ): Promise<ReservedLine[]> {
    const policy = options.shortfall ?? 'refuse';
    return this.db.transaction(async () => {
      const by = { actor: options.actor ?? null, at: this.clock.now() };
      const result: ReservedLine[] = [];
      for (const line of mergedLines(lines)) {
        const want = line.quantity;
        const partName = await this.partName(line.partId);
        const got = await this.inventory.reserve(line.partId, orderId, want, policy === 'wait', by);
        if (policy === 'refuse' && got < want) {
          const available = await this.inventory.available(line.partId);
          throw new ConflictException({
            message: `Not enough ${partName} in stock: ${want} wanted, ${available} available`,
            details: { partId: line.partId, requested: want, available },
          });
        }
        const short = want - got;
        if (short > 0) await this.inventory.addShortfall(orderId, line.partId, short, by.at);
        result.push({ partId: line.partId, partName, requested: want, reserved: got, short });
      }
      return result;
    });
  }

  /**
   * Locks a part an order picks from the parts list: 404 without it, 409 once retired (a retired
   * part leaves the pick lists; what orders already hold of it stays, and so does its ledger).
   * Called inside the caller's transaction, so a retirement waits for the reservation.
   */
  async lockPickable(partId: string): Promise<void> {
    const part = await this.inventory.lockForReserve(partId);
    if (!part) throw new NotFoundException({ message: PART_NOT_FOUND_MESSAGE, details: { partId } });
    if (part.retired)
      throw new ConflictException({
        message: `${part.name} is retired: it can no longer be reserved`,
        details: { partId },
      });
  }

  /** Gives back everything reserved for an order and forgets what it waited for (a cancelled order). */
  releaseForOrder(orderId: string, actor: LedgerActor = null): Promise<PartLine[]> {
    return this.db.transaction(async () => {
      const released = await this.inventory.releaseAll(orderId, { actor, at: this.clock.now() });
      await this.inventory.clearShortfalls(orderId);
      return released;
    });
  }

  /**
   * Uses parts on an order: taken from its reservation first, then from free stock. Answers their
   * cost (the part's unit cost times the quantity: the shop's spend, never what the order charges).
   * 409 when not enough is there.
   */
  consume(
    orderId: string,
    partId: string,
    quantity: number,
    actor: LedgerActor = null,
  ): Promise<{ costCents: number }> {
    return this.db.transaction(async () => {
      const partName = await this.partName(partId);
      const used = await this.inventory.consume(partId, orderId, quantity, { actor, at: this.clock.now() });
      if (!used) {
        const available = await this.inventory.available(partId);
        throw new ConflictException({
          message: `Not enough ${partName} in stock: ${quantity} wanted, ${available} available`,
          details: { partId, requested: quantity, available },
        });
      }
      const fromFreeStock = quantity + used.reservedChange;
      if (fromFreeStock > 0) await this.inventory.reduceShortfall(orderId, partId, fromFreeStock);
      return { costCents: used.unitCostCents * quantity };
    });
  }

  /**
   * Records a delivery, then shares it out to the orders waiting for this part (oldest first) and
   * tells which orders in waiting_parts have all they waited for.
   */
  receive(
    partId: string,
    quantity: number,
    actor: LedgerActor,
    note: string | null = null,
  ): Promise<WaitingOrder[]> {
    return this.db.transaction(async () => {
      const by = { actor, at: this.clock.now() };
      // The orders first (the lock order), then the part.
      const waiting = await this.inventory.waitingFor(partId, RESERVING_STATES);
      await this.partName(partId);
      await this.inventory.receive(partId, quantity, note, by);
      const answer: WaitingOrder[] = [];
      const oldestFirst = [...waiting].sort(
        (a, b) => a.created_at.getTime() - b.created_at.getTime() || Number(a.seq) - Number(b.seq),
      );
      for (const order of oldestFirst) {
        const shortfall = await this.inventory.shortfall(order.id, partId);
        const got = await this.inventory.reserveFromDelivery(partId, order.id, shortfall, by);
        if (got > 0) await this.inventory.reduceShortfall(order.id, partId, got);
        if (order.status !== WAITING_FOR_PARTS) continue;
        const still = await this.inventory.totalShortfall(order.id);
        answer.push({
          orderId: order.id,
          reference: order.reference,
          status: order.status,
          reservedNow: got,
          stillShort: still,
          canResume: still === 0,
        });
      }
      return answer;
    });
  }

  /** Corrects the count on hand (a stock take, a breakage) with a reason; never below what is reserved. */
  adjust(partId: string, delta: number, reason: string, actor: LedgerActor): Promise<void> {
    return this.db.transaction(async () => {
      const partName = await this.partName(partId);
      if (await this.inventory.adjust(partId, delta, reason, { actor, at: this.clock.now() })) return;
      const stock = (await this.inventory.stock(partId))!;
      throw new ConflictException({
        message: `${partName}: ${stock.onHand} on hand, ${stock.reserved} reserved; cannot take away ${-delta}`,
        details: { partId, onHand: stock.onHand, reserved: stock.reserved },
      });
    });
  }

  /** Parts that may go on a quote (not retired), with their name and sell price. */
  sellablePrices(partIds: string[]): Promise<{ id: string; name: string; sellPriceCents: number }[]> {
    return this.inventory.sellablePrices(partIds);
  }

  /** The parts of an order (held, waited for or used), by name, with what the use cost. */
  partsOfOrder(orderId: string): Promise<OrderPartRecord[]> {
    return this.inventory.ofOrder(orderId);
  }

  /** The part's name; 404 without such a part. */
  private async partName(partId: string): Promise<string> {
    const name = await this.inventory.partName(partId);
    if (name === undefined)
      throw new NotFoundException({ message: PART_NOT_FOUND_MESSAGE, details: { partId } });
    return name;
  }
}

/** One line per part (quantities added), in part id order: the order locks are taken in. */
function mergedLines(lines: PartLine[]): PartLine[] {
  const byPart = new Map<string, number>();
  for (const l of lines) byPart.set(l.partId, (byPart.get(l.partId) ?? 0) + l.quantity);
  return [...byPart.entries()]
    .filter(([, quantity]) => quantity > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([partId, quantity]) => ({ partId, quantity }));
}
