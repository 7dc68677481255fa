import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock/clock.js';
import { claimDue, type LeasedClaim } from '../common/run-once/leased-claim.js';
import { PeriodicJob } from '../common/run-once/periodic-job.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import type { OutboxMessage } from './entities/outbox-message.entity.js';
import { MailTransport } from './transports/mail-transport.js';

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
 * Sends what the outbox holds, in every instance: rows are claimed with `claimDue` (FOR UPDATE
 * SKIP LOCKED and a lease), so any number of workers never send one row twice; a failure is
 * retried with growing back-off and marked failed after the configured number of tries.
 */
@Injectable()
export class OutboxWorker extends PeriodicJob {
  protected readonly logger = new Logger('Outbox');

  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  protected intervalMs(): number {
    return this.config.mail.pollMs;
  }

  protected run(): Promise<unknown> {
    return this.drain();
  }

  override async onApplicationShutdown(): Promise<void> {
    await super.onApplicationShutdown();
    await this.transport.close();
  }

  /** Sends every row that is due now; answers how many were sent and how many failed this run. */
  async drain(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const rows = await claimDue<ClaimedRow>(this.dataSource, DUE_MESSAGES, this.clock.now());
      if (rows.length === 0) return { sent, failed };
      for (const row of rows) {
        if (await this.deliver(row)) sent++;
        else failed++;
      }
    }
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
