import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import type { StaffPrincipal } from '../auth/current-staff.decorator.js';
import { CatalogueRepository } from '../catalogue/catalogue.repository.js';
import { Clock } from '../common/clock/clock.js';
import { Db } from '../common/database/db.js';
import type { FieldErrorDto } from '../common/errors/error-body.js';
import { pageRequest, pageWindow } from '../common/paging/paging.js';
import type { AdminPricingDto } from './dto/admin-pricing.dto.js';
import type { ImportPricingDto } from './dto/import-pricing.dto.js';
import type { ImportPricingResultDto } from './dto/import-pricing-result.dto.js';
import type { PriceChangeDto } from './dto/price-change.dto.js';
import type { PriceConflictDto } from './dto/price-conflict.dto.js';
import type { PriceHistoryPageDto } from './dto/price-history-page.dto.js';
import type { PriceHistoryQueryDto } from './dto/price-history-query.dto.js';
import type { SavePricingDto } from './dto/save-pricing.dto.js';
import type { SavePricingResultDto } from './dto/save-pricing-result.dto.js';
import type { PriceChangeSource } from './pricing.constants.js';
import { centsToDollars, formatDollars, readDollars } from '../common/money/money.js';
import { MAX_PRICE_DOLLARS } from './pricing.constants.js';
import { CsvFormatError, csvLine } from '../common/csv/csv.js';
import { CSV_COLUMNS, readPriceCsv } from './pricing-csv.js';
import { HISTORY_DEFAULT_PAGE_SIZE } from './pricing.constants.js';
import { PublicPricingService } from './public-pricing.service.js';
import { RetailPricesRepository } from './retail-prices.repository.js';

/** A cell to write, validated: ids known, price in cents. */
interface CellWrite {
  deviceModelId: string;
  serviceTypeId: string;
  cents: number;
}

interface CurrentCell {
  cents: number;
  version: number;
}

/** The catalogue as cells are named: display names by id, ids by slug (retired rows too). */
interface Names {
  devices: Map<string, string>;
  services: Map<string, string>;
  deviceIds: Map<string, string>;
  serviceIds: Map<string, string>;
}

const cellKey = (deviceModelId: string, serviceTypeId: string): string => `${deviceModelId}|${serviceTypeId}`;

/**
 * The retail price matrix for staff: read, save (one transaction, optimistic concurrency on the
 * matrix version, a history row per changed cell), history, CSV export and import.
 */
@Injectable()
export class PricingService {
  constructor(
    private readonly db: Db,
    private readonly cells: RetailPricesRepository,
    private readonly catalogue: CatalogueRepository,
    private readonly clock: Clock,
    private readonly publicPricing: PublicPricingService,
  ) {}

  async getMatrix(): Promise<AdminPricingDto> {
    const [models, services, matrix] = await Promise.all([
      this.catalogue.publicModels(),
      this.catalogue.publicServices(),
      this.cells.matrix(),
    ]);
    return {
      version: matrix.version,
      models: models.map((m) => ({
        id: m.id,
        slug: m.slug,
        brand: m.brand,
        model: m.modelName,
        category: m.category,
      })),
      services: services.map((s) => ({
        id: s.id,
        slug: s.slug,
        name: s.name,
        category: s.slug === 'diagnostic' ? 'diagnostic' : 'repair',
      })),
      prices: matrix.cells.map((c) => ({
        deviceModelId: c.deviceModelId,
        serviceTypeId: c.serviceTypeId,
        price: centsToDollars(c.priceCents),
      })),
    };
  }

  /**
   * Saves cells. With a version (in the body or as If-Match) a changed cell newer than it is a
   * conflict (409); without one the last write wins, cell by cell. Every change is in the history.
   */
  async save(
    staff: StaffPrincipal,
    dto: SavePricingDto,
    ifMatch: string | undefined,
  ): Promise<SavePricingResultDto> {
    const baseVersion = baseVersionOf(dto.version, ifMatch);
    const result = await this.db.transaction(async () => {
      const names = await this.loadNames();
      const writes = this.validateCells(names, dto.prices);
      const applied = await this.apply(names, staff, baseVersion, writes, 'editor');
      return { saved: writes.length, changed: applied.changes.length, version: applied.version };
    });
    if (result.changed > 0) this.publicPricing.invalidate();
    return result;
  }

