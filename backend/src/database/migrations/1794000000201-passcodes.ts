import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The device's passcode (issue 40, intake spec 3), held only while the shop needs it:
 *
 * - repair_order_passcodes: one per order, AES-256-GCM ciphertext only (the plain text never
 *   reaches the database, a log or a backup): the id of the key that encrypted it, the 12-byte
 *   nonce, the ciphertext of a fixed-size padded block (its length says nothing of the passcode's)
 *   and the 16-byte tag; the kind (pin, password, pattern) in clear, bound to the ciphertext as
 *   associated data with the order's id. given_at starts the 30 days after which the housekeeping
 *   job destroys it.
 * - The database's invariants: a passcode is admitted only on an open order whose customer signed
 *   "You may unlock the device" (data_choice = 'may_unlock'; the order's row is read FOR SHARE, so
 *   a concurrent pickup waits or is waited for); when the order is picked up or cancelled, or its
 *   data choice stops being 'may_unlock', the row is deleted in the same statement's transaction
 *   (a trigger on repair_orders). So no passcode row outlives its order's closing.
 * - repair_order_passcode_events: what happened to it, kept after it is gone: recorded (who,
 *   when), revealed (who, when, why: the customer's tracking page counts these) and destroyed
 *   (why: picked_up, cancelled, expired, erasure, data_choice; when). A trigger writes the
 *   destroyed line for every deletion, whoever deletes: the cause and time come from
 *   set_config('shop.passcode_removal' / 'shop.passcode_removed_at', ..., true) for the job and
 *   the erasure, else from the order's closing (its status_changed_at, the app's clock).
 */
export class Passcodes1794000000201 implements MigrationInterface {
  name = 'Passcodes1794000000201';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE repair_order_passcodes (
        repair_order_id uuid PRIMARY KEY REFERENCES repair_orders(id),
        kind text NOT NULL CONSTRAINT ck_repair_order_passcodes_kind CHECK (kind IN ('pin', 'password', 'pattern')),
        key_id text NOT NULL CHECK (key_id ~ '^[A-Za-z0-9_-]{1,32}$'),
        nonce bytea NOT NULL CHECK (octet_length(nonce) = 12),
        ciphertext bytea NOT NULL CHECK (octet_length(ciphertext) = 256),
        auth_tag bytea NOT NULL CHECK (octet_length(auth_tag) = 16),
        given_at timestamptz NOT NULL,
        recorded_by_user_id uuid REFERENCES admin_users(id) ON DELETE SET NULL,
        recorded_by text NOT NULL CHECK (length(recorded_by) BETWEEN 1 AND 64),
        recorded_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX idx_repair_order_passcodes_given ON repair_order_passcodes (given_at)`);

    await q.query(`
      CREATE TABLE repair_order_passcode_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        repair_order_id uuid NOT NULL REFERENCES repair_orders(id),
        kind text NOT NULL CHECK (kind IN ('recorded', 'revealed', 'destroyed')),
        reason text CHECK (length(reason) BETWEEN 1 AND 500),
        cause text CHECK (cause IN ('picked_up', 'cancelled', 'expired', 'erasure', 'data_choice', 'deleted')),
        by_user_id uuid REFERENCES admin_users(id) ON DELETE SET NULL,
        by_name text NOT NULL CHECK (length(by_name) BETWEEN 1 AND 64),
        at timestamptz NOT NULL,
        CHECK ((kind = 'revealed') = (reason IS NOT NULL)),
        CHECK ((kind = 'destroyed') = (cause IS NOT NULL))
      )`);
    await q.query(
      `CREATE INDEX idx_repair_order_passcode_events_order ON repair_order_passcode_events (repair_order_id, seq)`,
    );

    // Admitted only on an open order whose customer allowed unlocking.
    await q.query(`
      CREATE FUNCTION repair_order_passcodes_admit() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        o record;
      BEGIN
        SELECT status, data_choice INTO o FROM repair_orders WHERE id = NEW.repair_order_id FOR SHARE;
        IF o.status IN ('picked_up', 'cancelled') THEN
          RAISE EXCEPTION 'the order is closed: it holds no passcode'
            USING ERRCODE = 'check_violation', CONSTRAINT = 'ck_repair_order_passcodes_open_order';
        END IF;
        IF o.data_choice IS DISTINCT FROM 'may_unlock' THEN
          RAISE EXCEPTION 'the customer did not allow unlocking the device'
            USING ERRCODE = 'check_violation', CONSTRAINT = 'ck_repair_order_passcodes_may_unlock';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_repair_order_passcodes_admit BEFORE INSERT OR UPDATE ON repair_order_passcodes
        FOR EACH ROW EXECUTE FUNCTION repair_order_passcodes_admit()`);

    // Closing the order (or withdrawing the permission) destroys the passcode.
    await q.query(`
      CREATE FUNCTION repair_orders_destroy_passcode() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM repair_order_passcodes WHERE repair_order_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_repair_orders_destroy_passcode AFTER UPDATE OF status, data_choice ON repair_orders
        FOR EACH ROW
        WHEN (NEW.status IN ('picked_up', 'cancelled') OR NEW.data_choice IS DISTINCT FROM 'may_unlock')
        EXECUTE FUNCTION repair_orders_destroy_passcode()`);

    // Every deletion leaves its line: why and when.
    await q.query(`
      CREATE FUNCTION repair_order_passcodes_destroyed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        o record;
        why text := nullif(current_setting('shop.passcode_removal', true), '');
        removed_at timestamptz := nullif(current_setting('shop.passcode_removed_at', true), '')::timestamptz;
      BEGIN
        SELECT status, data_choice, status_changed_at INTO o FROM repair_orders WHERE id = OLD.repair_order_id;
        IF why IS NULL THEN
          IF o.status IN ('picked_up', 'cancelled') THEN
            why := o.status;
            removed_at := coalesce(removed_at, o.status_changed_at);
          ELSIF o.data_choice IS DISTINCT FROM 'may_unlock' THEN
            why := 'data_choice';
          ELSE
            why := 'deleted';
          END IF;
        END IF;
        INSERT INTO repair_order_passcode_events (repair_order_id, kind, cause, by_name, at)
          VALUES (OLD.repair_order_id, 'destroyed', why, 'system', coalesce(removed_at, now()));
        RETURN OLD;
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_repair_order_passcodes_destroyed AFTER DELETE ON repair_order_passcodes
        FOR EACH ROW EXECUTE FUNCTION repair_order_passcodes_destroyed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER tr_repair_orders_destroy_passcode ON repair_orders`);
    await q.query(`DROP TABLE repair_order_passcodes`);
    await q.query(`DROP TABLE repair_order_passcode_events`);
    await q.query(`DROP FUNCTION repair_orders_destroy_passcode()`);
    await q.query(`DROP FUNCTION repair_order_passcodes_destroyed()`);
    await q.query(`DROP FUNCTION repair_order_passcodes_admit()`);
  }
}
