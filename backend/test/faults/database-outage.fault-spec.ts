import pg from 'pg';
import {
  bookingLoad,
  createDatabase,
  openSlots,
  pgctl,
  postgresCluster,
  serverUrl,
  sleep,
  startApp,
  summary,
  waitForPostgres,
  type Outcome,
} from './harness.js';

/**
 * The database goes away under load: the process stays up, answers only 503 with Retry-After
 * meanwhile (never hanging past the connect timeout), recovers within 5 s of the database, and
 * every booking that was answered 201 is stored exactly once.
 */
const CONNECT_TIMEOUT_MS = 2000;
const cluster = postgresCluster();
const describeOnPostgres = serverUrl ? describe : describe.skip;

async function storedReferences(url: string): Promise<string[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const { rows } = await c.query<{ reference: string }>('SELECT reference FROM appointments');
  await c.end();
  return rows.map((r) => r.reference);
}

function expectSurvived(outcomes: Outcome[], recoveredAt: number, stored: string[]): void {
  const counts = summary(outcomes);
  console.log('outcomes', counts);
  // Only successes and 503s: no 500, no reset, no hang.
  expect(Object.keys(counts).sort()).toEqual(expect.arrayContaining(['201']));
  for (const status of Object.keys(counts)) expect(['201', '503']).toContain(status);
  for (const o of outcomes.filter((x) => x.status === 503)) expect(Number(o.retryAfter)).toBeGreaterThan(0);
  const slowest = Math.max(...outcomes.map((o) => o.endedAt - o.startedAt));
  console.log(`slowest answer ${slowest} ms`);
  expect(slowest).toBeLessThan(CONNECT_TIMEOUT_MS + 2500);
  // Within 5 s of the database accepting connections, everything succeeds again.
  const late = outcomes.filter((o) => o.startedAt > recoveredAt + 5000);
  expect(late.length).toBeGreaterThan(0);
  expect(late.every((o) => o.status === 201)).toBe(true);
  // Every 201 is in the database, none twice. (A 503 whose COMMIT was cut off may still have
  // committed: the client cannot know, which is what Idempotency-Key retries are for.)
  const confirmed = outcomes.filter((o) => o.status === 201).map((o) => o.reference!);
  expect(new Set(confirmed).size).toBe(confirmed.length);
  expect(new Set(stored).size).toBe(stored.length);
  expect(stored).toEqual(expect.arrayContaining(confirmed));
}

describeOnPostgres('PostgreSQL failures under load', () => {
  it('survives PostgreSQL restarting mid-load', async () => {
    if (!cluster) {
      console.warn('not root or no local cluster: the restart test needs pg_ctlcluster');
      return;
    }
    const db = await createDatabase();
    const app = await startApp({ DATABASE_URL: db.url, DB_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS) });
    try {
      const slots = await openSlots(app.base);
      const load = bookingLoad(app.base, slots, { concurrency: 6, durationMs: 16_000, timeoutMs: 15_000 });
      await sleep(3000);
      pgctl(cluster, 'stop');
      await sleep(3000);
      pgctl(cluster, 'start');
      const recoveredAt = await waitForPostgres();
      const outcomes = await load;
      expect(app.child.exitCode).toBeNull();
      expectSurvived(outcomes, recoveredAt, await storedReferences(db.url));
    } finally {
      app.child.kill('SIGTERM');
      await app.exited;
      await waitForPostgres();
      await db.drop();
    }
  });

  it('survives its connections being killed with pg_terminate_backend', async () => {
    const db = await createDatabase();
    const app = await startApp({ DATABASE_URL: db.url, DB_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS) });
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const slots = await openSlots(app.base);
      const load = bookingLoad(app.base, slots, { concurrency: 6, durationMs: 12_000, timeoutMs: 15_000 });
      let killedAt = 0;
      for (let i = 0; i < 3; i++) {
        await sleep(1500);
        const { rows } = await admin.query(
          `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
          [new URL(db.url).pathname.slice(1)],
        );
        console.log(`terminated ${rows.length} connections`);
        killedAt = Date.now();
      }
      const outcomes = await load;
      expect(app.child.exitCode).toBeNull();
      expectSurvived(outcomes, killedAt, await storedReferences(db.url));
    } finally {
      await admin.end();
      app.child.kill('SIGTERM');
      await app.exited;
      await db.drop();
    }
  });
});
