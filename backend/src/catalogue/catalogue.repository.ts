import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { Db } from '../common/database/db.js';
import { DeviceModel } from './entities/device-model.entity.js';
import { ServiceType } from './entities/service-type.entity.js';

/** The tables whose rows the back office orders and retires alike (the parts list included). */
export type CatalogueTable = 'device_models' | 'service_types' | 'inventory';

type ModelSeedRow = Pick<
  DeviceModel,
  | 'slug'
  | 'category'
  | 'subcategory'
  | 'brand'
  | 'modelName'
  | 'image'
  | 'basePriceCents'
  | 'bookable'
  | 'displayOrder'
>;
type ServiceSeedRow = Pick<
  ServiceType,
  'slug' | 'name' | 'basePriceCents' | 'warranty' | 'warrantyDays' | 'displayOrder'
>;

/** A model or a service as other features name it: id, public slug and display name. */
export interface CatalogueKey {
  id: string;
  slug: string;
  name: string;
}

/** A device model as a repair order copies it at check-in. */
export interface CheckInModel {
  id: string;
  category: string;
  brand: string;
  modelName: string;
}

/** Columns of rows, for an INSERT ... SELECT * FROM unnest(...). */
const columns = <T>(rows: T[], keys: (keyof T)[]): unknown[][] => keys.map((k) => rows.map((r) => r[k]));

/** The catalogue's tables: device_models and service_types; and the display order of the back office's lists. */
@Injectable()
export class CatalogueRepository {
  constructor(private readonly db: Db) {}

  /** Models and services on the public site (not retired), in display order. */
  publicModels(): Promise<DeviceModel[]> {
    return this.db
      .repository(DeviceModel)
      .find({ where: { retiredAt: IsNull() }, order: { displayOrder: 'ASC', modelName: 'ASC' } });
  }

  publicServices(): Promise<ServiceType[]> {
    return this.db
      .repository(ServiceType)
      .find({ where: { retiredAt: IsNull() }, order: { displayOrder: 'ASC', name: 'ASC' } });
  }

  /** A model on the public site (not retired) by its slug. */
  async publicModel(slug: string): Promise<DeviceModel | undefined> {
    return (await this.db.repository(DeviceModel).findOneBy({ slug, retiredAt: IsNull() })) ?? undefined;
  }

  /** Every device model, retired ones too (a price cell or an import may still name them). */
  modelKeys(): Promise<CatalogueKey[]> {
    return this.db.query<CatalogueKey>(`SELECT id, slug, model_name AS name FROM device_models`);
  }

  /** Every service type, retired ones too. */
  serviceKeys(): Promise<CatalogueKey[]> {
    return this.db.query<CatalogueKey>(`SELECT id, slug, name FROM service_types`);
  }

  /** Adds the models missing by slug; existing rows stay as they are. */
  async insertMissingModels(rows: ModelSeedRow[]): Promise<void> {
    await this.db.execute(
      `INSERT INTO device_models (slug, category, subcategory, brand, model_name, image, base_price_cents, bookable, display_order)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::bool[], $9::int[])
       ON CONFLICT DO NOTHING`,
      columns(rows, [
        'slug',
        'category',
        'subcategory',
        'brand',
        'modelName',
        'image',
        'basePriceCents',
        'bookable',
        'displayOrder',
      ]),
    );
  }

  /** Adds the services missing by slug; existing rows stay as they are. */
  async insertMissingServices(rows: ServiceSeedRow[]): Promise<void> {
    await this.db.execute(
      `INSERT INTO service_types (slug, name, base_price_cents, warranty, warranty_days, display_order)
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::int[], $6::int[])
       ON CONFLICT DO NOTHING`,
      columns(rows, ['slug', 'name', 'basePriceCents', 'warranty', 'warrantyDays', 'displayOrder']),
    );
  }

  /** The service types of these slugs (retired too), with their warranty: a booking's services at check-in. */
  async servicesBySlug(slugs: string[]): Promise<{ id: string; slug: string; warrantyDays: number }[]> {
    const rows = await this.db.query<{ id: string; slug: string; warranty_days: number }>(
      `SELECT id, slug, warranty_days FROM service_types WHERE slug = ANY($1::text[])`,
      [slugs],
    );
    return rows.map((r) => ({ id: r.id, slug: r.slug, warrantyDays: r.warranty_days }));
  }

  /** The device model of a slug (retired too): a booking's device at check-in. */
  modelBySlug(slug: string): Promise<CheckInModel | undefined> {
    return this.checkInModel(`slug = $1`, slug);
  }

  /** A device model on offer (not retired): a walk-in's device. */
  liveModel(id: string): Promise<CheckInModel | undefined> {
    return this.checkInModel(`id = $1 AND retired_at IS NULL`, id);
  }

  private async checkInModel(condition: string, key: string): Promise<CheckInModel | undefined> {
    const row = await this.db.one<{ id: string; category: string; brand: string; model_name: string }>(
      `SELECT id, category, brand, model_name FROM device_models WHERE ${condition}`,
      [key],
    );
    return row && { id: row.id, category: row.category, brand: row.brand, modelName: row.model_name };
  }

  /** Every id of a table, locked until the transaction ends (a reorder sees the list it checks). */
  async lockIds(table: CatalogueTable): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(`SELECT id FROM ${table} ORDER BY id FOR UPDATE`);
    return rows.map((r) => r.id);
  }

  /** Sets display_order 1..n in the order of `ids`. */
  async setDisplayOrder(table: CatalogueTable, ids: string[]): Promise<void> {
    await this.db.execute(
      `UPDATE ${table} t SET display_order = o.n
       FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, n)
       WHERE t.id = o.id AND t.display_order IS DISTINCT FROM o.n`,
      [ids],
    );
  }

  /** The display order of a new row: after every other. */
  async nextDisplayOrder(table: CatalogueTable): Promise<number> {
    const row = await this.db.one<{ next: string | number }>(
      `SELECT coalesce(max(display_order), 0) + 1 AS next FROM ${table}`,
    );
    return Number(row?.next ?? 1);
  }

  /** How many price cells the catalogue has: every device model (retired too) times every service type. */
  async cellCount(): Promise<number> {
    const row = await this.db.one<{ cells: string | number }>(
      `SELECT (SELECT count(*) FROM device_models) * (SELECT count(*) FROM service_types) AS cells`,
    );
    return Number(row?.cells ?? 0);
  }

  /** Hides a row from the public site (idempotent: the first retirement's time stays). */
  async retire(table: CatalogueTable, id: string, at: Date): Promise<void> {
    await this.db.execute(`UPDATE ${table} SET retired_at = coalesce(retired_at, $2) WHERE id = $1`, [
      id,
      at,
    ]);
  }

  async unretire(table: CatalogueTable, id: string): Promise<void> {
    await this.db.execute(`UPDATE ${table} SET retired_at = NULL WHERE id = $1`, [id]);
  }
}
