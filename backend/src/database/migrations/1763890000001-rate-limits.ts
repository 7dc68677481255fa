import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shared counters of the per-IP limits (rate-limiter-flexible's PostgreSQL store), so every
 * instance of the backend counts one address once. The columns are the ones the library reads and
 * writes (`expire` in epoch milliseconds); the app tells the library the table exists, so it never
 * creates tables at run time. Expired rows are deleted by the library every few minutes.
 */
export class RateLimits1763890000001 implements MigrationInterface {
  name = 'RateLimits1763890000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
    await q.query(`CREATE INDEX ix_rate_limits_expire ON rate_limits (expire)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rate_limits`);
  }
}
