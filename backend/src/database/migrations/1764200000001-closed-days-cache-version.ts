import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The closed days become a cached topic (common/cache-coherence/cache-topics.ts): the shop's
 * structured data on the site lists the closed days ahead, and every instance drops it when staff
 * close or reopen a day through any instance (the trigger of CacheVersions1763890000002).
 */
export class ClosedDaysCacheVersion1764200000001 implements MigrationInterface {
  name = 'ClosedDaysCacheVersion1764200000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`INSERT INTO cache_versions (topic) VALUES ('closedDays')`);
    await q.query(`
      CREATE TRIGGER closed_days_cache_version
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON closed_days
      FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('closedDays')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER closed_days_cache_version ON closed_days`);
    await q.query(`DELETE FROM cache_versions WHERE topic = 'closedDays'`);
  }
}
