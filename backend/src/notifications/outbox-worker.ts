import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import type { OutboxMessage } from './entities/outbox-message.entity.js';
import { MailTransport } from './transports/mail-transport.js';

/** How long a claimed row stays reserved for the worker that claimed it. */
const LEASE_SECONDS = 120;
const BATCH = 10;

/** Seconds before the next try after `attempts` failures: 10 s, 20 s, 40 s … at most an hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1));
}

interface ClaimedRow {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: OutboxMessage['attachments'];
  attempts: number;
}

/**
 * Sends what the outbox holds. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so any
 * number of workers (in one process or several) never send one row twice; a failure is retried
 * with growing back-off and marked failed after the configured number of tries.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Outbox');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.mail.pollMs > 0) {
      this.timer = setInterval(() => void this.tick(), this.config.mail.pollMs);
      this.timer.unref();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    await this.transport.close();
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.drain()
      .catch((error: unknown) =>
        this.logger.warn(`Outbox run failed: ${error instanceof Error ? error.message : error}`),
      )
      .finally(() => (this.running = undefined));
    await this.running;
  }

  /** Sends every row that is due now; answers how many were sent and how many failed this run. */
  async drain(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const rows = await this.claim();
      if (rows.length === 0) return { sent, failed };
      for (const row of rows) {
        if (await this.deliver(row)) sent++;
        else failed++;
      }
    }
  }

  private async claim(): Promise<ClaimedRow[]> {
    const now = this.clock.now();
    const leaseEnd = new Date(now.getTime() + LEASE_SECONDS * 1000);
    const [rows] = (await this.dataSource.query(
      `UPDATE outbox_messages SET locked_until = $2, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM outbox_messages
           WHERE status = 'pending' AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
           ORDER BY next_attempt_at, created_at
           LIMIT ${BATCH}
           FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, recipient, subject, text_body, html_body, attachments, attempts`,
      [now, leaseEnd],
    )) as [ClaimedRow[], number];
    return rows;
  }

  private async deliver(row: ClaimedRow): Promise<boolean> {
    try {
      await this.transport.send({
        from: this.config.mail.from,
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        attachments: row.attachments,
        messageId: `<${row.id}@${new URL(this.config.mail.publicUrl).hostname}>`,
      });
      await this.dataSource.query(
        `UPDATE outbox_messages SET status = 'sent', sent_at = $2, locked_until = NULL, last_error = NULL WHERE id = $1`,
        [row.id, this.clock.now()],
      );
      return true;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const giveUp = row.attempts >= this.config.mail.maxAttempts;
      const next = new Date(this.clock.now().getTime() + backoffSeconds(row.attempts) * 1000);
      await this.dataSource.query(
        `UPDATE outbox_messages SET status = $2, next_attempt_at = $3, locked_until = NULL, last_error = $4 WHERE id = $1`,
        [row.id, giveUp ? 'failed' : 'pending', next, message],
      );
      this.logger.warn(
        `Sending ${row.kind} to ${row.recipient} failed (try ${row.attempts}${giveUp ? ', giving up' : ''}): ${message}`,
      );
      return false;
    }
  }
}
