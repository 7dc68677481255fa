import type { DataSource, EntityManager } from 'typeorm';
import { returnedRows } from '../database/query-result.js';

/**
 * Claims the run of `name` that is due at `now`, for this instance alone: the row's `next_run_at`
 * moves to `nextRunAt` only while it is past, so of several instances asking at once (or within one
 * period) exactly one is answered true. The first claim of a name creates its row.
 */
export async function claimScheduledRun(
  db: DataSource | EntityManager,
  name: string,
  now: Date,
  nextRunAt: Date,
): Promise<boolean> {
  const result: unknown = await db.query(
    `INSERT INTO scheduled_runs (name, next_run_at, last_run_at) VALUES ($1, $3, $2)
     ON CONFLICT (name) DO UPDATE SET next_run_at = EXCLUDED.next_run_at, last_run_at = EXCLUDED.last_run_at
      WHERE scheduled_runs.next_run_at <= $2
     RETURNING name`,
    [name, now, nextRunAt],
  );
  return returnedRows(result).length === 1;
}
