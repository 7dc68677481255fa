import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Topics and tables as of this migration (common/cache-coherence/cache-topics.ts); a later topic adds its own. */
const TOPICS: Record<string, string[]> = {
  catalogue: ['device_models', 'service_types'],
  prices: ['retail_prices'],
  statusTransitions: ['appointment_status_transitions'],
};

/**
 * Coherent caches across instances: a version per cached topic, bumped by a statement trigger on
 * each table the topic is made of, in the writing transaction, with a notification on the
 * `cache_versions` channel that PostgreSQL delivers when (and only if) that transaction commits.
 * Every write is covered, whichever code (or person) makes it.
 */
export class CacheVersions1763890000002 implements MigrationInterface {
  name = 'CacheVersions1763890000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE cache_versions (
        topic text PRIMARY KEY,
        version bigint NOT NULL DEFAULT 1,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO cache_versions (topic) SELECT unnest($1::text[])`, [Object.keys(TOPICS)]);
    await q.query(`
      CREATE FUNCTION bump_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        next bigint;
      BEGIN
        UPDATE cache_versions SET version = version + 1, changed_at = now()
         WHERE topic = TG_ARGV[0] RETURNING version INTO next;
        PERFORM pg_notify('cache_versions', TG_ARGV[0] || ':' || next);
        RETURN NULL;
      END $$`);
    for (const [topic, tables] of Object.entries(TOPICS))
      for (const table of tables)
        await q.query(`
          CREATE TRIGGER ${table}_cache_version
          AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('${topic}')`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const tables of Object.values(TOPICS))
      for (const table of tables) await q.query(`DROP TRIGGER ${table}_cache_version ON ${table}`);
    await q.query(`DROP FUNCTION bump_cache_version()`);
    await q.query(`DROP TABLE cache_versions`);
  }
}
