import {
  Inject,
  Optional,
  type Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Metrics } from '../metrics/metrics.js';

/**
 * Background work every instance runs on a timer: one run at a time per process, shutdown waits
 * for the run under way. A run must be safe while other instances run it at the same moment: it
 * takes its rows with `claimDue` (or holds an advisory lock), never trusts being the only one.
 */
export abstract class PeriodicJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  protected abstract readonly logger: Logger;
  /** The job in the metrics (`shop_job_last_success_timestamp_seconds{job}`). */
  protected abstract readonly jobName: string;
  @Optional() @Inject(Metrics) protected readonly metrics?: Metrics;
  /** Milliseconds between runs; 0 never runs on its own (tests call the work themselves). */
  protected abstract intervalMs(): number;
  /** One run. */
  protected abstract run(): Promise<unknown>;

  onApplicationBootstrap(): void {
    const every = this.intervalMs();
    if (every > 0) {
      this.metrics?.jobEvery(this.jobName, every / 1000);
      this.timer = setInterval(() => void this.tick(), every);
      this.timer.unref();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.run()
      .then(() => this.metrics?.jobSucceeded(this.jobName))
      .catch((error: unknown) =>
        this.logger.warn(`Run failed: ${error instanceof Error ? error.message : error}`),
      )
      .finally(() => (this.running = undefined));
    await this.running;
  }
}