  async importCsv(staff: StaffPrincipal, dto: ImportPricingDto): Promise<ImportPricingResultDto> {
    const run = async (): Promise<ImportPricingResultDto> => {
      const names = await this.loadNames();
      const writes = this.readImport(names, dto.csv);
      if (dto.dryRun) {
        const { version, current } = await this.readCurrent(writes, false);
        const changes = writes.filter((w) =>
          isChange(current.get(cellKey(w.deviceModelId, w.serviceTypeId)), w.cents),
        );
        return {
          dryRun: true,
          version,
          changes: changes.map((w) => toChange(names, w, current)),
          unchanged: writes.length - changes.length,
        };
      }
      const applied = await this.apply(names, staff, dto.version, writes, 'import');
      return {
        dryRun: false,
        version: applied.version,
        changes: applied.changes,
        unchanged: writes.length - applied.changes.length,
      };
    };
    const result = dto.dryRun ? await run() : await this.db.transaction(run);
    if (!result.dryRun && result.changes.length > 0) this.publicPricing.invalidate();
    return result;
  }

  async history(query: PriceHistoryQueryDto): Promise<PriceHistoryPageDto> {
    const request = pageRequest(query, HISTORY_DEFAULT_PAGE_SIZE);
    const { total, rows } = await this.cells.history(
      { deviceModelId: query.deviceModelId, serviceTypeId: query.serviceTypeId },
      pageWindow(request),
    );
    return {
      items: rows.map((r) => ({
        id: r.id,
        deviceModelId: r.deviceModelId,
        serviceTypeId: r.serviceTypeId,
        device: r.device,
        service: r.service,
        oldPrice: r.oldPriceCents === null ? null : centsToDollars(r.oldPriceCents),
        newPrice: centsToDollars(r.newPriceCents),
        changedBy: r.changedBy,
        changedAt: r.changedAt.toISOString(),
        source: r.source,
      })),
      total,
      ...request,
    };
  }

  /**
   * The matrix the editor shows: every device model and service type on the public site, one row
   * per pair, with its price (empty: no price, not available). Retired models and retired services
   * are left out alike; an import may still name them.
   */
  async exportCsv(): Promise<string> {
    let csv = csvLine([...CSV_COLUMNS]);
    for (const r of await this.cells.exportRows()) {
      csv += csvLine([
        r.deviceSlug,
        r.serviceSlug,
        r.brand,
        r.model,
        r.service,
        r.priceCents === null ? '' : formatDollars(r.priceCents),
      ]);
    }
    return csv;
  }

  private async loadNames(): Promise<Names> {
    const [models, services] = await Promise.all([this.catalogue.modelKeys(), this.catalogue.serviceKeys()]);
    return {
      devices: new Map(models.map((m) => [m.id, m.name])),
      services: new Map(services.map((s) => [s.id, s.name])),
      deviceIds: new Map(models.map((m) => [m.slug, m.id])),
      serviceIds: new Map(services.map((s) => [s.slug, s.id])),
    };
  }

  /** Checks every cell of a save; a 400 names the first bad cell and lists all of them. */
  private validateCells(names: Names, prices: SavePricingDto['prices']): CellWrite[] {
    const errors: FieldErrorDto[] = [];
    const messages: string[] = [];
    const seen = new Set<string>();
    const writes: CellWrite[] = [];
    prices.forEach((p, index) => {
      const fail = (field: string, reason: string): void => {
        const message = `${cellName(names, p.deviceModelId, p.serviceTypeId)}: ${reason}`;
        errors.push({ field: `prices[${index}].${field}`, message });
        messages.push(message);
      };
      if (!names.devices.has(p.deviceModelId)) return fail('deviceModelId', 'unknown device model');
      if (!names.services.has(p.serviceTypeId)) return fail('serviceTypeId', 'unknown service type');
      const key = cellKey(p.deviceModelId, p.serviceTypeId);
      if (seen.has(key)) return fail('price', 'the cell appears more than once');
      seen.add(key);
      const money = readDollars(p.price, MAX_PRICE_DOLLARS);
      if ('error' in money) return fail('price', money.error);
      writes.push({ deviceModelId: p.deviceModelId, serviceTypeId: p.serviceTypeId, cents: money.cents });
    });
    if (errors.length > 0) {
      const more = messages.length > 1 ? ` (and ${messages.length - 1} more)` : '';
      throw new BadRequestException({ message: `Invalid price for ${messages[0]}${more}`, errors });
    }
    return writes;
  }

