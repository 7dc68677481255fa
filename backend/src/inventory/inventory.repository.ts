import { Injectable } from '@nestjs/common';
import { Db } from '../common/database/db.js';
import type { PageWindow } from '../common/paging/paging.js';
import type { RepairOrderStatus } from '../repair-order/repair-order.js';
import { Part } from './entities/part.entity.js';

/** Who recorded a movement (a staff username; null for the customer's own actions). */
export type LedgerActor = string | null;

/** One movement of the ledger, as its writers give it. */
interface MovementBy {
  actor: LedgerActor;
  at: Date;
}

/** A part's stock: on hand and held for orders. */
export interface Stock {
  onHand: number;
  reserved: number;
}

/** An order waiting for a part (its reservation's shortfall), locked for the delivery that fills it. */
export interface WaitingOrderRow {
  id: string;
  reference: string;
  status: RepairOrderStatus;
  created_at: Date;
  seq: string;
}

/** One line of a part's ledger, latest first, with the order it was for. */
export interface MovementRecord {
  kind: string;
  onHandChange: number;
  reservedChange: number;
  orderId: string | null;
  orderReference: string | null;
  reason: string | null;
  by: string | null;
  at: Date;
}

/** One part of a repair order: held for it, waited for, used on it, and what the use cost. */
export interface OrderPartRecord {
  partId: string;
  name: string;
  reserved: number;
  short: number;
  used: number;
  usedCostCents: number;
  unitCostCents: number;
}

/** A part as the CSV import compares it. */
export interface ImportablePart {
  id: string;
  part_name: string;
  device_model_id: string | null;
  part_type: string | null;
  supplier: string | null;
  unit_price_cents: number;
  reorder_level: number;
}

/** A part's fields as the CSV import writes them (stock is never imported). */
export interface PartFields {
  name: string;
  deviceModelId: string | null;
  partType: string | null;
  supplier: string | null;
  unitCost: number;
  reorderLevel: number;
}

const MOVEMENT_COLUMNS = `part_id, kind, on_hand_delta, reserved_delta, repair_order_id, reason, unit_cost_cents, created_by, created_at`;

/**
 * The one home of the SQL of inventory (parts), inventory_movements (the ledger, append-only) and
 * inventory_reservations (what each order holds and waits for), run in the transaction under way
 * (Db). The movements' trigger keeps each part's on hand and reserved and each order's reservation
 * (migration 1764000000001); a movement that would take stock below zero or below what is
 * reserved inserts nothing (a conditional INSERT over the locked part row), and the answer says so.
 * Repair orders are only read here (a movement's order reference, the orders a delivery fills,
 * locked first: the lock order is orders, then parts by id, then reservations).
 */
@Injectable()
export class InventoryRepository {
  constructor(private readonly db: Db) {}

  findPart(id: string): Promise<Part | null> {
    return this.db.repository(Part).findOne({ where: { id } });
  }

  async partName(id: string): Promise<string | undefined> {
    const row = await this.db.one<{ part_name: string }>(`SELECT part_name FROM inventory WHERE id = $1`, [
      id,
    ]);
    return row?.part_name;
  }

