import { Injectable } from '@nestjs/common';
import { Db } from '../common/database/db.js';
import { claimDue, type LeasedClaim } from '../common/database/leased-claim.js';
import {
  OutboxMessage,
  type OutboxAttachment,
  type OutboxKind,
  type OutboxStatus,
} from './entities/outbox-message.entity.js';

/** An e-mail as queued: rendered, addressed, with its files. */
export interface QueuedMail {
  kind: OutboxKind;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  attachments?: OutboxAttachment[];
  /** Makes the message once per key: a second one with it is not queued. */
  dedupeKey?: string;
  /** The repair order it is about (its page lists its e-mails). */
  repairOrderId?: string;
}

/** A message set aside by a restore. */
export interface HeldMessage {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
}

/** A message claimed for sending. */
export interface ClaimedMessage {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: OutboxAttachment[];
  attempts: number;
}

/** Messages due to be sent, each reserved for two minutes by the worker that claims it. */
const DUE_MESSAGES: LeasedClaim = {
  table: 'outbox_messages',
  due: `status = 'pending' AND next_attempt_at <= $1`,
  order: 'next_attempt_at, created_at',
  returning: 'id, kind, recipient, subject, text_body, html_body, attachments, attempts',
  alsoSet: 'attempts = attempts + 1',
  leaseSeconds: 120,
  batch: 10,
};

/** The outbox_messages table: queued in the transaction of the change they announce, then sent. */
@Injectable()
export class OutboxRepository {
  constructor(private readonly db: Db) {}

  /** Queues a message, due at once; with a dedupe key, answers null when one with that key exists. */
  async enqueue(mail: QueuedMail, now: Date): Promise<string | null> {
    const [row] = await this.db.query<{ id: string }>(
      `INSERT INTO outbox_messages (kind, recipient, subject, text_body, html_body, attachments, next_attempt_at, dedupe_key, repair_order_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
      [
        mail.kind,
        mail.recipient.trim(),
        mail.subject,
        mail.text,
        mail.html,
        JSON.stringify(mail.attachments ?? []),
        now,
        mail.dedupeKey ?? null,
        mail.repairOrderId ?? null,
      ],
    );
    return row?.id ?? null;
  }

  /** Whether a message with this dedupe key was queued (a shortcut: the unique key is what holds). */
  async hasKey(dedupeKey: string): Promise<boolean> {
    const row = await this.db.one<{ exists: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM outbox_messages WHERE dedupe_key = $1) AS exists`,
      [dedupeKey],
    );
    return row?.exists ?? false;
  }

  /** Claims up to a batch of due messages for this worker (see claimDue). */
  claimDue(now: Date): Promise<ClaimedMessage[]> {
    return claimDue<ClaimedMessage>(this.db, DUE_MESSAGES, now);
  }

  async markSent(id: string, at: Date, writtenToFile = false): Promise<void> {
    await this.db.execute(
      `UPDATE outbox_messages SET status = 'sent', sent_at = $2, written_to_file = $3, locked_until = NULL, last_error = NULL WHERE id = $1`,
      [id, at, writtenToFile],
    );
  }

  /** A failed try: pending again from `next`, or failed for good. */
  async markFailed(id: string, giveUp: boolean, next: Date, error: string): Promise<void> {
    await this.db.execute(
      `UPDATE outbox_messages SET status = $2, next_attempt_at = $3, locked_until = NULL, last_error = $4 WHERE id = $1`,
      [id, giveUp ? 'failed' : 'pending', next, error],
    );
  }

  /** See NotificationsService.eraseRecipients (addresses compared trimmed and case-folded). */
  async eraseRecipients(emails: readonly string[]): Promise<void> {
    await this.db.execute(
      `UPDATE outbox_messages
          SET recipient = 'erased@erased.invalid', subject = '(erased)', text_body = '(erased)',
              html_body = '(erased)', attachments = '[]'::jsonb, locked_until = NULL,
              status = CASE WHEN status = 'pending' THEN 'failed' ELSE status END,
              last_error = CASE WHEN status = 'pending' THEN 'Not sent: the customer was erased' ELSE last_error END
        WHERE lower(btrim(recipient)) = ANY (SELECT lower(btrim(e)) FROM unnest($1::text[]) AS e)`,
      [emails],
    );
  }

  /**
   * After a restore from a backup: the messages still waiting in it may have been sent since by
   * the database it replaces, so none is sent again: each is marked failed, saying why, and
   * answered so the operator can look at them (`npm run restore -- --send-pending` keeps them due).
   */
  holdPendingAfterRestore(restoredAt: Date): Promise<HeldMessage[]> {
    return this.db.query<HeldMessage>(
      `UPDATE outbox_messages
          SET status = 'failed', locked_until = NULL,
              last_error = 'Not sent after the restore of ' || to_char($1::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI "UTC"')
                || ': it was waiting when the backup was taken and may have been sent since'
        WHERE status = 'pending'
        RETURNING id, kind, recipient, subject`,
      [restoredAt],
    );
  }

  /** The e-mails about a repair order, newest first. */
  ofRepairOrder(repairOrderId: string): Promise<OutboxMessage[]> {
    return this.db.repository(OutboxMessage).find({
      where: { repairOrderId },
      order: { createdAt: 'DESC' },
      take: 100,
    });
  }

  /**
   * The messages of a kind about a repair order queued in the last `withinSeconds`, newest first,
   * by the outbox's own clock (created_at is the database's now(), as the worker's order is).
   */
  async recentAboutRepairOrder(
    repairOrderId: string,
    kind: OutboxKind,
    withinSeconds: number,
  ): Promise<{ id: string; ageSeconds: number }[]> {
    const rows = await this.db.query<{ id: string; age_seconds: number }>(
      `SELECT id, extract(epoch FROM now() - created_at)::float8 AS age_seconds FROM outbox_messages
        WHERE repair_order_id = $1 AND kind = $2 AND created_at > now() - make_interval(secs => $3)
        ORDER BY created_at DESC`,
      [repairOrderId, kind, withinSeconds],
    );
    return rows.map((r) => ({ id: r.id, ageSeconds: Number(r.age_seconds) }));
  }

  /**
   * The backlog as the metrics read it: messages waiting (pending), given up (failed), and the age of
   * the oldest waiting one in seconds (0 when none waits), by the database's clock.
   */
  async backlog(): Promise<{ pending: number; failed: number; oldestPendingSeconds: number }> {
    const [row] = await this.db.query<{ pending: number; failed: number; oldest: number | null }>(
      `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
              count(*) FILTER (WHERE status = 'failed')::int AS failed,
              extract(epoch FROM now() - min(created_at) FILTER (WHERE status = 'pending'))::float8 AS oldest
         FROM outbox_messages WHERE status <> 'sent'`,
    );
    return {
      pending: Number(row?.pending ?? 0),
      failed: Number(row?.failed ?? 0),
      oldestPendingSeconds: Math.max(0, Number(row?.oldest ?? 0)),
    };
  }

  async findById(id: string): Promise<OutboxMessage | null> {
    return this.db.repository(OutboxMessage).findOne({ where: { id } });
  }

  /** The newest messages, of one status or all. */
  recent(status: OutboxStatus | undefined, limit: number): Promise<OutboxMessage[]> {
    return this.db.repository(OutboxMessage).find({
      where: status ? { status } : {},
      order: { createdAt: 'DESC' },
      take: limit,
    });
  }
}
