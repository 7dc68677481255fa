import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { StaffPrincipal } from '../auth/current-staff.decorator.js';
import { slugFromName } from '../catalogue/catalogue-admin.rules.js';
import { classifyDatabaseError } from '../common/errors/database-errors.js';
import { CsvFormatError } from '../pricing/pricing-csv.js';
import type { OrderMoneyDto } from '../workshop/dto/order-money.dto.js';
import type { AdjustStockDto } from './dto/adjust-stock.dto.js';
import type { AdminPartDto } from './dto/admin-part.dto.js';
import type { DeliveryResultDto } from './dto/delivery-result.dto.js';
import type { ImportPartsResultDto } from './dto/import-parts-result.dto.js';
import type { ImportPartsDto } from './dto/import-parts.dto.js';
import type { PartImportChangeDto } from './dto/part-import-change.dto.js';
import type { OrderPartsDto } from './dto/order-parts.dto.js';
import type { PartMovementListDto } from './dto/part-movement-list.dto.js';
import type { RecordDeliveryDto } from './dto/record-delivery.dto.js';
import type { ReservePartDto } from './dto/reserve-part.dto.js';
import type { UsePartDto } from './dto/use-part.dto.js';
import { Part } from './entities/part.entity.js';
import { InventoryLedger, PART_NOT_FOUND_MESSAGE } from './inventory-ledger.js';
import { partItem } from './parts.resource.js';
import { readPartsCsv, type CsvPart } from './parts-csv.js';

const ORDER_NOT_FOUND_MESSAGE = 'Repair order not found';