  /** Reads and checks the rows of a CSV import; a 400 names the first bad line. */
  private readImport(names: Names, csv: string): CellWrite[] {
    let rows;
    try {
      rows = readPriceCsv(csv);
    } catch (error) {
      if (error instanceof CsvFormatError)
        throw new BadRequestException({
          message: error.message,
          errors: [{ field: 'csv', message: error.message }],
        });
      throw error;
    }
    const errors: FieldErrorDto[] = [];
    const seen = new Set<string>();
    const writes: CellWrite[] = [];
    for (const row of rows) {
      const fail = (reason: string): void => {
        errors.push({ field: `line ${row.line}`, message: `Line ${row.line}: ${reason}` });
      };
      const deviceModelId = names.deviceIds.get(row.deviceSlug);
      const serviceTypeId = names.serviceIds.get(row.serviceSlug);
      if (!deviceModelId) {
        fail(`unknown device '${row.deviceSlug}'`);
        continue;
      }
      if (!serviceTypeId) {
        fail(`unknown service '${row.serviceSlug}'`);
        continue;
      }
      const label = cellName(names, deviceModelId, serviceTypeId);
      const key = cellKey(deviceModelId, serviceTypeId);
      if (seen.has(key)) {
        fail(`${label} appears more than once`);
        continue;
      }
      seen.add(key);
      const value = row.price === '' ? 0 : /^\d+(\.\d+)?$/.test(row.price) ? Number(row.price) : NaN;
      const money = readDollars(value, MAX_PRICE_DOLLARS);
      if ('error' in money) {
        fail(`${label}: ${money.error} (got '${row.price}')`);
        continue;
      }
      writes.push({ deviceModelId, serviceTypeId, cents: money.cents });
    }
    if (errors.length > 0) {
      const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
      throw new BadRequestException({ message: `${errors[0].message}${more}`, errors });
    }
    return writes;
  }

  /** The matrix version and the current cells a write touches (locking the matrix for a write). */
  private async readCurrent(
    writes: CellWrite[],
    lock: boolean,
  ): Promise<{ version: number; current: Map<string, CurrentCell> }> {
    const version = await this.cells.version(lock);
    const stored = await this.cells.stored(writes);
    const current = new Map(
      stored.map((c) => [
        cellKey(c.deviceModelId, c.serviceTypeId),
        { cents: c.priceCents, version: c.version },
      ]),
    );
    return { version, current };
  }

  /**
   * Writes the cells that change, inside the transaction under way: saves run one at a time (the
   * matrix row is locked), a changed cell whose version is newer than `baseVersion` is a conflict
   * (409 with the current values, nothing written), every change gets a history row.
   */
  private async apply(
    names: Names,
    staff: StaffPrincipal,
    baseVersion: number | undefined,
    writes: CellWrite[],
    source: PriceChangeSource,
  ): Promise<{ version: number; changes: PriceChangeDto[] }> {
    const { version, current } = await this.readCurrent(writes, true);
    if (baseVersion !== undefined && baseVersion > version) {
      throw new BadRequestException({
        message: `Unknown matrix version ${baseVersion} (the current one is ${version})`,
        errors: [{ field: 'version', message: 'unknown matrix version' }],
      });
    }
    const changes = writes.filter((w) =>
      isChange(current.get(cellKey(w.deviceModelId, w.serviceTypeId)), w.cents),
    );
    if (baseVersion !== undefined) {
      const stale = changes.filter(
        (w) => (current.get(cellKey(w.deviceModelId, w.serviceTypeId))?.version ?? 0) > baseVersion,
      );
      if (stale.length > 0) throw await this.conflict(names, version, stale, current);
    }
    if (changes.length === 0) return { version, changes: [] };

    const next = version + 1;
    await this.cells.write(
      changes.map((w) => ({
        deviceModelId: w.deviceModelId,
        serviceTypeId: w.serviceTypeId,
        priceCents: w.cents,
        oldPriceCents: current.get(cellKey(w.deviceModelId, w.serviceTypeId))?.cents ?? null,
      })),
      next,
      { byId: staff.id, byUsername: staff.username, at: this.clock.now(), source },
    );
    return { version: next, changes: changes.map((w) => toChange(names, w, current)) };
  }

