import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../clock/clock.js';
import { IDEMPOTENCY_KEY_RETENTION_HOURS } from '../idempotency/idempotency.service.js';
import { ScheduledJob } from '../run-once/scheduled-job.js';
import { ScheduledRunsRepository } from '../run-once/scheduled-runs.repository.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { HousekeepingRepository } from './housekeeping.repository.js';

/** What one run deleted. */
export interface HousekeepingResult {
  sessions: number;
  signInAttempts: number;
  idempotencyKeys: number;
  rateLimitCounters: number;
}

const HOUR = 3_600_000;

/**
 * Deletes what no rule reads any more, once per HOUSEKEEPING_EVERY_MINUTES across all instances:
 * expired staff sessions, failed sign-ins older than the throttling window, idempotency keys past
 * their retention and per-IP counters whose window has ended.
 */
@Injectable()
export class HousekeepingJob extends ScheduledJob<HousekeepingResult> {
  protected readonly logger = new Logger('Housekeeping');
  protected readonly name = 'housekeeping';

  constructor(
    protected readonly runs: ScheduledRunsRepository,
    private readonly repository: HousekeepingRepository,
    protected readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  protected periodMs(): number {
    return this.config.housekeeping.everyMinutes * 60_000;
  }

  protected pollMs(): number {
    return this.config.housekeeping.pollMs;
  }

  protected async work(now: Date): Promise<HousekeepingResult> {
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const result: HousekeepingResult = {
      sessions: await this.repository.expiredSessions(now),
      signInAttempts: await this.repository.signInAttemptsBefore(
        ago(this.config.loginThrottle.historyDays * 24 * HOUR),
      ),
      idempotencyKeys: await this.repository.idempotencyKeysBefore(
        ago(IDEMPOTENCY_KEY_RETENTION_HOURS * HOUR),
      ),
      rateLimitCounters: await this.repository.rateLimitCountersBefore(now),
    };
    const deleted = Object.entries(result).filter(([, n]) => n > 0);
    if (deleted.length > 0)
      this.logger.log(`Deleted ${deleted.map(([what, n]) => `${n} ${what}`).join(', ')}`);
    return result;
  }
}
