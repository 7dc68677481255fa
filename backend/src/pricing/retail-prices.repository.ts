import { Injectable } from '@nestjs/common';
import { Db } from '../common/database/db.js';
import type { PageWindow } from '../common/paging/paging.js';

/** A service type with its matrix cell on one device model (null: no cell). */
export interface ServiceCellRow {
  serviceTypeId: string;
  slug: string;
  name: string;
  warrantyDays: number;
  basePriceCents: number;
  cellCents: number | null;
}

/** A cell of the public map: device and service slugs, the cell and whether the service is free by nature. */
export interface PublicCellRow {
  device: string;
  service: string;
  cellCents: number;
  basePriceCents: number;
}

/** A cell of the matrix as staff edit it. */
export interface MatrixCell {
  deviceModelId: string;
  serviceTypeId: string;
  priceCents: number;
}

/** A cell's current price and the matrix version that last wrote it. */
export interface StoredCell extends MatrixCell {
  version: number;
}

/** A cell written by a save or an import, with its price before (null: it had none). */
export interface CellChange extends MatrixCell {
  oldPriceCents: number | null;
}

/** Who last changed a cell, and when. */
export interface LastCellChange {
  deviceModelId: string;
  serviceTypeId: string;
  changedBy: string;
  changedAt: Date;
}

/** A row of the price history as staff read it. */
export interface PriceHistoryRow {
  id: string;
  deviceModelId: string;
  serviceTypeId: string;
  device: string;
  service: string;
  oldPriceCents: number | null;
  newPriceCents: number;
  changedBy: string;
  changedAt: Date;
  source: string;
}

/** A line of the CSV export: a model and a service on the public site, with its cell (null: none). */
export interface ExportCellRow {
  deviceSlug: string;
  serviceSlug: string;
  brand: string;
  model: string;
  service: string;
  priceCents: number | null;
}

/** A cell seeded on first start, named by slugs. */
export interface SeedCell {
  deviceSlug: string;
  serviceSlug: string;
  priceCents: number;
}

const pairs = (cells: { deviceModelId: string; serviceTypeId: string }[]): [string[], string[]] => [
  cells.map((c) => c.deviceModelId),
  cells.map((c) => c.serviceTypeId),
];

/**
 * The retail price matrix's tables: retail_prices (one cell per model and service), its version
 * (retail_price_matrix) and its history (retail_price_history); read by the price rule, written by
 * the staff matrix (pricing.service.ts) and the first start's seed.
 */
@Injectable()
export class RetailPricesRepository {
  constructor(private readonly db: Db) {}

  /**
   * The services asked for (by id or by slug), in the order asked, each with its cell on the model
   * (none without a model); unknown and retired services are left out.
   */
  async servicesWithCells(
    modelId: string | null,
    keys: string[],
    by: 'id' | 'slug',
  ): Promise<ServiceCellRow[]> {
    const rows = await this.db.query<{
      id: string;
      slug: string;
      name: string;
      warranty_days: number;
      base_price_cents: number;
      price_cents: number | null;
    }>(
      `SELECT s.id, s.slug, s.name, s.warranty_days, s.base_price_cents, p.price_cents
         FROM unnest($2::text[]) WITH ORDINALITY AS chosen(key, position)
         JOIN service_types s ON ${by === 'id' ? 's.id::text' : 's.slug'} = chosen.key AND s.retired_at IS NULL
         LEFT JOIN retail_prices p ON p.service_type_id = s.id AND p.device_model_id = $1::uuid
        ORDER BY chosen.position`,
      [modelId, keys],
    );
    return rows.map((r) => ({
      serviceTypeId: r.id,
      slug: r.slug,
      name: r.name,
      warrantyDays: r.warranty_days,
      basePriceCents: r.base_price_cents,
      cellCents: r.price_cents,
    }));
  }

  /** Every service in the catalogue (retired ones left out), in display order, with its cell on the model. */
  async everyServiceWithCell(modelId: string | null): Promise<ServiceCellRow[]> {
    const ids = await this.db.query<{ id: string }>(
      `SELECT id FROM service_types WHERE retired_at IS NULL ORDER BY display_order, name`,
    );
    return this.servicesWithCells(
      modelId,
      ids.map((r) => r.id),
      'id',
    );
  }