  /** Locks the part row (a retirement waits for the transaction) and answers its name and whether it is retired. */
  async lockForReserve(id: string): Promise<{ name: string; retired: boolean } | undefined> {
    const row = await this.db.one<{ part_name: string; retired: boolean }>(
      `SELECT part_name, retired_at IS NOT NULL AS retired FROM inventory WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return row && { name: row.part_name, retired: row.retired };
  }

  async available(id: string): Promise<number> {
    const row = await this.db.one<{ available: number }>(
      `SELECT quantity - reserved AS available FROM inventory WHERE id = $1`,
      [id],
    );
    return row ? Number(row.available) : 0;
  }

  async stock(id: string): Promise<Stock | undefined> {
    const row = await this.db.one<{ quantity: number; reserved: number }>(
      `SELECT quantity, reserved FROM inventory WHERE id = $1`,
      [id],
    );
    return row && { onHand: row.quantity, reserved: row.reserved };
  }

  /**
   * Reserves `want` of a part for an order: all of it or nothing (`upTo` false), or what is
   * available, from 1 (`upTo` true). Answers how many were reserved (0: nothing inserted).
   */
  async reserve(
    partId: string,
    orderId: string,
    want: number,
    upTo: boolean,
    by: MovementBy,
  ): Promise<number> {
    const row = await this.db.one<{ reserved_delta: number }>(
      `INSERT INTO inventory_movements (${MOVEMENT_COLUMNS})
       SELECT i.id, 'reserved', 0, ${upTo ? 'least($2::int, i.quantity - i.reserved)' : '$2::int'},
              $3, NULL, NULL, $4, $5
         FROM inventory i
        WHERE i.id = $1 AND i.quantity - i.reserved >= ${upTo ? '1' : '$2::int'}
          FOR UPDATE
       RETURNING reserved_delta`,
      [partId, want, orderId, by.actor, by.at],
    );
    return row?.reserved_delta ?? 0;
  }

  /**
   * A delivery's share for a waiting order: up to `want`, what is free now (nothing when none is
   * or `want` is 0). Answers how many were reserved.
   */
  async reserveFromDelivery(partId: string, orderId: string, want: number, by: MovementBy): Promise<number> {
    const row = await this.db.one<{ reserved_delta: number }>(
      `INSERT INTO inventory_movements (${MOVEMENT_COLUMNS})
       SELECT i.id, 'reserved', 0, least($2::int, i.quantity - i.reserved), $3, NULL, NULL, $4, $5
         FROM inventory i WHERE i.id = $1 AND i.quantity > i.reserved AND $2::int > 0
          FOR UPDATE
       RETURNING reserved_delta`,
      [partId, want, orderId, by.actor, by.at],
    );
    return row?.reserved_delta ?? 0;
  }

  /** Adds to what an order waits for of a part (its reservation, made if it has none). */
  async addShortfall(orderId: string, partId: string, short: number, at: Date): Promise<void> {
    await this.db.execute(
      `INSERT INTO inventory_reservations (repair_order_id, part_id, quantity, shortfall, created_at)
       VALUES ($1, $2, 0, $3, $4)
       ON CONFLICT (repair_order_id, part_id)
       DO UPDATE SET shortfall = inventory_reservations.shortfall + EXCLUDED.shortfall`,
      [orderId, partId, short, at],
    );
  }

  /** Takes `filled` off what an order waits for of a part (never below 0). */
  async reduceShortfall(orderId: string, partId: string, filled: number): Promise<void> {
    await this.db.execute(
      `UPDATE inventory_reservations SET shortfall = greatest(0, shortfall - $3)
        WHERE repair_order_id = $1 AND part_id = $2 AND shortfall > 0`,
      [orderId, partId, filled],
    );
  }

  /** What an order waits for of one part. */
  async shortfall(orderId: string, partId: string): Promise<number> {
    const row = await this.db.one<{ shortfall: number }>(
      `SELECT shortfall FROM inventory_reservations WHERE repair_order_id = $1 AND part_id = $2`,
      [orderId, partId],
    );
    return row?.shortfall ?? 0;
  }

  /** What an order waits for of every part. */
  async totalShortfall(orderId: string): Promise<number> {
    const row = await this.db.one<{ still: number }>(
      `SELECT coalesce(sum(shortfall), 0)::int AS still FROM inventory_reservations WHERE repair_order_id = $1`,
      [orderId],
    );
    return row?.still ?? 0;
  }

  /** Gives back everything reserved for an order (released movements); answers what was released. */
  async releaseAll(orderId: string, by: MovementBy): Promise<{ partId: string; quantity: number }[]> {
    const rows = await this.db.query<{ part_id: string; reserved_delta: number }>(
      `INSERT INTO inventory_movements (${MOVEMENT_COLUMNS})
       SELECT r.part_id, 'released', 0, -r.quantity, r.repair_order_id, NULL, NULL, $2, $3
         FROM inventory_reservations r
        WHERE r.repair_order_id = $1 AND r.quantity > 0
        ORDER BY r.part_id
       RETURNING part_id, reserved_delta`,
      [orderId, by.actor, by.at],
    );
    return rows.map((r) => ({ partId: r.part_id, quantity: -r.reserved_delta }));
  }

  /** Forgets everything an order waits for. */
  async clearShortfalls(orderId: string): Promise<void> {
    await this.db.execute(
      `UPDATE inventory_reservations SET shortfall = 0 WHERE repair_order_id = $1 AND shortfall > 0`,
      [orderId],
    );
  }

  /**
   * Uses `quantity` of a part on an order, from its reservation first, at the part's unit cost;
   * undefined (nothing inserted) when not enough is there.
   */
  async consume(
    partId: string,
    orderId: string,
    quantity: number,
    by: MovementBy,
  ): Promise<{ unitCostCents: number; reservedChange: number } | undefined> {
    const row = await this.db.one<{ unit_cost_cents: number; reserved_delta: number }>(
      `INSERT INTO inventory_movements (${MOVEMENT_COLUMNS})
       SELECT i.id, 'consumed', -$2::int, -least(coalesce(r.quantity, 0), $2::int), $3, NULL, i.unit_price_cents, $4, $5
         FROM inventory i
         LEFT JOIN inventory_reservations r ON r.part_id = i.id AND r.repair_order_id = $3
        WHERE i.id = $1
          AND i.quantity - $2::int >= i.reserved - least(coalesce(r.quantity, 0), $2::int)
          FOR UPDATE OF i
       RETURNING unit_cost_cents, reserved_delta`,
      [partId, quantity, orderId, by.actor, by.at],
    );
    return row && { unitCostCents: row.unit_cost_cents, reservedChange: row.reserved_delta };
  }

  /** Records a delivery on hand. */
  async receive(partId: string, quantity: number, note: string | null, by: MovementBy): Promise<void> {
    await this.db.execute(
      `INSERT INTO inventory_movements (${MOVEMENT_COLUMNS}) VALUES ($1, 'received', $2, 0, NULL, $3, NULL, $4, $5)`,
      [partId, quantity, note, by.actor, by.at],
    );
  }

  /** Corrects the count on hand; false (nothing inserted) when it would go below what is reserved. */
  async adjust(partId: string, delta: number, reason: string, by: MovementBy): Promise<boolean> {
    const rows = await this.db.query<{ seq: string }>(
      `INSERT INTO inventory_movements (${MOVEMENT_COLUMNS})
       SELECT i.id, 'adjusted', $2::int, 0, NULL, $3, NULL, $4, $5
         FROM inventory i WHERE i.id = $1 AND i.quantity + $2::int >= i.reserved
          FOR UPDATE
       RETURNING seq`,
      [partId, delta, reason, by.actor, by.at],
    );
    return rows.length === 1;
  }

  /**
   * The orders in one of `states` waiting for a part, locked (by id: the lock order), with when
   * they began to wait.
   */
  waitingFor(partId: string, states: readonly RepairOrderStatus[]): Promise<WaitingOrderRow[]> {
    return this.db.query<WaitingOrderRow>(
      `SELECT o.id, o.reference, o.status, r.created_at, r.seq
         FROM inventory_reservations r JOIN repair_orders o ON o.id = r.repair_order_id
        WHERE r.part_id = $1 AND r.shortfall > 0 AND o.status = ANY($2::text[])
        ORDER BY o.id
          FOR UPDATE OF o`,
      [partId, states],
    );
  }

  /** Parts that may go on a quote (not retired), with their name and sell price. */
  async sellablePrices(partIds: string[]): Promise<{ id: string; name: string; sellPriceCents: number }[]> {
    const rows = await this.db.query<{ id: string; part_name: string; sell_price_cents: number }>(
      `SELECT id, part_name, sell_price_cents FROM inventory WHERE id = ANY($1::uuid[]) AND retired_at IS NULL`,
      [partIds],
    );
    return rows.map((r) => ({ id: r.id, name: r.part_name, sellPriceCents: r.sell_price_cents }));
  }

  /** A part's ledger, latest first (the last 200 movements). */
  /** One page of a part's ledger, the latest first, and how many movements it has in all. */
  async movements(partId: string, window: PageWindow): Promise<{ rows: MovementRecord[]; total: number }> {
    const count = await this.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM inventory_movements WHERE part_id = $1`,
      [partId],
    );
    const rows = await this.db.query<{
      kind: string;
      on_hand_delta: number;
      reserved_delta: number;
      repair_order_id: string | null;
      reference: string | null;
      reason: string | null;
      created_by: string | null;
      created_at: Date;
    }>(
      `SELECT m.kind, m.on_hand_delta, m.reserved_delta, m.repair_order_id, o.reference, m.reason, m.created_by, m.created_at
         FROM inventory_movements m LEFT JOIN repair_orders o ON o.id = m.repair_order_id
        WHERE m.part_id = $1 ORDER BY m.seq DESC LIMIT $2 OFFSET $3`,
      [partId, window.limit, window.offset],
    );
    const records = rows.map((r) => ({
      kind: r.kind,
      onHandChange: r.on_hand_delta,
      reservedChange: r.reserved_delta,
      orderId: r.repair_order_id,
      orderReference: r.reference,
      reason: r.reason,
      by: r.created_by,
      at: r.created_at,
    }));
    return { rows: records, total: count?.n ?? 0 };
  }

