import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One first-repair discount per person (issue 39 item 4): a merge voids the unused codes the
 * duplicate brings when the kept record already has one. customers.discount_code_voided_at marks
 * them; a voided code is never redeemed (the redeeming UPDATE requires it null).
 */
export class VoidMergedDiscountCodes1791000000002 implements MigrationInterface {
  name = 'VoidMergedDiscountCodes1791000000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE customers ADD COLUMN discount_code_voided_at timestamptz,
        ADD CONSTRAINT ck_customers_discount_code_voided
          CHECK (discount_code_voided_at IS NULL OR (discount_code IS NOT NULL AND discount_code_used_at IS NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE customers DROP CONSTRAINT ck_customers_discount_code_voided, DROP COLUMN discount_code_voided_at`,
    );
  }
}
