import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The e-mails about a repair order, on its page (issue 32 item 11): each outbox message names the
 * order it is about (check-in receipt, quote, ready, receipt, tracking link sent again). Messages
 * queued before keep their order in their dedupe key (`repair_ready:<order id>`) and are linked from it.
 */
export class OutboxRepairOrder1764600000401 implements MigrationInterface {
  name = 'OutboxRepairOrder1764600000401';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE outbox_messages ADD COLUMN repair_order_id uuid
         CONSTRAINT fk_outbox_messages_repair_order REFERENCES repair_orders (id) ON DELETE SET NULL`,
    );
    await q.query(`
      UPDATE outbox_messages m SET repair_order_id = o.id
        FROM repair_orders o
       WHERE m.kind IN ('repair_checked_in', 'repair_ready', 'repair_quote')
         AND m.dedupe_key LIKE m.kind || ':' || o.id::text || '%'`);
    await q.query(`
      UPDATE outbox_messages m SET repair_order_id = r.repair_order_id
        FROM receipts r
       WHERE m.kind = 'receipt' AND m.dedupe_key = 'receipt:' || r.id::text`);
    await q.query(
      `CREATE INDEX idx_outbox_repair_order ON outbox_messages (repair_order_id, created_at DESC)
         WHERE repair_order_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX idx_outbox_repair_order`);
    await q.query(`ALTER TABLE outbox_messages DROP COLUMN repair_order_id`);
  }
}
