import request from 'supertest';
import { SignInLinks } from '../src/auth/sign-in-links.js';
import { HousekeepingJob } from '../src/common/housekeeping/housekeeping.job.js';
import { bookingBody } from './support/booking-body.js';
import { signIn } from './support/staff-session.js';
import { createTestApp, DEMO_PASSWORDS, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';

/**
 * Issue 29: the housekeeping job deletes expired staff sessions, failed sign-ins older than the
 * throttling window, idempotency keys past their 24 hours and per-IP counters whose window ended,
 * and leaves everything still in use; it runs once per period however many instances run (two
 * instances on PostgreSQL; on PGlite, one process serves the database, and two runs asked for at
 * once still make one).
 */
const DB = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const NOW = '2026-03-03T18:00:00Z';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe(`housekeeping (${DB})`, () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { HOUSEKEEPING_EVERY_MINUTES: '60', LOGIN_WINDOW_MINUTES: '15', SESSION_IDLE_MINUTES: '30' };
    a = await createTestApp({ now: NOW, env });
    b = usingPostgres ? await createTestApp({ now: NOW, env, database: a.database }) : a;
  });
  afterAll(async () => {
    if (b !== a) await b.close();
    await a.close();
  });

  const count = async (table: string): Promise<number> =>
    Number((await a.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);
  const advance = (ms: number) => {
    a.clock.advance(ms);
    if (b !== a) b.clock.advance(ms);
  };
  const fail = (username: string) =>
    request(a.http).post('/api/admin/login').send({ username, password: 'wrong-password' }).expect(401);
  const book = (key: string) =>
    request(a.http).post('/api/appointments').set('Idempotency-Key', key).send(bookingBody());
  const me = (cookie: string) => request(a.http).get('/api/admin/me').set('Cookie', cookie);

  it('deletes what is past its use, keeps what is in use, once per period across two instances', async () => {
    // At NOW: a failed sign-in, a session, a booking with an Idempotency-Key, two per-IP counters.
    await fail('ghost-one');
    const early = await signIn(a.http, 'editor', DEMO_PASSWORDS.editor);
    // A one-time sign-in link (issue 41): good for 72 hours, deleted once past them.
    const [{ id: viewerId }] = await a.dataSource.query(
      `SELECT id FROM admin_users WHERE username = 'viewer'`,
    );
    await a.app.get(SignInLinks).send(viewerId, 'viewer@example.com', null);
    const booked = await book('housekeeping-key-1').expect(201);
    const now = new Date(NOW).getTime();
    await a.dataSource.query(
      `INSERT INTO rate_limits (key, points, expire) VALUES ($1, 3, $2), ($3, 1, $4)`,
      ['customers:203.0.113.1', now - 1, 'customers:203.0.113.2', now + HOUR],
    );
    const baseline = {
      sessions: await count('admin_sessions'),
      keys: await count('idempotency_keys'),
      counters: await count('rate_limits'),
    };

    // 31 minutes on: the first session has expired (idle 30 min), the first failure left its window.
    advance(31 * MINUTE);
    const late = await signIn(a.http, 'viewer', DEMO_PASSWORDS.viewer);
    await fail('ghost-two');

    // Both instances ask at the same moment: one runs, the other finds the run taken.
    const runs = await Promise.all([
      a.app.get(HousekeepingJob).runIfDue(),
      b.app.get(HousekeepingJob).runIfDue(),
    ]);
    expect(runs.filter((r) => r === null)).toHaveLength(1);
    const attempts = await count('admin_sign_in_attempts');
    expect(runs.find((r) => r !== null)).toEqual({
      sessions: 1,
      signInAttempts: 0,
      idempotencyKeys: 0,
      rateLimitCounters: 1,
      photos: 0,
      signInLinks: 0,
      passcodes: 0,
    });
    // Sign-in attempts are kept 30 days (staff see the failures since their previous sign-in).
    expect(attempts).toBeGreaterThanOrEqual(4);
    expect(await count('admin_sessions')).toBe(baseline.sessions); // one gone, one new
    expect(await count('rate_limits')).toBe(baseline.counters - 1);
    // What is still in use works as before: the live session, the key's replay.
    await me(late).expect(200);
    await me(early).expect(401);
    const replay = await book('housekeeping-key-1').expect(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.id).toBe(booked.body.id);

    // Within the period neither instance runs again.
    advance(30 * MINUTE);
    expect(await a.app.get(HousekeepingJob).runIfDue()).toBeNull();
    expect(await b.app.get(HousekeepingJob).runIfDue()).toBeNull();

    // A day later: the key is past its 24 hours, the second session is gone too.
    advance(24 * HOUR);
    const later = await b.app.get(HousekeepingJob).runIfDue();
    expect(later).toEqual({
      sessions: 1,
      signInAttempts: 0,
      idempotencyKeys: 1,
      rateLimitCounters: 1,
      photos: 0,
      signInLinks: 0,
      passcodes: 0,
    });
    expect(await count('admin_sign_in_attempts')).toBe(attempts);
    expect(await count('idempotency_keys')).toBe(baseline.keys - 1);
    expect(await count('rate_limits')).toBe(baseline.counters - 2);
    expect(await a.app.get(HousekeepingJob).runIfDue()).toBeNull();

    // 30 days on, every attempt has left its history.
    advance(30 * 24 * HOUR);
    expect(await a.app.get(HousekeepingJob).runIfDue()).toEqual(
      expect.objectContaining({ signInAttempts: attempts, signInLinks: 1 }),
    );
    expect(await count('admin_sign_in_attempts')).toBe(0);
  });
});
