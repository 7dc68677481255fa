import { DataSource } from 'typeorm';
import { claimDue, type LeasedClaim } from '../src/common/database/leased-claim.js';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { migrate } from '../src/database/migrate.js';
import { migrations } from '../src/database/migrations/index.js';
import { createTestDatabase, usingPostgres, type TestDatabase } from './support/test-database.js';

const DB = usingPostgres ? 'PostgreSQL' : 'PGlite';
const open = (db: TestDatabase, poolSize = 4) =>
  new DataSource(
    dataSourceOptions({ databaseUrl: db.url, dbConnectTimeoutMs: 3000, dbPoolSize: poolSize }, db.embedded),
  ).initialize();

describe(`work that must run once (${DB})`, () => {
  let db: TestDatabase;
  let ds: DataSource;
  beforeAll(async () => {
    db = await createTestDatabase();
    ds = await open(db);
    await ds.query(
      `CREATE TABLE jobs (id serial PRIMARY KEY, due_at timestamptz NOT NULL, locked_until timestamptz, done_by text[] NOT NULL DEFAULT '{}')`,
    );
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  const JOBS: LeasedClaim = {
    table: 'jobs',
    due: 'due_at <= $1 AND done_by = ARRAY[]::text[]',
    order: 'due_at, id',
    returning: 'id',
    leaseSeconds: 60,
    batch: 7,
  };

  it('claimDue: workers claiming at once get every due row exactly once', async () => {
    const now = new Date('2026-03-02T10:00:00Z');
    await ds.query(
      `INSERT INTO jobs (due_at) SELECT $1::timestamptz - n * interval '1 second' FROM generate_series(1, 60) n`,
      [now],
    );
    await ds.query(`INSERT INTO jobs (due_at) VALUES ($1::timestamptz + interval '1 hour')`, [now]); // not due yet
    const worker = async (name: string) => {
      for (;;) {
        const rows = await claimDue<{ id: number }>(ds.manager, JOBS, now);
        if (rows.length === 0) return;
        await ds.query(
          `UPDATE jobs SET done_by = done_by || $2::text, locked_until = NULL WHERE id = ANY($1)`,
          [rows.map((r) => r.id), name],
        );
      }
    };
    await Promise.all(['a', 'b', 'c', 'd'].map(worker));
    const done: { n: number; twice: number; waiting: number }[] = await ds.query(
      `SELECT count(*) FILTER (WHERE cardinality(done_by) = 1)::int AS n,
              count(*) FILTER (WHERE cardinality(done_by) > 1)::int AS twice,
              count(*) FILTER (WHERE cardinality(done_by) = 0)::int AS waiting FROM jobs`,
    );
    expect(done[0]).toEqual({ n: 60, twice: 0, waiting: 1 });
  });

  it('claimDue: a row whose worker died is free again once its lease has passed, not before', async () => {
    await ds.query(`TRUNCATE jobs`);
    const now = new Date('2026-03-02T10:00:00Z');
    await ds.query(`INSERT INTO jobs (due_at) VALUES ($1)`, [now]);
    expect(await claimDue(ds.manager, JOBS, now)).toHaveLength(1); // and the worker never reports back
    expect(await claimDue(ds.manager, JOBS, new Date(now.getTime() + 59_000))).toHaveLength(0);
    expect(await claimDue(ds.manager, JOBS, new Date(now.getTime() + 60_000))).toHaveLength(1);
  });
});

(usingPostgres ? describe : describe.skip)(
  'migrations when three instances start together (PostgreSQL)',
  () => {
    it('migrates an empty database once, and every instance starts', async () => {
      const db = await createTestDatabase();
      try {
        const instances = await Promise.all([1, 2, 3].map(() => open(db, 2)));
        const outcomes = await Promise.allSettled(instances.map((ds) => migrate(ds)));
        expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
        const applied: { name: string; times: number }[] = await instances[0].query(
          `SELECT name, count(*)::int AS times FROM migrations GROUP BY name ORDER BY name`,
        );
        expect(applied).toHaveLength(migrations.length);
        expect(applied.every((m) => m.times === 1)).toBe(true);
        await Promise.all(instances.map((ds) => ds.destroy()));
      } finally {
        await db.drop();
      }
    });
  },
);
