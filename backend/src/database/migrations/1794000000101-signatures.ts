import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The first version of the shop's repair terms: plain words a customer reads before signing. */
export const FIRST_TERMS = `1. Diagnosis and estimate. We check the device and tell you what we found. The estimate above is what we expect the repair to cost; if it turns out to cost more, we ask you before doing any further work.
2. Condition. The condition recorded above (and the photos we took) is how the device came in. Faults we could not check without working on the device may show up during the repair; we tell you when they do.
3. Your data. Back up your data before leaving the device. We do not look at your data; we unlock the device only if you allow it below, and only to test the repair.
4. Parts and warranty. Parts we fit and our work are under warranty for the period stated on your receipt. The warranty does not cover new physical or liquid damage.
5. Collection. We tell you when the device is ready. Devices not collected within 90 days of that notice may be recycled after a written reminder.
6. Payment. The device is handed back once the repair is paid, unless we agree otherwise.`;

/**
 * Signatures (intake spec 2, issue 40):
 *
 * - repair_terms: the shop's repair terms as versioned text. A change is a new version (editors);
 *   versions never change nor go, so a signature's terms version always reads what was signed.
 *   Version 1 is seeded with plain wording.
 * - repair_order_signatures: the customer's signature of an order's intake (the terms, the
 *   condition recorded, the estimate, their data choice) or of its hand-over: the strokes as a PNG
 *   (checked by its first bytes, at most 256 KB), the name typed, the terms version, the exact
 *   document shown (canonical JSON) and its SHA-256, when, from which address and browser, the
 *   order's status then, and where it was signed (the shop's screen, with the staff member's name, or
 *   the customer's phone). A
 *   record never changes (a trigger refuses UPDATE and DELETE); signing again makes a new one. The
 *   one change allowed is a customer's erasure (spec 4), which says so for its transaction with
 *   set_config('shop.signature_erasure', 'on', true) and only clears the personal parts (image,
 *   name, address, browser, document) and sets erased_at: the fact and the hash stay.
 */
export class Signatures1794000000101 implements MigrationInterface {
  name = 'Signatures1794000000101';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE repair_terms (
        version int PRIMARY KEY CHECK (version > 0),
        text text NOT NULL CHECK (length(text) BETWEEN 1 AND 20000),
        created_by_user_id uuid REFERENCES admin_users(id) ON DELETE SET NULL,
        created_by text NOT NULL CHECK (length(created_by) BETWEEN 1 AND 64),
        created_at timestamptz NOT NULL
      )`);
    await q.query(
      `INSERT INTO repair_terms (version, text, created_by, created_at) VALUES (1, $1, 'system', now())`,
      [FIRST_TERMS],
    );
    await q.query(`
      CREATE FUNCTION repair_terms_read_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'a version of the repair terms never changes: a change is a new version'
          USING ERRCODE = 'check_violation', CONSTRAINT = 'ck_repair_terms_read_only';
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_repair_terms_read_only BEFORE UPDATE OR DELETE ON repair_terms
        FOR EACH ROW EXECUTE FUNCTION repair_terms_read_only()`);

    await q.query(`
      CREATE TABLE repair_order_signatures (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        repair_order_id uuid NOT NULL REFERENCES repair_orders(id),
        kind text NOT NULL CONSTRAINT ck_repair_order_signatures_kind CHECK (kind IN ('intake', 'handover')),
        image bytea CONSTRAINT ck_repair_order_signatures_png CHECK (
          octet_length(image) BETWEEN 9 AND 262144 AND substring(image FROM 1 FOR 8) = '\\x89504e470d0a1a0a'::bytea),
        signer_name text CHECK (length(signer_name) BETWEEN 1 AND 100),
        terms_version int NOT NULL REFERENCES repair_terms(version),
        data_choice text CHECK (data_choice IN ('no_access', 'may_unlock')),
        document text CHECK (length(document) BETWEEN 2 AND 100000),
        document_hash text NOT NULL CHECK (document_hash ~ '^[0-9a-f]{64}$'),
        signed_at timestamptz NOT NULL,
        ip_address text CHECK (length(ip_address) <= 64),
        user_agent text CHECK (length(user_agent) <= 512),
        order_status text NOT NULL,
        via text NOT NULL CHECK (via IN ('shop_screen', 'customer_phone')),
        staff_name text CHECK (length(staff_name) BETWEEN 1 AND 64),
        erased_at timestamptz,
        CONSTRAINT ck_repair_order_signatures_choice CHECK ((kind = 'intake') = (data_choice IS NOT NULL)),
        CONSTRAINT ck_repair_order_signatures_erased CHECK (
          CASE WHEN erased_at IS NULL
            THEN image IS NOT NULL AND signer_name IS NOT NULL AND document IS NOT NULL
            ELSE image IS NULL AND signer_name IS NULL AND document IS NULL AND ip_address IS NULL AND user_agent IS NULL
          END)
      )`);
    await q.query(
      `CREATE INDEX idx_repair_order_signatures_order ON repair_order_signatures (repair_order_id, seq)`,
    );

    // A signature never changes and never goes; an erasure (said for its transaction) only clears
    // its personal parts and keeps the fact and the hash.
    await q.query(`
      CREATE FUNCTION repair_order_signatures_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE'
           AND coalesce(current_setting('shop.signature_erasure', true), '') = 'on'
           AND OLD.erased_at IS NULL AND NEW.erased_at IS NOT NULL
           AND (NEW.id, NEW.seq, NEW.repair_order_id, NEW.kind, NEW.terms_version, NEW.data_choice, NEW.document_hash,
                NEW.signed_at, NEW.order_status, NEW.via, NEW.staff_name)
               IS NOT DISTINCT FROM
               (OLD.id, OLD.seq, OLD.repair_order_id, OLD.kind, OLD.terms_version, OLD.data_choice, OLD.document_hash,
                OLD.signed_at, OLD.order_status, OLD.via, OLD.staff_name) THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'a signature never changes: signing again makes a new record'
          USING ERRCODE = 'check_violation', CONSTRAINT = 'ck_repair_order_signatures_immutable';
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_repair_order_signatures_immutable BEFORE UPDATE OR DELETE ON repair_order_signatures
        FOR EACH ROW EXECUTE FUNCTION repair_order_signatures_immutable()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE repair_order_signatures`);
    await q.query(`DROP FUNCTION repair_order_signatures_immutable()`);
    await q.query(`DROP TABLE repair_terms`);
    await q.query(`DROP FUNCTION repair_terms_read_only()`);
  }
}
