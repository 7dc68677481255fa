import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { StaffPrincipal } from '../auth/current-staff.decorator.js';
import { slugFromName } from '../catalogue/catalogue-admin.rules.js';
import { CatalogueRepository } from '../catalogue/catalogue.repository.js';
import { Db } from '../common/database/db.js';
import { classifyDatabaseError } from '../common/errors/database-errors.js';
import { CsvFormatError } from '../common/csv/csv.js';
import { pageRequest, pageWindow } from '../common/paging/paging.js';
import type { AdjustStockDto } from './dto/adjust-stock.dto.js';
import type { AdminPartDto } from './dto/admin-part.dto.js';
import type { DeliveryResultDto } from './dto/delivery-result.dto.js';
import type { ImportPartsResultDto } from './dto/import-parts-result.dto.js';
import type { ImportPartsDto } from './dto/import-parts.dto.js';
import type { PartImportChangeDto } from './dto/part-import-change.dto.js';
import type { PartMovementListDto } from './dto/part-movement-list.dto.js';
import { MOVEMENTS_PAGE_SIZE, type PartMovementQueryDto } from './dto/part-movement-query.dto.js';
import type { RecordDeliveryDto } from './dto/record-delivery.dto.js';
import { InventoryLedger, PART_NOT_FOUND_MESSAGE } from './inventory-ledger.js';
import { InventoryRepository } from './inventory.repository.js';
import { partItem } from './parts.resource.js';
import { readPartsCsv, type CsvPart } from './parts-csv.js';

/** Stock through the ledger over HTTP: deliveries, adjustments, a part's movements, the CSV import. */
@Injectable()
export class InventoryService {
  constructor(
    private readonly db: Db,
    private readonly inventory: InventoryRepository,
    private readonly catalogue: CatalogueRepository,
    private readonly ledger: InventoryLedger,
  ) {}

  async recordDelivery(
    partId: string,
    body: RecordDeliveryDto,
    staff: StaffPrincipal,
  ): Promise<DeliveryResultDto> {
    const waitingOrders = await this.ledger.receive(partId, body.quantity, staff.username, body.note || null);
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
    await this.ledger.adjust(partId, body.change, body.reason, staff.username);
    return this.part(partId);
  }

  /** One part as staff see it (404 without it). */
  get(partId: string): Promise<AdminPartDto> {
    return this.part(partId);
  }

  /** One page of a part's ledger, the latest first (404 without the part). */
  async movements(partId: string, query: PartMovementQueryDto): Promise<PartMovementListDto> {
    await this.part(partId);
    const page = pageRequest(query, MOVEMENTS_PAGE_SIZE);
    const { rows, total } = await this.inventory.movements(partId, pageWindow(page));
    return { items: rows.map((m) => ({ ...m, at: m.at.toISOString() })), total, ...page };
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
    // A part names its device model as the catalogue does (case and spaces aside); an unknown name
    // is refused like any bad line, in the preview already.
    const modelKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
    const models = new Map(
      (await this.inventory.deviceModelNames()).map((m) => [modelKey(m.model_name), m.id]),
    );
    const modelIds = new Map<number, string | null>();
    for (const row of rows) {
      if (row.deviceModel === undefined) continue;
      const id = row.deviceModel === null ? null : models.get(modelKey(row.deviceModel));
      if (id === undefined) {
        const message = `Line ${row.line}: no device model of the catalogue is named ${row.deviceModel} (leave it empty for a part that fits any device)`;
        throw new BadRequestException({ message, errors: [{ field: 'csv', message }] });
      }
      modelIds.set(row.line, id);
    }
    const run = async (): Promise<ImportPartsResultDto> => {
      // Locked: a concurrent import or edit waits, then this one compares with what it wrote.
      const existing = await this.inventory.lockAllForImport();
      const byName = new Map(existing.map((p) => [p.part_name.toLowerCase(), p]));
      const changes: PartImportChangeDto[] = [];
      let unchanged = 0;
      let next = await this.catalogue.nextDisplayOrder('inventory');
      for (const row of rows) {
        const current = byName.get(row.name.toLowerCase());
        if (!current) {
          changes.push({ line: row.line, name: row.name, action: 'add', fields: [] });
          if (!body.dryRun)
            await this.inventory.insertImported({
              name: row.name,
              slug: slugFromName(row.name) || `part-${row.line}`,
              deviceModelId: modelIds.get(row.line) ?? null,
              partType: row.partType ?? null,
              supplier: row.supplier ?? null,
              unitCost: row.unitPriceCents,
              reorderLevel: row.reorderLevel ?? 0,
              displayOrder: next++,
            });
          continue;
        }
        const wanted = {
          name: row.name,
          deviceModelId: modelIds.has(row.line) ? (modelIds.get(row.line) ?? null) : current.device_model_id,
          partType: row.partType === undefined ? current.part_type : row.partType,
          supplier: row.supplier === undefined ? current.supplier : row.supplier,
          unitCost: row.unitPriceCents,
          reorderLevel: row.reorderLevel ?? current.reorder_level,
        };
        const was = {
          name: current.part_name,
          deviceModelId: current.device_model_id,
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
        if (!body.dryRun) await this.inventory.updateImported(current.id, wanted);
      }
      return { dryRun: body.dryRun, changes, unchanged };
    };
    try {
      return await this.db.transaction(run);
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
    const part = await this.inventory.findPart(partId);
    if (!part) throw new NotFoundException({ message: PART_NOT_FOUND_MESSAGE });
    return partItem(part);
  }
}