  /** The parts of an order (held, waited for or used), by name. */
  async ofOrder(orderId: string): Promise<OrderPartRecord[]> {
    const rows = await this.db.query<{
      id: string;
      part_name: string;
      unit_price_cents: number;
      reserved: number;
      short: number;
      used: number;
      cost: number;
    }>(
      `WITH used AS (
         SELECT part_id, sum(-on_hand_delta)::int AS used, sum(-on_hand_delta * unit_cost_cents)::int AS cost
           FROM inventory_movements WHERE repair_order_id = $1 AND kind = 'consumed' GROUP BY part_id)
       SELECT i.id, i.part_name, i.unit_price_cents, coalesce(r.quantity, 0) AS reserved,
              coalesce(r.shortfall, 0) AS short, coalesce(u.used, 0) AS used, coalesce(u.cost, 0) AS cost
         FROM inventory i
         LEFT JOIN inventory_reservations r ON r.part_id = i.id AND r.repair_order_id = $1
         LEFT JOIN used u ON u.part_id = i.id
        WHERE coalesce(r.quantity, 0) + coalesce(r.shortfall, 0) + coalesce(u.used, 0) > 0
        ORDER BY i.part_name`,
      [orderId],
    );
    return rows.map((r) => ({
      partId: r.id,
      name: r.part_name,
      reserved: r.reserved,
      short: r.short,
      used: r.used,
      usedCostCents: r.cost,
      unitCostCents: r.unit_price_cents,
    }));
  }

