import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock.js';
import { returnedRows } from '../common/database/query-result.js';
import { orderStatusWords } from '../workshop/repair-order-status.js';

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
  status: string;
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

/** Who recorded a movement (a staff username; null for the customer's own actions). */
export type LedgerActor = string | null;

export const PART_NOT_FOUND_MESSAGE = 'Part not found';
const ORDER_NOT_FOUND_MESSAGE = 'Repair order not found';
/** Order states in which parts may be reserved for it or used on it. */
const RESERVING_STATES = ['received', 'diagnosing', 'awaiting_approval', 'in_repair', 'waiting_parts'];
const CONSUMING_STATES = ['diagnosing', 'in_repair', 'waiting_parts'];

const MOVEMENT_COLUMNS = `part_id, kind, on_hand_delta, reserved_delta, repair_order_id, reason, unit_cost_cents, created_by, created_at`;

/**
 * The parts ledger (workshop spec 3): the only writer of inventory_movements, whose trigger keeps
 * each part's on hand and reserved and each order's reservation (migration 1764000000001). Every
 * method works in the caller's transaction. Locks are taken in one order (the repair order, then
 * parts by id, then reservations) so concurrent calls wait rather than deadlock. A movement that
 * would take stock below zero or below what is reserved inserts nothing (a conditional INSERT
 * over the locked part row) and answers 409; the CHECK constraints stand behind it.
 */
@Injectable()
export class InventoryLedger {
  constructor(private readonly clock: Clock) {}

  /**
   * Reserves parts for an order. `refuse` (the default): every line in full or a 409 naming the
   * first part short. `wait`: what is available, the rest recorded as the order's shortfall.
   */
  async reserveForOrder(
    manager: EntityManager,
    orderId: string,
    lines: PartLine[],
    options: { shortfall?: ShortfallPolicy; actor?: LedgerActor } = {},
  ): Promise<ReservedLine[]> {
    const policy = options.shortfall ?? 'refuse';
    const now = this.clock.now();
    await this.lockOrder(manager, orderId, RESERVING_STATES, 'reserved for');
    const result: ReservedLine[] = [];
    for (const line of mergedLines(lines)) {
      const want = line.quantity;
      const part = await this.part(manager, line.partId);
      const inserted = returnedRows<{ reserved_delta: number }>(
        await manager.query(
          `INSERT INTO inventory_movements (${MOVEMENT_COLUMNS})
           SELECT i.id, 'reserved', 0, ${policy === 'wait' ? 'least($2::int, i.quantity - i.reserved)' : '$2::int'},
                  $3, NULL, NULL, $4, $5
             FROM inventory i
            WHERE i.id = $1 AND i.quantity - i.reserved >= ${policy === 'wait' ? '1' : '$2::int'}
              FOR UPDATE
           RETURNING reserved_delta`,
          [line.partId, want, orderId, options.actor ?? null, now],
        ),
      );
      const got = inserted[0]?.reserved_delta ?? 0;
      if (policy === 'refuse' && got < want) {
        const available = await this.available(manager, line.partId);
        throw new ConflictException({
          message: `Not enough ${part.name} in stock: ${want} wanted, ${available} available`,
          details: { partId: line.partId, requested: want, available },
        });
      }
      const short = want - got;
      if (short > 0)
        await manager.query(
          `INSERT INTO inventory_reservations (repair_order_id, part_id, quantity, shortfall, created_at)
           VALUES ($1, $2, 0, $3, $4)
           ON CONFLICT (repair_order_id, part_id)
           DO UPDATE SET shortfall = inventory_reservations.shortfall + EXCLUDED.shortfall`,
          [orderId, line.partId, short, now],
        );
      result.push({ partId: line.partId, partName: part.name, requested: want, reserved: got, short });
    }
    return result;
  }

  /** Gives back everything reserved for an order and forgets what it waited for (a cancelled order). */
  async releaseForOrder(
    manager: EntityManager,
    orderId: string,
    actor: LedgerActor = null,
  ): Promise<PartLine[]> {
    await this.lockOrder(manager, orderId);
    const released = returnedRows<{ part_id: string; reserved_delta: number }>(
      await manager.query(
        `INSERT INTO inventory_movements (${MOVEMENT_COLUMNS})
         SELECT r.part_id, 'released', 0, -r.quantity, r.repair_order_id, NULL, NULL, $2, $3
           FROM inventory_reservations r
          WHERE r.repair_order_id = $1 AND r.quantity > 0
          ORDER BY r.part_id
         RETURNING part_id, reserved_delta`,
        [orderId, actor, this.clock.now()],
      ),
    );
    await manager.query(
      `UPDATE inventory_reservations SET shortfall = 0 WHERE repair_order_id = $1 AND shortfall > 0`,
      [orderId],
    );
    return released.map((r) => ({ partId: r.part_id, quantity: -r.reserved_delta }));
  }