  /** Every cell of the models and services on the public site, in display order. */
  async publicCells(): Promise<PublicCellRow[]> {
    const rows = await this.db.query<{
      device: string;
      service: string;
      price_cents: number;
      base_price_cents: number;
    }>(
      `SELECT d.slug AS device, s.slug AS service, p.price_cents, s.base_price_cents
       FROM retail_prices p
       JOIN device_models d ON d.id = p.device_model_id
       JOIN service_types s ON s.id = p.service_type_id
       WHERE d.retired_at IS NULL AND s.retired_at IS NULL
       ORDER BY d.display_order, d.slug, s.display_order, s.slug`,
    );
    return rows.map((r) => ({
      device: r.device,
      service: r.service,
      cellCents: r.price_cents,
      basePriceCents: r.base_price_cents,
    }));
  }

  /**
   * The matrix version and every cell, in one statement (one snapshot: the version always matches
   * the prices it comes with).
   */
  async matrix(): Promise<{ version: number; cells: MatrixCell[] }> {
    const rows = await this.db.query<{
      matrix_version: number;
      device_model_id: string | null;
      service_type_id: string | null;
      price_cents: number | null;
    }>(
      `SELECT m.version AS matrix_version, p.device_model_id, p.service_type_id, p.price_cents
         FROM retail_price_matrix m LEFT JOIN retail_prices p ON true
        WHERE m.id = 1`,
    );
    return {
      version: rows[0]?.matrix_version ?? 0,
      cells: rows.flatMap((r) =>
        r.device_model_id === null
          ? []
          : [
              {
                deviceModelId: r.device_model_id,
                serviceTypeId: r.service_type_id!,
                priceCents: r.price_cents!,
              },
            ],
      ),
    };
  }

  /** The matrix version; `lock` holds the matrix row until the transaction ends (saves one at a time). */
  async version(lock: boolean): Promise<number> {
    const row = await this.db.one<{ version: number }>(
      `SELECT version FROM retail_price_matrix WHERE id = 1${lock ? ' FOR UPDATE' : ''}`,
    );
    return row!.version;
  }

  /** The cells among `cells` that have a price, with the version that wrote each. */
  async stored(cells: { deviceModelId: string; serviceTypeId: string }[]): Promise<StoredCell[]> {
    const rows = await this.db.query<{
      device_model_id: string;
      service_type_id: string;
      price_cents: number;
      version: number;
    }>(
      `SELECT p.device_model_id, p.service_type_id, p.price_cents, p.version
         FROM unnest($1::uuid[], $2::uuid[]) AS c(d, s)
         JOIN retail_prices p ON p.device_model_id = c.d AND p.service_type_id = c.s`,
      pairs(cells),
    );
    return rows.map((r) => ({
      deviceModelId: r.device_model_id,
      serviceTypeId: r.service_type_id,
      priceCents: r.price_cents,
      version: r.version,
    }));
  }

  /**
   * Writes the changed cells as matrix version `version`, one history row each (by `changedBy`, from
   * `source`), and makes `version` the matrix's: the caller's transaction holds the matrix row.
   */
  async write(
    changes: CellChange[],
    version: number,
    change: { byId: string; byUsername: string; at: Date; source: string },
  ): Promise<void> {
    const [devices, services] = pairs(changes);
    const cents = changes.map((c) => c.priceCents);
    await this.db.execute(
      `INSERT INTO retail_prices (device_model_id, service_type_id, price_cents, version, updated_at)
       SELECT d, s, p, $4, $5 FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS c(d, s, p)
       ON CONFLICT (device_model_id, service_type_id)
       DO UPDATE SET price_cents = EXCLUDED.price_cents, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at`,
      [devices, services, cents, version, change.at],
    );
    await this.db.execute(
      `INSERT INTO retail_price_history
         (device_model_id, service_type_id, old_price_cents, new_price_cents, changed_by, changed_by_username, changed_at, matrix_version, source)
       SELECT d, s, o, n, $5, $6, $7, $8, $9 FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::int[]) AS c(d, s, o, n)`,
      [
        devices,
        services,
        changes.map((c) => c.oldPriceCents),
        cents,
        change.byId,
        change.byUsername,
        change.at,
        version,
        change.source,
      ],
    );
    await this.db.execute(`UPDATE retail_price_matrix SET version = $1 WHERE id = 1`, [version]);
  }