  /** The catalogue's device models (retired ones too), for the CSV import to name a part's model by. */
  deviceModelNames(): Promise<{ id: string; model_name: string }[]> {
    return this.db.query<{ id: string; model_name: string }>(`SELECT id, model_name FROM device_models`);
  }

  /** Every part, locked (a concurrent import or edit waits), for the CSV import to compare. */
  lockAllForImport(): Promise<ImportablePart[]> {
    return this.db.query<ImportablePart>(
      `SELECT id, part_name, device_model_id, part_type, supplier, unit_price_cents, reorder_level
         FROM inventory ORDER BY id FOR UPDATE`,
    );
  }

  /** A new part from the import: its sell price starts at its unit cost. */
  async insertImported(part: PartFields & { slug: string; displayOrder: number }): Promise<void> {
    await this.db.execute(
      `INSERT INTO inventory (part_name, slug, device_model_id, part_type, supplier, unit_price_cents, sell_price_cents, reorder_level, display_order)
       VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8)`,
      [
        part.name,
        part.slug,
        part.deviceModelId,
        part.partType,
        part.supplier,
        part.unitCost,
        part.reorderLevel,
        part.displayOrder,
      ],
    );
  }

  async updateImported(id: string, part: PartFields): Promise<void> {
    await this.db.execute(
      `UPDATE inventory SET part_name = $2, device_model_id = $3, part_type = $4, supplier = $5,
              unit_price_cents = $6, reorder_level = $7 WHERE id = $1`,
      [id, part.name, part.deviceModelId, part.partType, part.supplier, part.unitCost, part.reorderLevel],
    );
  }
}
