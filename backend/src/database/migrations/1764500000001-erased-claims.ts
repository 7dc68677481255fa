import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One first-repair discount per e-mail, through erasure too (counter spec 1, spec 7): erasing a
 * customer blanks their e-mail, which would free it for a second claim. What is kept instead is the
 * SHA-256 of each claimed address, normalised as the claim compares it (lower(btrim(email))): not
 * the address, only a way to know it again. A claim by a kept address is refused by the database
 * exactly as a second claim is (unique_violation on uq_customers_email_claim, the API's 409).
 */
export class ErasedClaims1764500000001 implements MigrationInterface {
  name = 'ErasedClaims1764500000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE erased_claim_emails (
        email_sha256 text PRIMARY KEY CONSTRAINT ck_erased_claim_emails_hex CHECK (email_sha256 ~ '^[0-9a-f]{64}$'),
        erased_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE FUNCTION claim_email_sha256(email text) RETURNS text
        LANGUAGE sql IMMUTABLE STRICT
        AS $$ SELECT encode(sha256(convert_to(lower(btrim(email)), 'UTF8')), 'hex') $$`);
    await q.query(`
      CREATE FUNCTION customers_claim_not_erased() RETURNS trigger
        LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.discount_code IS NOT NULL
           AND (TG_OP = 'INSERT' OR OLD.discount_code IS NULL)
           AND EXISTS (SELECT 1 FROM erased_claim_emails WHERE email_sha256 = claim_email_sha256(NEW.email)) THEN
          RAISE EXCEPTION 'this e-mail claimed the discount before it was erased'
            USING ERRCODE = 'unique_violation', CONSTRAINT = 'uq_customers_email_claim';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_customers_claim_not_erased
        BEFORE INSERT OR UPDATE OF discount_code ON customers
        FOR EACH ROW EXECUTE FUNCTION customers_claim_not_erased()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER tr_customers_claim_not_erased ON customers`);
    await q.query(`DROP FUNCTION customers_claim_not_erased()`);
    await q.query(`DROP FUNCTION claim_email_sha256(text)`);
    await q.query(`DROP TABLE erased_claim_emails`);
  }
}
