import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock/clock.js';
import { PeriodicJob } from '../common/run-once/periodic-job.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { OutboxRepository, type ClaimedMessage } from './outbox.repository.js';
import { MailTransport } from './transports/mail-transport.js';

/** Seconds before the next try after `attempts` failures: 10 s, 20 s, 40 s … at most an hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends what the outbox holds, in every instance: rows are claimed with `claimDue` (FOR UPDATE
 * SKIP LOCKED and a lease), so any number of workers never send one row twice; a failure is
 * retried with growing back-off and marked failed after the configured number of tries.
 */
@Injectable()
export class OutboxWorker extends PeriodicJob {
  protected readonly logger = new Logger('Outbox');
  protected readonly jobName = 'outbox';

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  protected intervalMs(): number {
    return this.config.mail.pollMs;
  }

  /**
   * The outbox in the metrics, read from the shared table at each scrape (the same on every
   * instance: combine with `max`): messages waiting and given up, and the oldest waiting one's age.
   */
  onModuleInit(): void {
    let backlog: Promise<{ pending: number; failed: number; oldestPendingSeconds: number }> | null = null;
    // One query per scrape for both gauges.
    const read = () => {
      backlog ??= this.outbox.backlog().finally(() => setTimeout(() => (backlog = null), 1000).unref());
      return backlog;
    };
    this.metrics?.gauge({
      name: 'shop_outbox_messages',
      help: 'E-mails in the outbox waiting to be sent (pending) or given up (failed); the same on every instance',
      labelNames: ['status'] as const,
      collect: async (gauge) => {
        const { pending, failed } = await read();
        gauge.set({ status: 'pending' }, pending);
        gauge.set({ status: 'failed' }, failed);
      },
    });
    this.metrics?.gauge({
      name: 'shop_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest e-mail waiting to be sent (0 when none waits); the same on every instance',
      collect: async (gauge) => gauge.set((await read()).oldestPendingSeconds),
    });
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
      const rows = await this.outbox.claimDue(this.clock.now());
      if (rows.length === 0) return { sent, failed };
      for (const row of rows) {
        if (await this.deliver(row)) sent++;
        else failed++;
      }
    }
  }

  private async deliver(row: ClaimedMessage): Promise<boolean> {
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
      await this.outbox.markSent(row.id, this.clock.now(), this.transport.writesFiles);
      this.metrics?.outboxSent.inc({ transport: this.transport.writesFiles ? 'file' : 'smtp' });
      return true;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const giveUp = row.attempts >= this.config.mail.maxAttempts;
      const next = new Date(this.clock.now().getTime() + backoffSeconds(row.attempts) * 1000);
      await this.outbox.markFailed(row.id, giveUp, next, message);
      this.metrics?.outboxFailures.inc();
      this.logger.warn(
        // The message's id, never its recipient: no customer's address in a log.
        `Sending ${row.kind} (outbox message ${row.id}) failed (try ${row.attempts}${giveUp ? ', giving up' : ''}): ${message}`,
      );
      return false;
    }
  }
}