  /**
   * Uses parts on an order: taken from its reservation first, then from free stock; adds the
   * part's unit cost times the quantity to the order's parts spend (never to what it charges). 409 when not enough is there.
   */
  async consume(
    manager: EntityManager,
    orderId: string,
    partId: string,
    quantity: number,
    actor: LedgerActor = null,
  ): Promise<{ costCents: number }> {
    await this.lockOrder(manager, orderId, CONSUMING_STATES, 'used on');
    const part = await this.part(manager, partId);
    const inserted = returnedRows<{ unit_cost_cents: number; reserved_delta: number }>(
      await manager.query(
        `INSERT INTO inventory_movements (${MOVEMENT_COLUMNS})
         SELECT i.id, 'consumed', -$2::int, -least(coalesce(r.quantity, 0), $2::int), $3, NULL, i.unit_price_cents, $4, $5
           FROM inventory i
           LEFT JOIN inventory_reservations r ON r.part_id = i.id AND r.repair_order_id = $3
          WHERE i.id = $1
            AND i.quantity - $2::int >= i.reserved - least(coalesce(r.quantity, 0), $2::int)
            FOR UPDATE OF i
         RETURNING unit_cost_cents, reserved_delta`,
        [partId, quantity, orderId, actor, this.clock.now()],
      ),
    );
    if (inserted.length !== 1) {
      const available = await this.available(manager, partId);
      throw new ConflictException({
        message: `Not enough ${part.name} in stock: ${quantity} wanted, ${available} available`,
        details: { partId, requested: quantity, available },
      });
    }
    const fromFreeStock = quantity + inserted[0].reserved_delta;
    if (fromFreeStock > 0)
      await manager.query(
        `UPDATE inventory_reservations SET shortfall = greatest(0, shortfall - $3)
          WHERE repair_order_id = $1 AND part_id = $2 AND shortfall > 0`,
        [orderId, partId, fromFreeStock],
      );
    const costCents = inserted[0].unit_cost_cents * quantity;
    // The shop's spend on the order, apart from what the customer is charged (the order's charges).
    await manager.query(`UPDATE repair_orders SET parts_spend_cents = parts_spend_cents + $2 WHERE id = $1`, [
      orderId,
      costCents,
    ]);
    return { costCents };
  }

