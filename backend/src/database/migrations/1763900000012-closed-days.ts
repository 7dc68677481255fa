import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Days the shop is closed (public holidays, stock-taking), in the shop's calendar, each with the
 * reason staff gave: one row per day (a second closing of one day is refused by the key). Bookings
 * already made for such a day stay as they are; the back office lists them for staff to call.
 */
export class ClosedDays1763900000012 implements MigrationInterface {
  name = 'ClosedDays1763900000012';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE closed_days (
        day date CONSTRAINT pk_closed_days PRIMARY KEY,
        reason text NOT NULL CONSTRAINT ck_closed_days_reason CHECK (length(btrim(reason)) BETWEEN 1 AND 120),
        created_by text NOT NULL CHECK (length(created_by) BETWEEN 1 AND 64),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE closed_days`);
  }
}
