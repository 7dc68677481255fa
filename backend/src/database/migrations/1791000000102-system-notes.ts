import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The system's own words in an order's history apart from people's (issue 39 item 8):
 * repair_order_status_changes.system_note holds what the shop's software wrote ("Quote version 1
 * sent", "Quote version 2 declined by the customer", "Waiting for 1 × Screen"); `note` keeps only
 * what a person typed. Erasure replaces the latter and keeps the former. Existing rows whose note is
 * one of those texts move it to system_note.
 */
export class SystemNotes1791000000102 implements MigrationInterface {
  name = 'SystemNotes1791000000102';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE repair_order_status_changes ADD COLUMN system_note text`);
    await q.query(`
      UPDATE repair_order_status_changes SET system_note = note, note = NULL
       WHERE note ~ '^Quote version [0-9]+ (sent|approved by the customer|declined by the customer)$'
          OR note ~ '^Waiting for [0-9]+ × '`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE repair_order_status_changes
         SET note = CASE WHEN note IS NULL THEN system_note ELSE system_note || ' — ' || note END
       WHERE system_note IS NOT NULL`);
    await q.query(`ALTER TABLE repair_order_status_changes DROP COLUMN system_note`);
  }
}