  /**
   * Records a delivery, then shares it out to the orders waiting for this part (oldest first) and
   * tells which orders in waiting_parts have all they waited for.
   */
  async receive(
    manager: EntityManager,
    partId: string,
    quantity: number,
    actor: LedgerActor,
    note: string | null = null,
  ): Promise<WaitingOrder[]> {
    const now = this.clock.now();
    // The orders first (the lock order), then the part.
    const waiting = (await manager.query(
      `SELECT o.id, o.reference, o.status, r.created_at, r.seq
         FROM inventory_reservations r JOIN repair_orders o ON o.id = r.repair_order_id
        WHERE r.part_id = $1 AND r.shortfall > 0 AND o.status = ANY($2::text[])
        ORDER BY o.id
          FOR UPDATE OF o`,
      [partId, RESERVING_STATES],
    )) as { id: string; reference: string; status: string; created_at: Date; seq: string }[];
    await this.part(manager, partId);
    await manager.query(
      `INSERT INTO inventory_movements (${MOVEMENT_COLUMNS}) VALUES ($1, 'received', $2, 0, NULL, $3, NULL, $4, $5)`,
      [partId, quantity, note, actor, now],
    );
    const answer: WaitingOrder[] = [];
    const oldestFirst = [...waiting].sort(
      (a, b) => a.created_at.getTime() - b.created_at.getTime() || Number(a.seq) - Number(b.seq),
    );
    for (const order of oldestFirst) {
      const [{ shortfall }] = (await manager.query(
        `SELECT shortfall FROM inventory_reservations WHERE repair_order_id = $1 AND part_id = $2`,
        [order.id, partId],
      )) as { shortfall: number }[];
      const inserted = returnedRows<{ reserved_delta: number }>(
        await manager.query(
          `INSERT INTO inventory_movements (${MOVEMENT_COLUMNS})
           SELECT i.id, 'reserved', 0, least($2::int, i.quantity - i.reserved), $3, NULL, NULL, $4, $5
             FROM inventory i WHERE i.id = $1 AND i.quantity > i.reserved AND $2::int > 0
              FOR UPDATE
           RETURNING reserved_delta`,
          [partId, shortfall, order.id, actor, now],
        ),
      );
      const got = inserted[0]?.reserved_delta ?? 0;
      if (got > 0)
        await manager.query(
          `UPDATE inventory_reservations SET shortfall = shortfall - $3 WHERE repair_order_id = $1 AND part_id = $2`,
          [order.id, partId, got],
        );
      if (order.status !== 'waiting_parts') continue;
      const [{ still }] = (await manager.query(
        `SELECT coalesce(sum(shortfall), 0)::int AS still FROM inventory_reservations WHERE repair_order_id = $1`,
        [order.id],
      )) as { still: number }[];
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
  }

  /** Corrects the count on hand (a stock take, a breakage) with a reason; never below what is reserved. */
  async adjust(
    manager: EntityManager,
    partId: string,
    delta: number,
    reason: string,
    actor: LedgerActor,
  ): Promise<void> {
    const part = await this.part(manager, partId);
    const inserted = returnedRows<{ seq: string }>(
      await manager.query(
        `INSERT INTO inventory_movements (${MOVEMENT_COLUMNS})
         SELECT i.id, 'adjusted', $2::int, 0, NULL, $3, NULL, $4, $5
           FROM inventory i WHERE i.id = $1 AND i.quantity + $2::int >= i.reserved
            FOR UPDATE
         RETURNING seq`,
        [partId, delta, reason, actor, this.clock.now()],
      ),
    );
    if (inserted.length !== 1) {
      const [row] = (await manager.query(`SELECT quantity, reserved FROM inventory WHERE id = $1`, [
        partId,
      ])) as { quantity: number; reserved: number }[];
      throw new ConflictException({
        message: `${part.name}: ${row.quantity} on hand, ${row.reserved} reserved; cannot take away ${-delta}`,
        details: { partId, onHand: row.quantity, reserved: row.reserved },
      });
    }
  }

  /** Parts that may go on a quote (not retired), with their name and sell price. */
  async sellablePrices(
    manager: EntityManager,
    partIds: string[],
  ): Promise<{ id: string; name: string; sellPriceCents: number }[]> {
    const rows = (await manager.query(
      `SELECT id, part_name, sell_price_cents FROM inventory WHERE id = ANY($1::uuid[]) AND retired_at IS NULL`,
      [partIds],
    )) as { id: string; part_name: string; sell_price_cents: number }[];
    return rows.map((r) => ({ id: r.id, name: r.part_name, sellPriceCents: r.sell_price_cents }));
  }

  private async part(manager: EntityManager, partId: string): Promise<{ name: string }> {
    const [row] = (await manager.query(`SELECT part_name FROM inventory WHERE id = $1`, [partId])) as {
      part_name: string;
    }[];
    if (!row) throw new NotFoundException({ message: PART_NOT_FOUND_MESSAGE, details: { partId } });
    return { name: row.part_name };
  }

  private async available(manager: EntityManager, partId: string): Promise<number> {
    const [row] = (await manager.query(
      `SELECT quantity - reserved AS available FROM inventory WHERE id = $1`,
      [partId],
    )) as { available: number }[];
    return row ? Number(row.available) : 0;
  }

  /** Locks the order (404 without it); with `states`, 409 unless it is in one of them. */
  private async lockOrder(
    manager: EntityManager,
    orderId: string,
    states?: string[],
    verb?: string,
  ): Promise<void> {
    const [order] = (await manager.query(`SELECT status FROM repair_orders WHERE id = $1 FOR UPDATE`, [
      orderId,
    ])) as { status: string }[];
    if (!order) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
    if (states && !states.includes(order.status))
      throw new ConflictException({
        message: `Parts cannot be ${verb} an order that is ${orderStatusWords(order.status)}`,
        details: { currentStatus: order.status },
      });
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
