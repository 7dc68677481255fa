import { Injectable } from '@nestjs/common';
import { Db } from '../common/database/db.js';

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

/** The SQL of retail_prices read by the price rule (the matrix's own writes: pricing.service.ts). */
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
}
