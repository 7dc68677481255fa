import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each job that runs once per period across all instances (common/run-once/scheduled-runs)
 * is next due: the instance whose update moves `next_run_at` on runs it, the others find it taken.
 */
export class ScheduledRuns1764100000001 implements MigrationInterface {
  name = 'ScheduledRuns1764100000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE scheduled_runs (
        name text PRIMARY KEY,
        next_run_at timestamptz NOT NULL,
        last_run_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE scheduled_runs`);
  }
}
