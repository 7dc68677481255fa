import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The $10 first-repair discount: one claim per e-mail (compared trimmed and case-insensitively) and
 * a single-use code per claim, written in an unambiguous alphabet (no 0/O, 1/I). A code is used
 * once: used_at is set by one conditional UPDATE, and the appointment that used it is recorded.
 */
export class DiscountClaims1763810000000 implements MigrationInterface {
  name = 'DiscountClaims1763810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE customers ADD COLUMN discount_code text`);
    await q.query(`ALTER TABLE customers ADD COLUMN discount_code_used_at timestamptz`);
    await q.query(
      `ALTER TABLE customers ADD COLUMN discount_code_used_by_appointment uuid REFERENCES appointments(id) ON DELETE SET NULL`,
    );
    await q.query(`ALTER TABLE customers ADD CONSTRAINT uq_customers_discount_code UNIQUE (discount_code)`);
    await q.query(
      `ALTER TABLE customers ADD CONSTRAINT ck_customers_discount_code_alphabet CHECK (discount_code ~ '^[2-9A-HJ-NP-Z]{8}$')`,
    );
    await q.query(
      `ALTER TABLE customers ADD CONSTRAINT ck_customers_discount_code_use CHECK (
        (discount_code_used_at IS NULL OR discount_code IS NOT NULL)
        AND (discount_code_used_by_appointment IS NULL OR discount_code_used_at IS NOT NULL))`,
    );
    await q.query(
      `ALTER TABLE customers ADD CONSTRAINT ck_customers_discount_claimed CHECK (discount_claimed IN ('pending', 'popup_10_off'))`,
    );
    await q.query(`CREATE UNIQUE INDEX uq_customers_email_claim ON customers (lower(btrim(email)))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX uq_customers_email_claim`);
    await q.query(`ALTER TABLE customers DROP CONSTRAINT ck_customers_discount_claimed`);
    await q.query(`ALTER TABLE customers DROP CONSTRAINT ck_customers_discount_code_use`);
    await q.query(`ALTER TABLE customers DROP CONSTRAINT ck_customers_discount_code_alphabet`);
    await q.query(`ALTER TABLE customers DROP CONSTRAINT uq_customers_discount_code`);
    await q.query(`ALTER TABLE customers DROP COLUMN discount_code_used_by_appointment`);
    await q.query(`ALTER TABLE customers DROP COLUMN discount_code_used_at`);
    await q.query(`ALTER TABLE customers DROP COLUMN discount_code`);
  }
}
