import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The counter (counter spec 2 and 3, issue 31): payments, refunds and deposits on repair orders,
 * the balance, receipts and credit notes. Every rule that must hold whatever the concurrency is
 * the database's:
 * - payments: never edited or deleted (a trigger refuses it); one per Idempotency-Key (unique); a
 *   refund is negative with a reason. Before each insert the order's row is locked and a payment is
 *   refused on a cancelled or picked-up order or above what is due; after it the order's
 *   paid_cents follows the sum, whose CHECK (paid_cents >= 0) refuses a refund above what was paid.
 * - repair_orders.released_unpaid_reason: set when an editor hands a device over unpaid; moving an
 *   order to picked_up with a balance due and no such reason is refused by a trigger.
 * - receipts: numbered per year from receipt_counters (one row per year, incremented in the
 *   issuing transaction: a rollback takes its number back, so there is no gap and no repeat);
 *   unique number and (year, seq); one receipt per order (credit notes refer to it); read-only once
 *   issued, except the customer's contact columns, which an erasure may blank.
 */
export class Payments1764400000101 implements MigrationInterface {
  name = 'Payments1764400000101';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE repair_orders
        ADD COLUMN paid_cents integer NOT NULL DEFAULT 0
          CONSTRAINT ck_repair_orders_paid CHECK (paid_cents >= 0),
        ADD COLUMN released_unpaid_reason text
          CONSTRAINT ck_repair_orders_released_unpaid CHECK (released_unpaid_reason IS NULL OR length(released_unpaid_reason) BETWEEN 1 AND 500)`);
    await q.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        -- The order payments were recorded in (taken_at may repeat).
        seq bigint GENERATED ALWAYS AS IDENTITY,
        repair_order_id uuid NOT NULL REFERENCES repair_orders(id) ON DELETE RESTRICT,
        amount_cents integer NOT NULL
          CONSTRAINT ck_payments_amount CHECK (amount_cents <> 0 AND amount_cents BETWEEN -10000000 AND 10000000),
        method text NOT NULL CONSTRAINT ck_payments_method CHECK (method IN ('cash', 'card', 'other')),
        note text CONSTRAINT ck_payments_note CHECK (note IS NULL OR length(note) BETWEEN 1 AND 500),
        reason text CONSTRAINT ck_payments_reason CHECK (reason IS NULL OR length(reason) BETWEEN 1 AND 500),
        deposit boolean NOT NULL DEFAULT false,
        taken_by_user_id uuid,
        taken_by text NOT NULL CHECK (length(taken_by) BETWEEN 1 AND 64),
        taken_at timestamptz NOT NULL,
        idempotency_key text CONSTRAINT uq_payments_idempotency_key UNIQUE,
        CONSTRAINT ck_payments_other_note CHECK (method <> 'other' OR note IS NOT NULL),
        CONSTRAINT ck_payments_refund_reason CHECK ((amount_cents < 0) = (reason IS NOT NULL)),
        CONSTRAINT ck_payments_deposit CHECK (NOT deposit OR amount_cents > 0)
      )`);
    await q.query(`CREATE INDEX ix_payments_order ON payments (repair_order_id, seq)`);
    await q.query(`CREATE INDEX ix_payments_taken_at ON payments (taken_at)`);
    await q.query(`
      CREATE TABLE deposit_requests (
        repair_order_id uuid PRIMARY KEY REFERENCES repair_orders(id) ON DELETE CASCADE,
        amount_cents integer NOT NULL CONSTRAINT ck_deposit_requests_amount CHECK (amount_cents BETWEEN 1 AND 10000000),
        requested_by text NOT NULL,
        requested_at timestamptz NOT NULL
      )`);

    await q.query(`
      CREATE FUNCTION payments_read_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'payments are never edited or deleted: record a refund'
          USING ERRCODE = 'check_violation', CONSTRAINT = 'ck_payments_read_only';
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_payments_read_only BEFORE UPDATE OR DELETE ON payments
        FOR EACH ROW EXECUTE FUNCTION payments_read_only()`);
    await q.query(`
      CREATE FUNCTION payments_admit() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        o record;
      BEGIN
        SELECT status, total_cost_cents, paid_cents INTO o FROM repair_orders WHERE id = NEW.repair_order_id FOR UPDATE;
        IF NEW.amount_cents > 0 AND o.status IN ('picked_up', 'cancelled') THEN
          RAISE EXCEPTION 'no payment on a % order', o.status
            USING ERRCODE = 'check_violation', CONSTRAINT = 'ck_payments_order_open';
        END IF;
        IF NEW.amount_cents > coalesce(o.total_cost_cents, 0) - o.paid_cents THEN
          RAISE EXCEPTION 'payment above the amount due'
            USING ERRCODE = 'check_violation', CONSTRAINT = 'ck_payments_within_due';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_payments_admit BEFORE INSERT ON payments
        FOR EACH ROW EXECUTE FUNCTION payments_admit()`);
    await q.query(`
      CREATE FUNCTION payments_sum() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE repair_orders SET paid_cents = paid_cents + NEW.amount_cents WHERE id = NEW.repair_order_id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_payments_sum AFTER INSERT ON payments
        FOR EACH ROW EXECUTE FUNCTION payments_sum()`);
    await q.query(`
      CREATE FUNCTION repair_orders_pickup_paid() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF coalesce(OLD.total_cost_cents, 0) > NEW.paid_cents AND NEW.released_unpaid_reason IS NULL THEN
          RAISE EXCEPTION 'a balance of % cents is due', coalesce(OLD.total_cost_cents, 0) - NEW.paid_cents
            USING ERRCODE = 'check_violation', CONSTRAINT = 'ck_repair_orders_pickup_paid';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_repair_orders_pickup_paid BEFORE UPDATE OF status ON repair_orders
        FOR EACH ROW WHEN (NEW.status = 'picked_up' AND OLD.status IS DISTINCT FROM 'picked_up')
        EXECUTE FUNCTION repair_orders_pickup_paid()`);

    await q.query(`
      CREATE TABLE receipt_counters (
        year integer PRIMARY KEY CHECK (year BETWEEN 2000 AND 9999),
        last_number integer NOT NULL CHECK (last_number BETWEEN 1 AND 999999)
      )`);
    await q.query(`
      CREATE TABLE receipts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        number text NOT NULL CONSTRAINT uq_receipts_number UNIQUE,
        year integer NOT NULL,
        seq integer NOT NULL CHECK (seq >= 1),
        kind text NOT NULL CONSTRAINT ck_receipts_kind CHECK (kind IN ('receipt', 'credit_note')),
        credit_of uuid REFERENCES receipts(id) ON DELETE RESTRICT,
        repair_order_id uuid NOT NULL REFERENCES repair_orders(id) ON DELETE RESTRICT,
        issued_at timestamptz NOT NULL,
        issued_by text NOT NULL,
        customer_name text NOT NULL,
        customer_phone text NOT NULL,
        customer_email text NOT NULL,
        total_cents integer NOT NULL,
        tax_cents integer NOT NULL CHECK (tax_cents >= 0),
        paid_cents integer NOT NULL,
        due_cents integer NOT NULL,
        body jsonb NOT NULL,
        CONSTRAINT uq_receipts_year_seq UNIQUE (year, seq),
        CONSTRAINT ck_receipts_number CHECK (number = year::text || '-' || lpad(seq::text, 6, '0')),
        CONSTRAINT ck_receipts_credit CHECK ((kind = 'credit_note') = (credit_of IS NOT NULL))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX uq_receipts_one_per_order ON receipts (repair_order_id) WHERE kind = 'receipt'`,
    );
    await q.query(`CREATE INDEX ix_receipts_issued_at ON receipts (issued_at)`);
    await q.query(`
      CREATE FUNCTION receipts_read_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE'
           AND (to_jsonb(NEW) - 'customer_name' - 'customer_phone' - 'customer_email')
             = (to_jsonb(OLD) - 'customer_name' - 'customer_phone' - 'customer_email') THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'an issued receipt never changes: issue a credit note'
          USING ERRCODE = 'check_violation', CONSTRAINT = 'ck_receipts_read_only';
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_receipts_read_only BEFORE UPDATE OR DELETE ON receipts
        FOR EACH ROW EXECUTE FUNCTION receipts_read_only()`);

    await q.query(`
      CREATE TABLE cash_ups (
        day date PRIMARY KEY,
        expected_cash_cents integer NOT NULL,
        counted_cash_cents integer NOT NULL CHECK (counted_cash_cents BETWEEN 0 AND 100000000),
        difference_cents integer NOT NULL,
        note text CHECK (note IS NULL OR length(note) BETWEEN 1 AND 500),
        counted_by text NOT NULL,
        counted_at timestamptz NOT NULL,
        CONSTRAINT ck_cash_ups_difference CHECK (difference_cents = counted_cash_cents - expected_cash_cents)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE cash_ups`);
    await q.query(`DROP TABLE receipts`);
    await q.query(`DROP FUNCTION receipts_read_only()`);
    await q.query(`DROP TABLE receipt_counters`);
    await q.query(`DROP TRIGGER tr_repair_orders_pickup_paid ON repair_orders`);
    await q.query(`DROP FUNCTION repair_orders_pickup_paid()`);
    await q.query(`DROP TABLE deposit_requests`);
    await q.query(`DROP TABLE payments`);
    await q.query(`DROP FUNCTION payments_sum()`);
    await q.query(`DROP FUNCTION payments_admit()`);
    await q.query(`DROP FUNCTION payments_read_only()`);
    await q.query(`ALTER TABLE repair_orders DROP COLUMN released_unpaid_reason, DROP COLUMN paid_cents`);
  }
}
