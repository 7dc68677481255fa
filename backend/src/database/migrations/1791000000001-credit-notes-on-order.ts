import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credit notes lower what an order charges (counter spec 3, issue 39 item 1):
 * - repair_orders.credited_cents: the sum of the order's credit notes (positive cents), kept by a
 *   trigger on receipts as paid_cents is kept by the payments' one; existing credit notes counted.
 *   The order's net charges are total_cost_cents − credited_cents; its balance is net − paid.
 * - payments_admit: a payment is admitted up to the net balance; a refund is not held to what is
 *   due (it may leave a balance due, or pay back what a credit note made owed: the paid_cents CHECK
 *   still refuses one above what was paid).
 * - repair_orders_pickup_paid: the balance that refuses a pickup is the net one.
 */
export class CreditNotesOnOrder1791000000001 implements MigrationInterface {
  name = 'CreditNotesOnOrder1791000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE repair_orders
        ADD COLUMN credited_cents integer NOT NULL DEFAULT 0
          CONSTRAINT ck_repair_orders_credited CHECK (credited_cents >= 0)`);
    await q.query(`
      UPDATE repair_orders o SET credited_cents = c.cents
        FROM (SELECT repair_order_id, -sum(total_cents)::int AS cents FROM receipts
               WHERE kind = 'credit_note' GROUP BY repair_order_id) c
       WHERE c.repair_order_id = o.id`);
    await q.query(`
      CREATE FUNCTION receipts_credit_order() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE repair_orders SET credited_cents = credited_cents - NEW.total_cents WHERE id = NEW.repair_order_id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_receipts_credit_order AFTER INSERT ON receipts
        FOR EACH ROW WHEN (NEW.kind = 'credit_note') EXECUTE FUNCTION receipts_credit_order()`);
    await q.query(`
      CREATE OR REPLACE FUNCTION payments_admit() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        o record;
      BEGIN
        SELECT status, total_cost_cents, credited_cents, paid_cents INTO o FROM repair_orders WHERE id = NEW.repair_order_id FOR UPDATE;
        IF NEW.amount_cents > 0 AND o.status IN ('picked_up', 'cancelled') THEN
          RAISE EXCEPTION 'no payment on a % order', o.status
            USING ERRCODE = 'check_violation', CONSTRAINT = 'ck_payments_order_open';
        END IF;
        IF NEW.amount_cents > 0 AND NEW.amount_cents > coalesce(o.total_cost_cents, 0) - o.credited_cents - o.paid_cents THEN
          RAISE EXCEPTION 'payment above the amount due'
            USING ERRCODE = 'check_violation', CONSTRAINT = 'ck_payments_within_due';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION repair_orders_pickup_paid() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF coalesce(OLD.total_cost_cents, 0) - NEW.credited_cents > NEW.paid_cents AND NEW.released_unpaid_reason IS NULL THEN
          RAISE EXCEPTION 'a balance of % cents is due', coalesce(OLD.total_cost_cents, 0) - NEW.credited_cents - NEW.paid_cents
            USING ERRCODE = 'check_violation', CONSTRAINT = 'ck_repair_orders_pickup_paid';
        END IF;
        RETURN NEW;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION repair_orders_pickup_paid() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF coalesce(OLD.total_cost_cents, 0) > NEW.paid_cents AND NEW.released_unpaid_reason IS NULL THEN
          RAISE EXCEPTION 'a balance of % cents is due', coalesce(OLD.total_cost_cents, 0) - NEW.paid_cents
            USING ERRCODE = 'check_violation', CONSTRAINT = 'ck_repair_orders_pickup_paid';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION payments_admit() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await q.query(`DROP TRIGGER tr_receipts_credit_order ON receipts`);
    await q.query(`DROP FUNCTION receipts_credit_order()`);
    await q.query(`ALTER TABLE repair_orders DROP COLUMN credited_cents`);
  }
}
