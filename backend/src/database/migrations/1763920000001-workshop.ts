import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The nine states of a repair order (workshop spec 1). */
const STATUSES = `('received', 'diagnosing', 'awaiting_approval', 'in_repair', 'waiting_parts', 'ready', 'picked_up', 'cancelled', 'unrepairable')`;

/** States before pickup that a repair can be given up from (a ready device was repaired: only cancelled). */
const OPEN = ['received', 'diagnosing', 'awaiting_approval', 'in_repair', 'waiting_parts'];

/**
 * The allowed moves of a repair order: the main line received → diagnosing → awaiting_approval →
 * in_repair → ready → picked_up, in_repair ↔ waiting_parts, ready → in_repair again (workshop spec 4:
 * "ready → in_repair → ready sends one ready e-mail"), cancelled or unrepairable before
 * pickup, and an unrepairable device goes ready (for return) or is cancelled. picked_up and
 * cancelled are final.
 */
export const REPAIR_ORDER_TRANSITIONS: [string, string][] = [
  ['received', 'diagnosing'],
  ['diagnosing', 'awaiting_approval'],
  ['awaiting_approval', 'in_repair'],
  ['in_repair', 'ready'],
  ['ready', 'picked_up'],
  // Back to the bench from ready (a fault found at pickup): the ready e-mail is not sent twice (spec 4).
  ['ready', 'in_repair'],
  ['in_repair', 'waiting_parts'],
  ['waiting_parts', 'in_repair'],
  ...OPEN.map((from): [string, string] => [from, 'cancelled']),
  ['ready', 'cancelled'],
  ...OPEN.map((from): [string, string] => [from, 'unrepairable']),
  ['unrepairable', 'ready'],
  ['unrepairable', 'cancelled'],
];

/** Warranty in days per service (workshop spec 1, from the shop-website spec 3). */
const WARRANTY_DAYS: Record<string, number> = {
  screen: 90,
  'back-glass': 60,
  'charging-port': 90,
  battery: 365,
  camera: 90,
  'water-damage': 0,
  'power-volume-flex': 90,
  'speaker-microphone': 90,
  diagnostic: 0,
};

/**
 * The workshop (issue 21), held by the database:
 * - service_types.warranty_days (seeded from the spec's table; editors edit it);
 * - repair_orders grows what a check-in records: a unique `RO-` reference, at most one order per
 *   appointment (UNIQUE appointment_id: concurrent check-ins insert one), the customer and device
 *   snapshot, the intake (checklist, notes, accessories, serial, agreement), money in cents with
 *   the total computed by the database, the status (nine known values), when it last changed,
 *   and the original order of a warranty claim;
 * - repair_order_services: the services of an order as checked in (price and warranty copied);
 * - repair_order_status_transitions: the allowed (from, to) pairs; repair_order_status_changes:
 *   one row per change, whose foreign key admits only allowed pairs (the first row, from nothing,
 *   only to `received`), so a status update and its history row commit together or not at all;
 * - repair_order_notes: staff's internal notes;
 * - repair_order_tracking_tokens: only the sha256 of each tracking token;
 * - outbox_messages.dedupe_key: at most one e-mail per key (e.g. one ready e-mail per order).
 */
