import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The customer's choice about their data (intake spec 3, issue 40), signed with the intake:
 * 'no_access' ("Do not access my data") or 'may_unlock' ("You may unlock the device to test the
 * repair"); null until the intake is signed. Only with 'may_unlock' may the shop hold a passcode.
 * The signatures' part writes it (with intake_signed_at), the passcode's part reads it.
 */
export class DataChoice1794000000001 implements MigrationInterface {
  name = 'DataChoice1794000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE repair_orders ADD COLUMN data_choice text
        CONSTRAINT ck_repair_orders_data_choice CHECK (data_choice IN ('no_access', 'may_unlock'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE repair_orders DROP COLUMN data_choice`);
  }
}
