import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The estimate the customer agrees to at intake (workshop spec 1, issue 39 item 5), kept with the
 * intake: repair_orders.intake_estimate_cents, the check-in's charges less the discount (0 for a
 * warranty claim). A later quote changes what is charged, never what was agreed at the counter.
 * Orders checked in before get their check-in services less their discount. Null only where an
 * order was written without the app (a migration's or a fixture's row): "not recorded".
 */
export class IntakeEstimate1791000000101 implements MigrationInterface {
  name = 'IntakeEstimate1791000000101';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE repair_orders ADD COLUMN intake_estimate_cents integer`);
    await q.query(`
      UPDATE repair_orders o
         SET intake_estimate_cents = greatest(0, coalesce(
               (SELECT sum(s.price_cents)::int FROM repair_order_services s WHERE s.repair_order_id = o.id), 0)
             - o.discount_cents)`);
    await q.query(`
      ALTER TABLE repair_orders
        ADD CONSTRAINT ck_repair_orders_intake_estimate CHECK (intake_estimate_cents >= 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE repair_orders DROP CONSTRAINT ck_repair_orders_intake_estimate, DROP COLUMN intake_estimate_cents`,
    );
  }
}