  /** The last change of each of `cells` that has one (who and when). */
  async lastChanges(cells: { deviceModelId: string; serviceTypeId: string }[]): Promise<LastCellChange[]> {
    const rows = await this.db.query<{
      device_model_id: string;
      service_type_id: string;
      changed_by_username: string;
      changed_at: Date;
    }>(
      `SELECT DISTINCT ON (h.device_model_id, h.service_type_id) h.device_model_id, h.service_type_id, h.changed_by_username, h.changed_at
         FROM unnest($1::uuid[], $2::uuid[]) AS c(d, s)
         JOIN retail_price_history h ON h.device_model_id = c.d AND h.service_type_id = c.s
        ORDER BY h.device_model_id, h.service_type_id, h.id DESC`,
      pairs(cells),
    );
    return rows.map((r) => ({
      deviceModelId: r.device_model_id,
      serviceTypeId: r.service_type_id,
      changedBy: r.changed_by_username,
      changedAt: new Date(r.changed_at),
    }));
  }

  /** One page of the history, newest first, of one model and/or service (or all), and how many in all. */
  async history(
    filter: { deviceModelId?: string; serviceTypeId?: string },
    page: PageWindow,
  ): Promise<{ total: number; rows: PriceHistoryRow[] }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.deviceModelId) {
      params.push(filter.deviceModelId);
      where.push(`h.device_model_id = $${params.length}`);
    }
    if (filter.serviceTypeId) {
      params.push(filter.serviceTypeId);
      where.push(`h.service_type_id = $${params.length}`);
    }
    const condition = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const counted = await this.db.one<{ total: number }>(
      `SELECT count(*)::int AS total FROM retail_price_history h ${condition}`,
      params,
    );
    const rows = await this.db.query<{
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
    }>(
      `SELECT h.id::text AS id, h.device_model_id, h.service_type_id, d.model_name AS device, s.name AS service,
              h.old_price_cents, h.new_price_cents, h.changed_by_username, h.changed_at, h.source
         FROM retail_price_history h
         JOIN device_models d ON d.id = h.device_model_id
         JOIN service_types s ON s.id = h.service_type_id
         ${condition}
        ORDER BY h.id DESC
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.limit, page.offset],
    );
    return {
      total: counted!.total,
      rows: rows.map((r) => ({
        id: r.id,
        deviceModelId: r.device_model_id,
        serviceTypeId: r.service_type_id,
        device: r.device,
        service: r.service,
        oldPriceCents: r.old_price_cents,
        newPriceCents: r.new_price_cents,
        changedBy: r.changed_by_username,
        changedAt: new Date(r.changed_at),
        source: r.source,
      })),
    };
  }

  /**
   * Every model and service on the public site, one row per pair in the editor's order, with its
   * cell (null: none). Retired models and retired services are left out alike.
   */
  async exportRows(): Promise<ExportCellRow[]> {
    const rows = await this.db.query<{
      device: string;
      service: string;
      brand: string;
      model: string;
      service_name: string;
      price_cents: number | null;
    }>(
      `SELECT d.slug AS device, s.slug AS service, d.brand, d.model_name AS model, s.name AS service_name, p.price_cents
         FROM device_models d CROSS JOIN service_types s
         LEFT JOIN retail_prices p ON p.device_model_id = d.id AND p.service_type_id = s.id
        WHERE d.retired_at IS NULL AND s.retired_at IS NULL
        ORDER BY d.display_order, d.model_name, s.display_order, s.name`,
    );
    return rows.map((r) => ({
      deviceSlug: r.device,
      serviceSlug: r.service,
      brand: r.brand,
      model: r.model,
      service: r.service_name,
      priceCents: r.price_cents,
    }));
  }

  /**
   * Gives each cell that has no price yet its seeded price, at the matrix's version. Cells that
   * exist are never touched (ON CONFLICT DO NOTHING); safe to run from several processes at once.
   */
  async seedMissing(cells: SeedCell[]): Promise<void> {
    await this.db.execute(
      `INSERT INTO retail_prices (device_model_id, service_type_id, price_cents, version)
       SELECT d.id, s.id, c.price, (SELECT version FROM retail_price_matrix WHERE id = 1)
         FROM unnest($1::text[], $2::text[], $3::int[]) AS c(device, service, price)
         JOIN device_models d ON d.slug = c.device
         JOIN service_types s ON s.slug = c.service
       ON CONFLICT (device_model_id, service_type_id) DO NOTHING`,
      [cells.map((c) => c.deviceSlug), cells.map((c) => c.serviceSlug), cells.map((c) => c.priceCents)],
    );
  }
}
