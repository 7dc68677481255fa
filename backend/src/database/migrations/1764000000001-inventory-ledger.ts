import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The kinds of stock movement (workshop spec 3). */
export const MOVEMENT_KINDS = ['received', 'reserved', 'released', 'consumed', 'adjusted'] as const;

/**
 * Parts and their movements ledger (workshop spec 3, issue 22), held by the database:
 * - inventory (the seed spec's table; its named fields keep their names: `quantity` is the stock on
 *   hand, `unit_price_cents` the unit cost) becomes a catalogue resource (slug, display order,
 *   retirement, a unique name) with a reorder level and `reserved`, the units held for orders;
 *   CHECK quantity >= 0, reserved >= 0 and reserved <= quantity: nothing is promised that is not there;
 * - inventory_movements: the ledger, append-only (a trigger refuses UPDATE and DELETE). Each row
 *   says what it does to on hand and reserved, within the rules of its kind (CHECKs); a trigger
 *   applies it to the part's balances and to the order's reservation in the same statement, so the
 *   balances are always the sums of the movements and no code writes them another way;
 * - inventory_reservations: per order and part, the units reserved (CHECK >= 0: an order never
 *   releases or uses more than it holds) and the units it still waits for (shortfall).
 */
export class InventoryLedger1764000000001 implements MigrationInterface {
  name = 'InventoryLedger1764000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE inventory SET unit_price_cents = 0 WHERE unit_price_cents IS NULL`);
    await q.query(`
      ALTER TABLE inventory
        ADD COLUMN slug text,
        ADD COLUMN display_order integer NOT NULL DEFAULT 0,
        ADD COLUMN retired_at timestamptz,
        ADD COLUMN reorder_level integer NOT NULL DEFAULT 0 CONSTRAINT ck_inventory_reorder_level CHECK (reorder_level >= 0),
        ADD COLUMN reserved integer NOT NULL DEFAULT 0 CONSTRAINT ck_inventory_reserved CHECK (reserved >= 0),
        ADD CONSTRAINT ck_inventory_available CHECK (reserved <= quantity),
        ALTER COLUMN unit_price_cents SET NOT NULL,
        ALTER COLUMN unit_price_cents SET DEFAULT 0`);
    await q.query(`UPDATE inventory SET slug = 'part-' || replace(id::text, '-', '') WHERE slug IS NULL`);
    await q.query(`ALTER TABLE inventory ALTER COLUMN slug SET NOT NULL`);
    await q.query(`ALTER TABLE inventory ADD CONSTRAINT uq_inventory_slug UNIQUE (slug)`);
    await q.query(`ALTER TABLE inventory ADD CONSTRAINT uq_inventory_part_name UNIQUE (part_name)`);

    await q.query(`
      CREATE TABLE inventory_movements (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        part_id uuid NOT NULL REFERENCES inventory(id) ON DELETE RESTRICT,
        kind text NOT NULL CONSTRAINT ck_inventory_movements_kind
          CHECK (kind IN (${MOVEMENT_KINDS.map((k) => `'${k}'`).join(', ')})),
        on_hand_delta integer NOT NULL,
        reserved_delta integer NOT NULL,
        repair_order_id uuid REFERENCES repair_orders(id) ON DELETE RESTRICT,
        reason text,
        unit_cost_cents integer CHECK (unit_cost_cents >= 0),
        created_by text,
        created_at timestamptz NOT NULL,
        CONSTRAINT ck_inventory_movements_shape CHECK (
          CASE kind
            WHEN 'received' THEN on_hand_delta > 0 AND reserved_delta = 0
            WHEN 'reserved' THEN on_hand_delta = 0 AND reserved_delta > 0 AND repair_order_id IS NOT NULL
            WHEN 'released' THEN on_hand_delta = 0 AND reserved_delta < 0 AND repair_order_id IS NOT NULL
            WHEN 'consumed' THEN on_hand_delta < 0 AND reserved_delta <= 0 AND reserved_delta >= on_hand_delta
              AND repair_order_id IS NOT NULL AND unit_cost_cents IS NOT NULL
            WHEN 'adjusted' THEN on_hand_delta <> 0 AND reserved_delta = 0 AND length(btrim(coalesce(reason, ''))) > 0
          END)
      )`);
    await q.query(`CREATE INDEX ix_inventory_movements_part ON inventory_movements (part_id, seq)`);
    await q.query(
      `CREATE INDEX ix_inventory_movements_order ON inventory_movements (repair_order_id) WHERE repair_order_id IS NOT NULL`,
    );

