import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Quotes (workshop spec 3), held by the database:
 * - repair_quotes (the seed spec's table: its named fields keep their names) becomes one version of
 *   a repair order's quote: UNIQUE (order, version); at most one pending version per order and at
 *   most one decision per order (partial unique indexes), so concurrent sends or approvals cannot
 *   record two; a decision has its time and nothing else does; `estimated_price_cents` is the total.
 * - repair_quote_lines: a version's lines (a service at today's price, a part from the inventory
 *   with its quantity, or labour), money in cents.
 * - a declined quote returns the device: awaiting_approval → ready joins the transitions table.
 */
/** The move a declined quote makes (the device goes back to its owner), added to the workshop's. */
export const QUOTE_TRANSITIONS: [string, string][] = [['awaiting_approval', 'ready']];

export class Quotes1764000100001 implements MigrationInterface {
  name = 'Quotes1764000100001';

  async up(q: QueryRunner): Promise<void> {
    // Unused rows of the seed table cannot belong to an order: there are none in a shop that ran.
    await q.query(`DELETE FROM repair_quotes`);
    await q.query(`
      ALTER TABLE repair_quotes
        ADD COLUMN repair_order_id uuid NOT NULL REFERENCES repair_orders(id) ON DELETE CASCADE,
        ADD COLUMN version integer NOT NULL CONSTRAINT ck_repair_quotes_version CHECK (version >= 1),
        ADD COLUMN sent_at timestamptz NOT NULL,
        ADD COLUMN expires_at timestamptz NOT NULL,
        ADD COLUMN decided_at timestamptz,
        ADD COLUMN created_by_user_id uuid REFERENCES admin_users(id) ON DELETE SET NULL,
        ADD COLUMN created_by text NOT NULL CONSTRAINT ck_repair_quotes_created_by CHECK (length(created_by) BETWEEN 1 AND 64),
        ADD COLUMN note text CONSTRAINT ck_repair_quotes_note CHECK (note IS NULL OR length(note) BETWEEN 1 AND 2000),
        ADD CONSTRAINT ck_repair_quotes_status CHECK (status IN ('pending', 'approved', 'declined', 'superseded')),
        ADD CONSTRAINT ck_repair_quotes_decided CHECK ((status IN ('approved', 'declined')) = (decided_at IS NOT NULL)),
        ADD CONSTRAINT ck_repair_quotes_expiry CHECK (expires_at > sent_at),
        ADD CONSTRAINT uq_repair_quotes_version UNIQUE (repair_order_id, version)`);
    await q.query(
      `CREATE UNIQUE INDEX uq_repair_quotes_one_pending ON repair_quotes (repair_order_id) WHERE status = 'pending'`,
    );
    await q.query(
      `CREATE UNIQUE INDEX uq_repair_quotes_one_decision ON repair_quotes (repair_order_id) WHERE status IN ('approved', 'declined')`,
    );
    await q.query(`
      CREATE TABLE repair_quote_lines (
        repair_quote_id uuid NOT NULL REFERENCES repair_quotes(id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position >= 0),
        kind text NOT NULL CHECK (kind IN ('service', 'part', 'labour')),
        service_type_id uuid REFERENCES service_types(id) ON DELETE SET NULL,
        part_id uuid REFERENCES inventory(id) ON DELETE RESTRICT,
        description text NOT NULL CHECK (length(description) BETWEEN 1 AND 200),
        quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100),
        unit_price_cents integer NOT NULL CHECK (unit_price_cents BETWEEN 0 AND 10000000),
        PRIMARY KEY (repair_quote_id, position),
        CONSTRAINT ck_repair_quote_lines_part CHECK ((kind = 'part') = (part_id IS NOT NULL)),
        CONSTRAINT ck_repair_quote_lines_service CHECK (kind = 'service' OR service_type_id IS NULL)
      )`);
    await q.query(
      `CREATE INDEX idx_repair_quote_lines_part ON repair_quote_lines (part_id) WHERE part_id IS NOT NULL`,
    );
    await q.query(
      `INSERT INTO repair_order_status_transitions (from_status, to_status)
       SELECT * FROM unnest($1::text[], $2::text[])`,
      [QUOTE_TRANSITIONS.map(([from]) => from), QUOTE_TRANSITIONS.map(([, to]) => to)],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DELETE FROM repair_order_status_changes WHERE from_status = 'awaiting_approval' AND to_status = 'ready'`,
    );
    await q.query(
      `DELETE FROM repair_order_status_transitions WHERE from_status = 'awaiting_approval' AND to_status = 'ready'`,
    );
    await q.query(`DROP TABLE repair_quote_lines`);
    await q.query(`DELETE FROM repair_quotes`);
    await q.query(`DROP INDEX uq_repair_quotes_one_decision`);
    await q.query(`DROP INDEX uq_repair_quotes_one_pending`);
    await q.query(`
      ALTER TABLE repair_quotes
        DROP CONSTRAINT ck_repair_quotes_status,
        DROP CONSTRAINT ck_repair_quotes_decided,
        DROP CONSTRAINT ck_repair_quotes_expiry,
        DROP CONSTRAINT uq_repair_quotes_version,
        DROP COLUMN note,
        DROP COLUMN created_by,
        DROP COLUMN created_by_user_id,
        DROP COLUMN decided_at,
        DROP COLUMN expires_at,
        DROP COLUMN sent_at,
        DROP COLUMN version,
        DROP COLUMN repair_order_id`);
  }
}
