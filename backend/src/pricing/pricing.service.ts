import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Clock } from '../common/clock/clock.js';
import type { FieldErrorDto } from '../common/errors/error-body.js';
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
import { CSV_COLUMNS, CsvFormatError, csvLine, readPriceCsv } from './pricing-csv.js';
import { HISTORY_DEFAULT_PAGE_SIZE } from './pricing.constants.js';
import { PublicPricingService } from './public-pricing.service.js';

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

interface Names {
  devices: Map<string, string>;
  services: Map<string, string>;
}

const cellKey = (deviceModelId: string, serviceTypeId: string): string => `${deviceModelId}|${serviceTypeId}`;

/**
 * The retail price matrix for staff: read, save (one transaction, optimistic concurrency on the
 * matrix version, a history row per changed cell), history, CSV export and import.
 */
@Injectable()
export class PricingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly publicPricing: PublicPricingService,
  ) {}

  async getMatrix(): Promise<AdminPricingDto> {
    const [models, services, cells] = await Promise.all([
      this.dataSource.query(
        `SELECT id, slug, brand, model_name, category FROM device_models WHERE retired_at IS NULL ORDER BY display_order, model_name`,
      ),
      this.dataSource.query(
        `SELECT id, slug, name FROM service_types WHERE retired_at IS NULL ORDER BY display_order, name`,
      ),
      // One statement, one snapshot: the version always matches the prices it comes with.
      this.dataSource.query(
        `SELECT m.version AS matrix_version, p.device_model_id, p.service_type_id, p.price_cents
         FROM retail_price_matrix m LEFT JOIN retail_prices p ON true
         WHERE m.id = 1`,
      ),
    ]);
    return {
      version: cells[0]?.matrix_version ?? 0,
      models: models.map(
        (m: { id: string; slug: string; brand: string; model_name: string; category: string }) => ({
          id: m.id,
          slug: m.slug,
          brand: m.brand,
          model: m.model_name,
          category: m.category,
        }),
      ),
      services: services.map((s: { id: string; slug: string; name: string }) => ({
        id: s.id,
        slug: s.slug,
        name: s.name,
        category: s.slug === 'diagnostic' ? 'diagnostic' : 'repair',
      })),
      prices: cells
        .filter((c: { device_model_id: string | null }) => c.device_model_id !== null)
        .map((c: { device_model_id: string; service_type_id: string; price_cents: number }) => ({
          deviceModelId: c.device_model_id,
          serviceTypeId: c.service_type_id,
          price: centsToDollars(c.price_cents),
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
    const result = await this.dataSource.transaction(async (db) => {
      const names = await this.loadNames(db);
      const writes = this.validateCells(names, dto.prices);
      const applied = await this.apply(db, names, staff, baseVersion, writes, 'editor');
      return { saved: writes.length, changed: applied.changes.length, version: applied.version };
    });
    if (result.changed > 0) this.publicPricing.invalidate();
    return result;
  }

  async importCsv(staff: StaffPrincipal, dto: ImportPricingDto): Promise<ImportPricingResultDto> {
    const run = async (db: EntityManager): Promise<ImportPricingResultDto> => {
      const names = await this.loadNames(db);
      const writes = await this.readImport(db, names, dto.csv);
      if (dto.dryRun) {
        const { version, current } = await this.readCurrent(db, writes, false);
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
      const applied = await this.apply(db, names, staff, dto.version, writes, 'import');
      return {
        dryRun: false,
        version: applied.version,
        changes: applied.changes,
        unchanged: writes.length - applied.changes.length,
      };
    };
    const result = dto.dryRun ? await run(this.dataSource.manager) : await this.dataSource.transaction(run);
    if (!result.dryRun && result.changes.length > 0) this.publicPricing.invalidate();
    return result;
  }

  async history(query: PriceHistoryQueryDto): Promise<PriceHistoryPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? HISTORY_DEFAULT_PAGE_SIZE;
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.deviceModelId) {
      params.push(query.deviceModelId);
      where.push(`h.device_model_id = $${params.length}`);
    }
    if (query.serviceTypeId) {
      params.push(query.serviceTypeId);
      where.push(`h.service_type_id = $${params.length}`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM retail_price_history h ${filter}`,
      params,
    );
    const rows: {
      id: string;
      device_model_id: string;
      service_type_id: string;
      device: string;
      service: string;
      old_price_cents: number | null;
      new_price_cents: number;
      changed_by_username: string;
      changed_at: Date;
      source: string;
    }[] = await this.dataSource.query(
      `SELECT h.id::text AS id, h.device_model_id, h.service_type_id, d.model_name AS device, s.name AS service,
              h.old_price_cents, h.new_price_cents, h.changed_by_username, h.changed_at, h.source
       FROM retail_price_history h
       JOIN device_models d ON d.id = h.device_model_id
       JOIN service_types s ON s.id = h.service_type_id
       ${filter}
       ORDER BY h.id DESC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, (page - 1) * pageSize],
    );
    return {
      items: rows.map((r) => ({
        id: r.id,
        deviceModelId: r.device_model_id,
        serviceTypeId: r.service_type_id,
        device: r.device,
        service: r.service,
        oldPrice: r.old_price_cents === null ? null : centsToDollars(r.old_price_cents),
        newPrice: centsToDollars(r.new_price_cents),
        changedBy: r.changed_by_username,
        changedAt: new Date(r.changed_at).toISOString(),
        source: r.source,
      })),
      total,
      page,
      pageSize,
    };
  }

  /**
   * The matrix the editor shows: every device model and service type on the public site, one row
   * per pair, with its price (empty: no price, not available). Retired models and retired services
   * are left out alike; an import may still name them.
   */
  async exportCsv(): Promise<string> {
    const rows: {
      device: string;
      service: string;
      brand: string;
      model: string;
      service_name: string;
      price_cents: number | null;
    }[] = await this.dataSource.query(
      `SELECT d.slug AS device, s.slug AS service, d.brand, d.model_name AS model, s.name AS service_name, p.price_cents
         FROM device_models d CROSS JOIN service_types s
         LEFT JOIN retail_prices p ON p.device_model_id = d.id AND p.service_type_id = s.id
         WHERE d.retired_at IS NULL AND s.retired_at IS NULL
         ORDER BY d.display_order, d.model_name, s.display_order, s.name`,
    );
    let csv = csvLine([...CSV_COLUMNS]);
    for (const r of rows) {
      csv += csvLine([
        r.device,
        r.service,
        r.brand,
        r.model,
        r.service_name,
        r.price_cents === null ? '' : formatDollars(r.price_cents),
      ]);
    }
    return csv;
  }

  private async loadNames(db: EntityManager): Promise<Names> {
    const [models, services] = await Promise.all([
      db.query(`SELECT id, model_name FROM device_models`),
      db.query(`SELECT id, name FROM service_types`),
    ]);
    return {
      devices: new Map(models.map((m: { id: string; model_name: string }) => [m.id, m.model_name])),
      services: new Map(services.map((s: { id: string; name: string }) => [s.id, s.name])),
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
  private async readImport(db: EntityManager, names: Names, csv: string): Promise<CellWrite[]> {
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
    const [models, services] = await Promise.all([
      db.query(`SELECT id, slug FROM device_models`),
      db.query(`SELECT id, slug FROM service_types`),
    ]);
    const deviceIds = new Map<string, string>(
      models.map((m: { id: string; slug: string }) => [m.slug, m.id]),
    );
    const serviceIds = new Map<string, string>(
      services.map((s: { id: string; slug: string }) => [s.slug, s.id]),
    );
    const errors: FieldErrorDto[] = [];
    const seen = new Set<string>();
    const writes: CellWrite[] = [];
    for (const row of rows) {
      const fail = (reason: string): void => {
        errors.push({ field: `line ${row.line}`, message: `Line ${row.line}: ${reason}` });
      };
      const deviceModelId = deviceIds.get(row.deviceSlug);
      const serviceTypeId = serviceIds.get(row.serviceSlug);
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
    db: EntityManager,
    writes: CellWrite[],
    lock: boolean,
  ): Promise<{ version: number; current: Map<string, CurrentCell> }> {
    const [{ version }] = await db.query(
      `SELECT version FROM retail_price_matrix WHERE id = 1${lock ? ' FOR UPDATE' : ''}`,
    );
    const rows: { device_model_id: string; service_type_id: string; price_cents: number; version: number }[] =
      await db.query(
        `SELECT p.device_model_id, p.service_type_id, p.price_cents, p.version
       FROM unnest($1::uuid[], $2::uuid[]) AS c(d, s)
       JOIN retail_prices p ON p.device_model_id = c.d AND p.service_type_id = c.s`,
        [writes.map((w) => w.deviceModelId), writes.map((w) => w.serviceTypeId)],
      );
    const current = new Map(
      rows.map((r) => [
        cellKey(r.device_model_id, r.service_type_id),
        { cents: r.price_cents, version: r.version },
      ]),
    );
    return { version, current };
  }

  /**
   * Writes the cells that change, inside the caller's transaction: saves run one at a time (the
   * matrix row is locked), a changed cell whose version is newer than `baseVersion` is a conflict
   * (409 with the current values, nothing written), every change gets a history row.
   */
  private async apply(
    db: EntityManager,
    names: Names,
    staff: StaffPrincipal,
    baseVersion: number | undefined,
    writes: CellWrite[],
    source: PriceChangeSource,
  ): Promise<{ version: number; changes: PriceChangeDto[] }> {
    const { version, current } = await this.readCurrent(db, writes, true);
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
      if (stale.length > 0) throw await this.conflict(db, names, version, stale, current);
    }
    if (changes.length === 0) return { version, changes: [] };

    const next = version + 1;
    const now = this.clock.now();
    const devices = changes.map((w) => w.deviceModelId);
    const services = changes.map((w) => w.serviceTypeId);
    const cents = changes.map((w) => w.cents);
    await db.query(
      `INSERT INTO retail_prices (device_model_id, service_type_id, price_cents, version, updated_at)
       SELECT d, s, p, $4, $5 FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS c(d, s, p)
       ON CONFLICT (device_model_id, service_type_id)
       DO UPDATE SET price_cents = EXCLUDED.price_cents, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at`,
      [devices, services, cents, next, now],
    );
    await db.query(
      `INSERT INTO retail_price_history
         (device_model_id, service_type_id, old_price_cents, new_price_cents, changed_by, changed_by_username, changed_at, matrix_version, source)
       SELECT d, s, o, n, $5, $6, $7, $8, $9 FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::int[]) AS c(d, s, o, n)`,
      [
        devices,
        services,
        changes.map((w) => current.get(cellKey(w.deviceModelId, w.serviceTypeId))?.cents ?? null),
        cents,
        staff.id,
        staff.username,
        now,
        next,
        source,
      ],
    );
    await db.query(`UPDATE retail_price_matrix SET version = $1 WHERE id = 1`, [next]);
    return { version: next, changes: changes.map((w) => toChange(names, w, current)) };
  }

  private async conflict(
    db: EntityManager,
    names: Names,
    version: number,
    stale: CellWrite[],
    current: Map<string, CurrentCell>,
  ): Promise<ConflictException> {
    const last: {
      device_model_id: string;
      service_type_id: string;
      changed_by_username: string;
      changed_at: Date;
    }[] = await db.query(
      `SELECT DISTINCT ON (h.device_model_id, h.service_type_id) h.device_model_id, h.service_type_id, h.changed_by_username, h.changed_at
       FROM unnest($1::uuid[], $2::uuid[]) AS c(d, s)
       JOIN retail_price_history h ON h.device_model_id = c.d AND h.service_type_id = c.s
       ORDER BY h.device_model_id, h.service_type_id, h.id DESC`,
      [stale.map((w) => w.deviceModelId), stale.map((w) => w.serviceTypeId)],
    );
    const who = new Map(last.map((r) => [cellKey(r.device_model_id, r.service_type_id), r]));
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
        changedBy: change?.changed_by_username ?? null,
        changedAt: change ? new Date(change.changed_at).toISOString() : null,
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
