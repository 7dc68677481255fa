import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The e-mail outbox: rows written with the change they announce, sent later by the worker. */
export class Outbox1763820000000 implements MigrationInterface {
  name = 'Outbox1763820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL,
        recipient text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        last_error text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status = 'sent') = (sent_at IS NOT NULL))
      )`);
    await q.query(
      `CREATE INDEX idx_outbox_due ON outbox_messages (next_attempt_at) WHERE status = 'pending'`,
    );
    await q.query(`CREATE INDEX idx_outbox_created ON outbox_messages (created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE outbox_messages`);
  }
}