export class Workshop1763920000001 implements MigrationInterface {
  name = 'Workshop1763920000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE service_types ADD COLUMN warranty_days integer NOT NULL DEFAULT 0
         CONSTRAINT ck_service_types_warranty_days CHECK (warranty_days BETWEEN 0 AND 3650)`,
    );
    await q.query(
      `UPDATE service_types s SET warranty_days = w.days
         FROM unnest($1::text[], $2::int[]) AS w(slug, days) WHERE s.slug = w.slug`,
      [Object.keys(WARRANTY_DAYS), Object.values(WARRANTY_DAYS)],
    );

    await q.query(`
      ALTER TABLE repair_orders
        ADD COLUMN reference text,
        ADD COLUMN device_brand text NOT NULL DEFAULT '',
        ADD COLUMN device_model_id uuid REFERENCES device_models(id) ON DELETE SET NULL,
        ADD COLUMN customer_name text NOT NULL DEFAULT '',
        ADD COLUMN customer_phone text NOT NULL DEFAULT '',
        ADD COLUMN customer_email text NOT NULL DEFAULT '',
        ADD COLUMN intake_checklist jsonb NOT NULL DEFAULT '{}'::jsonb,
        ADD COLUMN condition_notes text NOT NULL DEFAULT '',
        ADD COLUMN accessories text[] NOT NULL DEFAULT '{}',
        ADD COLUMN serial text,
        ADD COLUMN agreed_to_estimate boolean NOT NULL DEFAULT false,
        ADD COLUMN discount_cents integer NOT NULL DEFAULT 0 CONSTRAINT ck_repair_orders_discount CHECK (discount_cents >= 0),
        ADD COLUMN estimated_ready_at timestamptz,
        ADD COLUMN status_changed_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN warranty_of uuid REFERENCES repair_orders(id) ON DELETE RESTRICT`);
    await q.query(
      `UPDATE repair_orders SET reference = 'RO-' || upper(substr(md5(id::text), 1, 6)), status_changed_at = created_at`,
    );
    await q.query(`UPDATE repair_orders SET labor_cost_cents = 0 WHERE labor_cost_cents IS NULL`);
    await q.query(`UPDATE repair_orders SET parts_cost_cents = 0 WHERE parts_cost_cents IS NULL`);
    // The total is the database's sum: labour + parts − the discount, never below zero.
    await q.query(`
      ALTER TABLE repair_orders
        ALTER COLUMN reference SET NOT NULL,
        ADD CONSTRAINT uq_repair_orders_reference UNIQUE (reference),
        ADD CONSTRAINT ck_repair_orders_reference CHECK (reference ~ '^RO-[0-9A-Z]{6}$'),
        ADD CONSTRAINT uq_repair_orders_appointment UNIQUE (appointment_id),
        ADD CONSTRAINT ck_repair_orders_status CHECK (status IN ${STATUSES}),
        ADD CONSTRAINT ck_repair_orders_picked_up CHECK (status <> 'picked_up' OR picked_up_at IS NOT NULL),
        ADD CONSTRAINT ck_repair_orders_serial CHECK (serial IS NULL OR length(serial) BETWEEN 1 AND 64),
        ALTER COLUMN labor_cost_cents SET NOT NULL,
        ALTER COLUMN labor_cost_cents SET DEFAULT 0,
        ALTER COLUMN parts_cost_cents SET NOT NULL,
        ALTER COLUMN parts_cost_cents SET DEFAULT 0,
        DROP COLUMN total_cost_cents`);
    await q.query(`
      ALTER TABLE repair_orders ADD COLUMN total_cost_cents integer
        GENERATED ALWAYS AS (greatest(0, labor_cost_cents + parts_cost_cents - discount_cents)) STORED`);
    await q.query(`CREATE INDEX idx_repair_orders_status ON repair_orders (status, created_at)`);
    await q.query(`CREATE INDEX idx_repair_orders_created ON repair_orders (created_at, id)`);

    await q.query(`
      CREATE TABLE repair_order_services (
        repair_order_id uuid NOT NULL REFERENCES repair_orders(id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position >= 0),
        service_type_id uuid REFERENCES service_types(id) ON DELETE SET NULL,
        service_slug text NOT NULL,
        service_name text NOT NULL,
        price_cents integer NOT NULL CHECK (price_cents >= 0),
        warranty_days integer NOT NULL CHECK (warranty_days >= 0),
        PRIMARY KEY (repair_order_id, position)
      )`);

    await q.query(`
      CREATE TABLE repair_order_status_transitions (
        from_status text NOT NULL CHECK (from_status IN ${STATUSES}),
        to_status text NOT NULL CHECK (to_status IN ${STATUSES}),
        PRIMARY KEY (from_status, to_status),
        CHECK (from_status <> to_status)
      )`);
    await q.query(
      `INSERT INTO repair_order_status_transitions (from_status, to_status)
       SELECT * FROM unnest($1::text[], $2::text[])`,
      [REPAIR_ORDER_TRANSITIONS.map(([from]) => from), REPAIR_ORDER_TRANSITIONS.map(([, to]) => to)],
    );
    await q.query(`
      CREATE TABLE repair_order_status_changes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        repair_order_id uuid NOT NULL REFERENCES repair_orders(id) ON DELETE CASCADE,
        from_status text,
        to_status text NOT NULL CHECK (to_status IN ${STATUSES}),
        changed_by_user_id uuid REFERENCES admin_users(id) ON DELETE SET NULL,
        changed_by text NOT NULL CHECK (length(changed_by) BETWEEN 1 AND 64),
        changed_at timestamptz NOT NULL,
        note text CHECK (note IS NULL OR length(note) BETWEEN 1 AND 2000),
        CONSTRAINT fk_repair_order_status_changes_transition FOREIGN KEY (from_status, to_status)
          REFERENCES repair_order_status_transitions (from_status, to_status)
      )`);
    // The first row (from nothing) is the check-in: always to received. Rows written by the next
    // migration for appointments repaired before the workshop existed predate this rule (NOT VALID).
    await q.query(`
      ALTER TABLE repair_order_status_changes ADD CONSTRAINT ck_repair_order_status_changes_first
        CHECK (from_status IS NOT NULL OR to_status = 'received')`);
    await q.query(
      `CREATE INDEX idx_repair_order_status_changes_order ON repair_order_status_changes (repair_order_id, changed_at, seq)`,
    );

    await q.query(`
      CREATE TABLE repair_order_notes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        repair_order_id uuid NOT NULL REFERENCES repair_orders(id) ON DELETE CASCADE,
        text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
        author_user_id uuid REFERENCES admin_users(id) ON DELETE SET NULL,
        author text NOT NULL CHECK (length(author) BETWEEN 1 AND 64),
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX idx_repair_order_notes_order ON repair_order_notes (repair_order_id, seq)`);

    await q.query(`
      CREATE TABLE repair_order_tracking_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        repair_order_id uuid NOT NULL REFERENCES repair_orders(id) ON DELETE CASCADE,
        token_hash text NOT NULL CONSTRAINT uq_tracking_tokens_hash UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
        created_at timestamptz NOT NULL,
        expires_at timestamptz
      )`);
    await q.query(`CREATE INDEX idx_tracking_tokens_order ON repair_order_tracking_tokens (repair_order_id)`);

    await q.query(
      `ALTER TABLE outbox_messages ADD COLUMN dedupe_key text CONSTRAINT uq_outbox_dedupe_key UNIQUE`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_messages DROP COLUMN dedupe_key`);
    await q.query(`DROP TABLE repair_order_tracking_tokens`);
    await q.query(`DROP TABLE repair_order_notes`);
    await q.query(`DROP TABLE repair_order_status_changes`);
    await q.query(`DROP TABLE repair_order_status_transitions`);
    await q.query(`DROP TABLE repair_order_services`);
    await q.query(`DROP INDEX idx_repair_orders_created`);
    await q.query(`DROP INDEX idx_repair_orders_status`);
    await q.query(`ALTER TABLE repair_orders DROP COLUMN total_cost_cents`);
    await q.query(`
      ALTER TABLE repair_orders
        ADD COLUMN total_cost_cents integer CHECK (total_cost_cents >= 0),
        ALTER COLUMN labor_cost_cents DROP NOT NULL,
        ALTER COLUMN labor_cost_cents DROP DEFAULT,
        ALTER COLUMN parts_cost_cents DROP NOT NULL,
        ALTER COLUMN parts_cost_cents DROP DEFAULT,
        DROP CONSTRAINT ck_repair_orders_serial,
        DROP CONSTRAINT ck_repair_orders_picked_up,
        DROP CONSTRAINT ck_repair_orders_status,
        DROP CONSTRAINT uq_repair_orders_appointment,
        DROP CONSTRAINT ck_repair_orders_reference,
        DROP CONSTRAINT uq_repair_orders_reference`);
    await q.query(
      `UPDATE repair_orders SET total_cost_cents = greatest(0, labor_cost_cents + parts_cost_cents - discount_cents)`,
    );
    await q.query(`
      ALTER TABLE repair_orders
        DROP COLUMN warranty_of,
        DROP COLUMN status_changed_at,
        DROP COLUMN estimated_ready_at,
        DROP COLUMN discount_cents,
        DROP COLUMN agreed_to_estimate,
        DROP COLUMN serial,
        DROP COLUMN accessories,
        DROP COLUMN condition_notes,
        DROP COLUMN intake_checklist,
        DROP COLUMN customer_email,
        DROP COLUMN customer_phone,
        DROP COLUMN customer_name,
        DROP COLUMN device_model_id,
        DROP COLUMN device_brand,
        DROP COLUMN reference`);
    await q.query(`ALTER TABLE service_types DROP COLUMN warranty_days`);
  }
}
