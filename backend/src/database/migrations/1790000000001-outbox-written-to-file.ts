import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 37: whether a message marked sent went to an SMTP server or was only written to a file
 * (MAIL_TRANSPORT=file): staff see "written to a file, not sent" instead of "Sent".
 */
export class OutboxWrittenToFile1790000000001 implements MigrationInterface {
  name = 'OutboxWrittenToFile1790000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_messages ADD COLUMN written_to_file boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_messages DROP COLUMN written_to_file`);
  }
}
