import type { EntityManager } from 'typeorm';
import { deviceModels, modelImage, serviceTypes } from '../../catalogue/catalogue.data.js';

/**
 * Inserts the catalogue rows that are missing, by slug. Rows that exist are left as they are, so
 * edits made by staff survive a restart.
 */
export async function seedCatalogue(db: EntityManager): Promise<void> {
  const models = deviceModels.map((m, index) => [
    m.slug,
    m.category,
    m.subcategory,
    m.brand,
    m.name,
    modelImage(m.category),
    m.basePrice * 100,
    m.bookable,
    index + 1,
  ]);
  await db.query(
    `INSERT INTO device_models (slug, category, subcategory, brand, model_name, image, base_price_cents, bookable, display_order)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::bool[], $9::int[])
     ON CONFLICT DO NOTHING`,
    transpose(models, 9),
  );
  const services = serviceTypes.map((s, index) => [
    s.slug,
    s.name,
    s.basePrice * 100,
    s.warranty,
    s.warrantyDays,
    index + 1,
  ]);
  await db.query(
    `INSERT INTO service_types (slug, name, base_price_cents, warranty, warranty_days, display_order)
     SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::int[], $6::int[])
     ON CONFLICT DO NOTHING`,
    transpose(services, 6),
  );
}

function transpose(rows: unknown[][], width: number): unknown[][] {
  return Array.from({ length: width }, (_, column) => rows.map((row) => row[column]));
}
