import type { Clock } from '../clock/clock.js';
import { PeriodicJob } from './periodic-job.js';
import type { ScheduledRunsRepository } from './scheduled-runs.repository.js';

/**
 * Background work done once per period however many instances run: every instance looks every
 * `pollMs()` whether the run is due, and the one whose claim moves the next run on does it
 * (`ScheduledRunsRepository.claim`). A run that fails is not repeated before the next period: the work must be
 * safe to leave for a period (clean-ups are).
 */
export abstract class ScheduledJob<Result> extends PeriodicJob {
  /** The job's name in `scheduled_runs`. */
  protected abstract readonly name: string;
  protected abstract readonly runs: ScheduledRunsRepository;
  protected abstract readonly clock: Clock;
  /** Milliseconds from one run to the next. */
  protected abstract periodMs(): number;
  /** How often this instance looks whether a run is due; 0 never (tests call `runIfDue`). */
  protected abstract pollMs(): number;
  /** The work of one run. */
  protected abstract work(now: Date): Promise<Result>;

  protected intervalMs(): number {
    return this.pollMs();
  }

  protected run(): Promise<unknown> {
    return this.runIfDue();
  }

  /** Does the run when it is due and no other instance has claimed it: its result, else null. */
  async runIfDue(): Promise<Result | null> {
    const now = this.clock.now();
    const next = new Date(now.getTime() + this.periodMs());
    if (!(await this.runs.claim(this.name, now, next))) return null;
    return this.work(now);
  }
}
