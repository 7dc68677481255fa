import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office edits the repair catalogue: device models and service types can be retired
 * (hidden from the public catalogue and the booking wizard, kept for history and past bookings),
 * and names are unique regardless of case and surrounding spaces, so a duplicate gets a 409.
 */
export class CatalogueRetirement1763830000000 implements MigrationInterface {
  name = 'CatalogueRetirement1763830000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE device_models ADD COLUMN retired_at timestamptz`);
    await q.query(`ALTER TABLE service_types ADD COLUMN retired_at timestamptz`);
    await q.query(
      `ALTER TABLE device_models ADD CONSTRAINT ck_device_models_name CHECK (length(btrim(model_name)) > 0)`,
    );
    await q.query(
      `ALTER TABLE service_types ADD CONSTRAINT ck_service_types_name CHECK (length(btrim(name)) > 0)`,
    );
    await q.query(`CREATE UNIQUE INDEX uq_device_models_name ON device_models (lower(btrim(model_name)))`);
    await q.query(`CREATE UNIQUE INDEX uq_service_types_name ON service_types (lower(btrim(name)))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX uq_service_types_name`);
    await q.query(`DROP INDEX uq_device_models_name`);
    await q.query(`ALTER TABLE service_types DROP CONSTRAINT ck_service_types_name`);
    await q.query(`ALTER TABLE device_models DROP CONSTRAINT ck_device_models_name`);
    await q.query(`ALTER TABLE service_types DROP COLUMN retired_at`);
    await q.query(`ALTER TABLE device_models DROP COLUMN retired_at`);
  }
}