  private async conflict(
    names: Names,
    version: number,
    stale: CellWrite[],
    current: Map<string, CurrentCell>,
  ): Promise<ConflictException> {
    const last = await this.cells.lastChanges(stale);
    const who = new Map(last.map((r) => [cellKey(r.deviceModelId, r.serviceTypeId), r]));
    const conflicts: PriceConflictDto[] = stale.map((w) => {
      const key = cellKey(w.deviceModelId, w.serviceTypeId);
      const cell = current.get(key);
      const change = who.get(key);
      return {
        deviceModelId: w.deviceModelId,
        serviceTypeId: w.serviceTypeId,
        device: names.devices.get(w.deviceModelId) ?? w.deviceModelId,
        service: names.services.get(w.serviceTypeId) ?? w.serviceTypeId,
        currentPrice: cell ? centsToDollars(cell.cents) : null,
        yourPrice: centsToDollars(w.cents),
        changedBy: change?.changedBy ?? null,
        changedAt: change ? change.changedAt.toISOString() : null,
      };
    });
    const list = conflicts
      .slice(0, 3)
      .map((c) => `${c.device} / ${c.service}`)
      .join(', ');
    const more = conflicts.length > 3 ? ` and ${conflicts.length - 3} more` : '';
    return new ConflictException({
      message: `Prices were changed by someone else since you loaded them: ${list}${more}`,
      details: { version, conflicts },
    });
  }
}

/**
 * The matrix version a save is based on: the body's `version`, or If-Match naming it as an entity
 * tag ("12"). Neither (or If-Match: *): none, the last write wins.
 */
export function baseVersionOf(
  bodyVersion: number | undefined,
  ifMatch: string | undefined,
): number | undefined {
  if (ifMatch === undefined || ifMatch.trim() === '*') return bodyVersion;
  const tag = /^\s*(?:"(\d{1,15})"|(\d{1,15}))\s*$/.exec(ifMatch);
  const invalid = (message: string) =>
    new BadRequestException({ message, errors: [{ field: 'If-Match', message }] });
  if (!tag) throw invalid('If-Match must be the matrix version as an entity tag, for example "12"');
  const version = Number(tag[1] ?? tag[2]);
  if (bodyVersion !== undefined && bodyVersion !== version)
    throw invalid(`If-Match names version ${version} but the body says ${bodyVersion}`);
  return version;
}

/** Whether writing `cents` changes a cell; no price and 0 both mean not available. */
function isChange(cell: CurrentCell | undefined, cents: number): boolean {
  return (cell?.cents ?? 0) !== cents;
}

function cellName(names: Names, deviceModelId: string, serviceTypeId: string): string {
  return `${names.devices.get(deviceModelId) ?? `device ${deviceModelId}`} / ${names.services.get(serviceTypeId) ?? `service ${serviceTypeId}`}`;
}

function toChange(names: Names, w: CellWrite, current: Map<string, CurrentCell>): PriceChangeDto {
  const old = current.get(cellKey(w.deviceModelId, w.serviceTypeId));
  return {
    deviceModelId: w.deviceModelId,
    serviceTypeId: w.serviceTypeId,
    device: names.devices.get(w.deviceModelId) ?? w.deviceModelId,
    service: names.services.get(w.serviceTypeId) ?? w.serviceTypeId,
    oldPrice: old ? centsToDollars(old.cents) : null,
    newPrice: centsToDollars(w.cents),
  };
}
