import { Injectable } from '@nestjs/common';
import { Db } from '../database/db.js';

/** The `scheduled_runs` table: when each job that runs once per period is next due. */
@Injectable()
export class ScheduledRunsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Claims the run of `name` that is due at `now`, for this instance alone: the row's
   * `next_run_at` moves to `nextRunAt` only while it is past, so of several instances asking at
   * once (or within one period) exactly one is answered true. The first claim of a name creates its row.
   */
  async claim(name: string, now: Date, nextRunAt: Date): Promise<boolean> {
    const rows = await this.db.query<{ name: string }>(
      `INSERT INTO scheduled_runs (name, next_run_at, last_run_at) VALUES ($1, $3, $2)
       ON CONFLICT (name) DO UPDATE SET next_run_at = EXCLUDED.next_run_at, last_run_at = EXCLUDED.last_run_at
        WHERE scheduled_runs.next_run_at <= $2
       RETURNING name`,
      [name, now, nextRunAt],
    );
    return rows.length === 1;
  }
}
