import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The retail price matrix gets a version for optimistic concurrency and a history of every change.
 * - retail_price_matrix: one row holding the matrix version, bumped by every save that changes a
 *   cell; saves lock this row, so they run one after another.
 * - retail_prices.version: the matrix version at which the cell last changed. A save based on
 *   matrix version V that changes a cell whose version is above V is a conflict.
 * - retail_price_history: who changed which cell when, from what to what (cents; old is null when
 *   the cell had no price yet). The username is copied so history survives a deleted account.
 */
export class RetailPriceHistory1763790000000 implements MigrationInterface {
  name = 'RetailPriceHistory1763790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE retail_price_matrix (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        version integer NOT NULL DEFAULT 0 CHECK (version >= 0)
      )`);
    await q.query(`INSERT INTO retail_price_matrix (id, version) VALUES (1, 0)`);
    await q.query(
      `ALTER TABLE retail_prices ADD COLUMN version integer NOT NULL DEFAULT 0 CHECK (version >= 0)`,
    );
    await q.query(`
      CREATE TABLE retail_price_history (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        device_model_id uuid NOT NULL REFERENCES device_models(id) ON DELETE CASCADE,
        service_type_id uuid NOT NULL REFERENCES service_types(id) ON DELETE CASCADE,
        old_price_cents integer CHECK (old_price_cents >= 0),
        new_price_cents integer NOT NULL CHECK (new_price_cents >= 0),
        changed_by uuid REFERENCES admin_users(id) ON DELETE SET NULL,
        changed_by_username text NOT NULL,
        changed_at timestamptz NOT NULL,
        matrix_version integer NOT NULL,
        source text NOT NULL CHECK (source IN ('editor', 'import')),
        CHECK (old_price_cents IS DISTINCT FROM new_price_cents)
      )`);
    await q.query(
      `CREATE INDEX idx_retail_price_history_cell ON retail_price_history (device_model_id, service_type_id, id DESC)`,
    );
    await q.query(
      `CREATE INDEX idx_retail_price_history_service ON retail_price_history (service_type_id, id DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE retail_price_history`);
    await q.query(`ALTER TABLE retail_prices DROP COLUMN version`);
    await q.query(`DROP TABLE retail_price_matrix`);
  }
}