/** Stock through the ledger over HTTP: deliveries, adjustments, a part's movements, an order's parts. */
@Injectable()
export class InventoryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: InventoryLedger,
  ) {}

  async recordDelivery(
    partId: string,
    body: RecordDeliveryDto,
    staff: StaffPrincipal,
  ): Promise<DeliveryResultDto> {
    const waitingOrders = await this.dataSource.transaction((m) =>
      this.ledger.receive(m, partId, body.quantity, staff.username, body.note || null),
    );
    return {
      part: await this.part(partId),
      waitingOrders: waitingOrders.map(({ orderId, reference, reservedNow, stillShort, canResume }) => ({
        orderId,
        reference,
        reservedNow,
        stillShort,
        canResume,
      })),
    };
  }

  async adjust(partId: string, body: AdjustStockDto, staff: StaffPrincipal): Promise<AdminPartDto> {
    await this.dataSource.transaction((m) =>
      this.ledger.adjust(m, partId, body.change, body.reason, staff.username),
    );
    return this.part(partId);
  }

  async movements(partId: string): Promise<PartMovementListDto> {
    await this.part(partId);
    const rows = (await this.dataSource.query(
      `SELECT m.kind, m.on_hand_delta, m.reserved_delta, o.reference, m.reason, m.created_by, m.created_at
         FROM inventory_movements m LEFT JOIN repair_orders o ON o.id = m.repair_order_id
        WHERE m.part_id = $1 ORDER BY m.seq DESC LIMIT 200`,
      [partId],
    )) as {
      kind: string;
      on_hand_delta: number;
      reserved_delta: number;
      reference: string | null;
      reason: string | null;
      created_by: string | null;
      created_at: Date;
    }[];
    return {
      items: rows.map((r) => ({
        kind: r.kind,
        onHandChange: r.on_hand_delta,
        reservedChange: r.reserved_delta,
        orderReference: r.reference,
        reason: r.reason,
        by: r.created_by,
        at: r.created_at.toISOString(),
      })),
    };
  }

  async orderParts(orderId: string): Promise<OrderPartsDto> {
    const [money] = (await this.dataSource.query(
      `SELECT labor_cost_cents AS "laborCostCents", parts_cost_cents AS "partsCostCents",
              discount_cents AS "discountCents", total_cost_cents AS "totalCostCents",
              parts_spend_cents AS "partsSpendCents", total_cost_cents - parts_spend_cents AS "marginCents"
         FROM repair_orders WHERE id = $1`,
      [orderId],
    )) as OrderMoneyDto[];
    if (!money) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
    const rows = (await this.dataSource.query(
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
    )) as {
      id: string;
      part_name: string;
      unit_price_cents: number;
      reserved: number;
      short: number;
      used: number;
      cost: number;
    }[];
    return {
      items: rows.map((r) => ({
        partId: r.id,
        name: r.part_name,
        reserved: r.reserved,
        short: r.short,
        used: r.used,
        usedCostCents: r.cost,
        unitCostCents: r.unit_price_cents,
      })),
      ...money,
    };
  }

  /** Holds what is in stock for the order; the rest it waits for (the next delivery fills it). */
  async reserve(orderId: string, body: ReservePartDto, staff: StaffPrincipal): Promise<OrderPartsDto> {
    await this.dataSource.transaction((m) =>
      this.ledger.reserveForOrder(m, orderId, [{ partId: body.partId, quantity: body.quantity }], {
        shortfall: 'wait',
        actor: staff.username,
      }),
    );
    return this.orderParts(orderId);
  }

  async use(
    orderId: string,
    partId: string,
    body: UsePartDto,
    staff: StaffPrincipal,
  ): Promise<OrderPartsDto> {
    await this.dataSource.transaction((m) =>
      this.ledger.consume(m, orderId, partId, body.quantity, staff.username),
    );
    return this.orderParts(orderId);
  }

  /**
   * Imports parts from CSV (like the prices): a dry run answers what would change; the import adds
   * and updates in one transaction. Parts are matched by name; stock is never imported (deliveries
   * and adjustments bring it).
   */
  async importCsv(body: ImportPartsDto): Promise<ImportPartsResultDto> {
    let rows: CsvPart[];
    try {
      rows = readPartsCsv(body.csv);
    } catch (error) {
      if (!(error instanceof CsvFormatError)) throw error;
      throw new BadRequestException({
        message: error.message,
        errors: [{ field: 'csv', message: error.message }],
      });
    }
    const run = async (m: EntityManager): Promise<ImportPartsResultDto> => {
      // Locked: a concurrent import or edit waits, then this one compares with what it wrote.
      const existing = (await m.query(
        `SELECT id, part_name, device_model, part_type, supplier, unit_price_cents, reorder_level
           FROM inventory ORDER BY id FOR UPDATE`,
      )) as {
        id: string;
        part_name: string;
        device_model: string | null;
        part_type: string | null;
        supplier: string | null;
        unit_price_cents: number;
        reorder_level: number;
      }[];
      const byName = new Map(existing.map((p) => [p.part_name.toLowerCase(), p]));
      const changes: PartImportChangeDto[] = [];
      let unchanged = 0;
      let [{ next }] = (await m.query(
        `SELECT coalesce(max(display_order), 0) + 1 AS next FROM inventory`,
      )) as {
        next: number;
      }[];
      for (const row of rows) {
        const current = byName.get(row.name.toLowerCase());
        if (!current) {
          changes.push({ line: row.line, name: row.name, action: 'add', fields: [] });
          if (!body.dryRun)
            await m.query(
              `INSERT INTO inventory (part_name, slug, device_model, part_type, supplier, unit_price_cents, sell_price_cents, reorder_level, display_order)
               VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8)`,
              [
                row.name,
                slugFromName(row.name) || `part-${row.line}`,
                row.deviceModel ?? null,
                row.partType ?? null,
                row.supplier ?? null,
                row.unitPriceCents,
                row.reorderLevel ?? 0,
                Number(next++),
              ],
            );
          continue;
        }
        const wanted = {
          name: row.name,
          deviceModel: row.deviceModel === undefined ? current.device_model : row.deviceModel,
          partType: row.partType === undefined ? current.part_type : row.partType,
          supplier: row.supplier === undefined ? current.supplier : row.supplier,
          unitCost: row.unitPriceCents,
          reorderLevel: row.reorderLevel ?? current.reorder_level,
        };
        const was = {
          name: current.part_name,
          deviceModel: current.device_model,
          partType: current.part_type,
          supplier: current.supplier,
          unitCost: current.unit_price_cents,
          reorderLevel: current.reorder_level,
        };
        const fields = (Object.keys(wanted) as (keyof typeof wanted)[]).filter((k) => wanted[k] !== was[k]);
        if (fields.length === 0) {
          unchanged++;
          continue;
        }
        changes.push({ line: row.line, name: row.name, action: 'update', fields });
        if (!body.dryRun)
          await m.query(
            `UPDATE inventory SET part_name = $2, device_model = $3, part_type = $4, supplier = $5,
                    unit_price_cents = $6, reorder_level = $7 WHERE id = $1`,
            [
              current.id,
              wanted.name,
              wanted.deviceModel,
              wanted.partType,
              wanted.supplier,
              wanted.unitCost,
              wanted.reorderLevel,
            ],
          );
      }
      return { dryRun: body.dryRun, changes, unchanged };
    };
    try {
      return await this.dataSource.transaction(run);
    } catch (error) {
      const failure = classifyDatabaseError(error);
      if (failure.kind === 'conflict' && failure.constraint === 'uq_inventory_slug')
        throw new ConflictException({
          message:
            'A new part would get the id of another part: rename it, or add it on the Parts screen with its own id',
        });
      throw error;
    }
  }

  private async part(partId: string): Promise<AdminPartDto> {
    const part = await this.dataSource.getRepository(Part).findOne({ where: { id: partId } });
    if (!part) throw new NotFoundException({ message: PART_NOT_FOUND_MESSAGE });
    return partItem(part);
  }
}