    await q.query(`
      CREATE TABLE inventory_reservations (
        repair_order_id uuid NOT NULL REFERENCES repair_orders(id) ON DELETE CASCADE,
        part_id uuid NOT NULL REFERENCES inventory(id) ON DELETE RESTRICT,
        quantity integer NOT NULL DEFAULT 0 CONSTRAINT ck_inventory_reservations_quantity CHECK (quantity >= 0),
        shortfall integer NOT NULL DEFAULT 0 CONSTRAINT ck_inventory_reservations_shortfall CHECK (shortfall >= 0),
        created_at timestamptz NOT NULL,
        -- Insertion order: among orders waiting since the same instant, the first in line.
        seq bigint GENERATED ALWAYS AS IDENTITY,
        PRIMARY KEY (repair_order_id, part_id)
      )`);
    await q.query(
      `CREATE INDEX ix_inventory_reservations_waiting ON inventory_reservations (part_id, created_at, seq) WHERE shortfall > 0`,
    );

    // The one writer of the balances: each movement, as it is inserted.
    await q.query(`
      CREATE FUNCTION inventory_apply_movement() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE inventory
           SET quantity = quantity + NEW.on_hand_delta,
               reserved = reserved + NEW.reserved_delta,
               last_restocked = CASE WHEN NEW.kind = 'received' THEN NEW.created_at ELSE last_restocked END
         WHERE id = NEW.part_id;
        IF NEW.repair_order_id IS NOT NULL AND NEW.reserved_delta > 0 THEN
          INSERT INTO inventory_reservations (repair_order_id, part_id, quantity, created_at)
          VALUES (NEW.repair_order_id, NEW.part_id, NEW.reserved_delta, NEW.created_at)
          ON CONFLICT (repair_order_id, part_id)
          DO UPDATE SET quantity = inventory_reservations.quantity + EXCLUDED.quantity;
        ELSIF NEW.repair_order_id IS NOT NULL AND NEW.reserved_delta < 0 THEN
          UPDATE inventory_reservations SET quantity = quantity + NEW.reserved_delta
           WHERE repair_order_id = NEW.repair_order_id AND part_id = NEW.part_id;
          IF NOT FOUND THEN
            RAISE EXCEPTION 'nothing reserved for this order' USING ERRCODE = 'check_violation',
              CONSTRAINT = 'ck_inventory_reservations_quantity';
          END IF;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_inventory_movements_apply AFTER INSERT ON inventory_movements
        FOR EACH ROW EXECUTE FUNCTION inventory_apply_movement()`);
    await q.query(`
      CREATE FUNCTION inventory_movements_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'inventory_movements is append-only' USING ERRCODE = 'restrict_violation';
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_inventory_movements_append_only BEFORE UPDATE OR DELETE ON inventory_movements
        FOR EACH ROW EXECUTE FUNCTION inventory_movements_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE inventory_reservations`);
    await q.query(`DROP TABLE inventory_movements`);
    await q.query(`DROP FUNCTION inventory_movements_append_only()`);
    await q.query(`DROP FUNCTION inventory_apply_movement()`);
    await q.query(`
      ALTER TABLE inventory
        DROP CONSTRAINT uq_inventory_part_name,
        DROP CONSTRAINT uq_inventory_slug,
        DROP CONSTRAINT ck_inventory_available,
        DROP COLUMN reserved,
        DROP COLUMN reorder_level,
        DROP COLUMN retired_at,
        DROP COLUMN display_order,
        DROP COLUMN slug,
        ALTER COLUMN unit_price_cents DROP NOT NULL,
        ALTER COLUMN unit_price_cents DROP DEFAULT`);
  }
}
