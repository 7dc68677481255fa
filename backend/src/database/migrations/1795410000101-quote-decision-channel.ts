import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How a quote was answered (issue 41, approval by phone): by the customer online ('customer'), or
 * received by phone or in the shop and recorded by staff ('phone', 'in_shop'): who recorded it
 * (their account, and their username kept as text) and an optional note. The database holds it:
 * a decided version has a channel and nothing else has; staff channels name who recorded them and
 * the customer's own answers name no one; a note only on what staff recorded.
 */
export class QuoteDecisionChannel1795410000101 implements MigrationInterface {
  name = 'QuoteDecisionChannel1795410000101';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE repair_quotes
        ADD COLUMN decision_channel text
          CONSTRAINT ck_repair_quotes_decision_channel CHECK (decision_channel IN ('customer', 'phone', 'in_shop')),
        ADD COLUMN decision_recorded_by_user_id uuid REFERENCES admin_users(id) ON DELETE SET NULL,
        ADD COLUMN decision_recorded_by text
          CONSTRAINT ck_repair_quotes_decision_recorded_by CHECK (length(decision_recorded_by) BETWEEN 1 AND 64),
        ADD COLUMN decision_note text
          CONSTRAINT ck_repair_quotes_decision_note CHECK (length(decision_note) BETWEEN 1 AND 500)`);
    // Every answer so far came from the customer's tracking page.
    await q.query(`UPDATE repair_quotes SET decision_channel = 'customer' WHERE decided_at IS NOT NULL`);
    await q.query(`
      ALTER TABLE repair_quotes
        ADD CONSTRAINT ck_repair_quotes_decision_has_channel
          CHECK ((decided_at IS NOT NULL) = (decision_channel IS NOT NULL)),
        ADD CONSTRAINT ck_repair_quotes_decision_recorder
          CHECK ((decision_channel IN ('phone', 'in_shop')) = (decision_recorded_by IS NOT NULL)),
        ADD CONSTRAINT ck_repair_quotes_decision_note_by_staff
          CHECK (decision_note IS NULL OR decision_channel IN ('phone', 'in_shop'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE repair_quotes
        DROP COLUMN decision_note,
        DROP COLUMN decision_recorded_by,
        DROP COLUMN decision_recorded_by_user_id,
        DROP COLUMN decision_channel`);
  }
}
