import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../clock/clock.js';
import { ScheduledJob } from '../run-once/scheduled-job.js';
import { ScheduledRunsRepository } from '../run-once/scheduled-runs.repository.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';

/** One clean-up: deletes what no rule reads any more at `now`, answers how many rows. */
export type CleanUp = (now: Date) => Promise<number>;

/**
 * Deletes what no rule reads any more, once per HOUSEKEEPING_EVERY_MINUTES across all instances.
 * Each owner of a table adds its clean-up (`register`, from its module): the feature knows what is
 * past its use, this job only runs them, one after the other, and says what each deleted.
 */
@Injectable()
export class HousekeepingJob extends ScheduledJob<Record<string, number>> {
  protected readonly logger = new Logger('Housekeeping');
  protected readonly name = 'housekeeping';
  protected readonly jobName = 'housekeeping';
  private readonly cleanUps = new Map<string, CleanUp>();

  constructor(
    protected readonly runs: ScheduledRunsRepository,
    protected readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  /** Adds a clean-up under a name of its own (reported with what it deleted). */
  register(name: string, cleanUp: CleanUp): void {
    if (this.cleanUps.has(name)) throw new Error(`A clean-up named ${name} is already registered`);
    this.cleanUps.set(name, cleanUp);
  }

  protected periodMs(): number {
    return this.config.housekeeping.everyMinutes * 60_000;
  }

  protected pollMs(): number {
    return this.config.housekeeping.pollMs;
  }

  protected async work(now: Date): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    for (const [name, cleanUp] of this.cleanUps) result[name] = await cleanUp(now);
    const deleted = Object.entries(result).filter(([, n]) => n > 0);
    if (deleted.length > 0)
      this.logger.log(`Deleted ${deleted.map(([what, n]) => `${n} ${what}`).join(', ')}`);
    return result;
  }
}
