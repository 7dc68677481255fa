import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { signIn } from './support/staff-session.js';
import { DEMO_PASSWORDS } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';
import { checkInWalkIn } from './support/walk-in.js';

/**
 * Two instances of the app on one PostgreSQL database (the processes of `npm run test:cluster`,
 * here in one process): what one counts or changes, the other sees. PostgreSQL only: on embedded
 * PGlite there is one process by design.
 */
(usingPostgres ? describe : describe.skip)('two instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ env: { RATE_LIMIT_LOOKUPS: '4/60' } });
    b = await createTestApp({ env: { RATE_LIMIT_LOOKUPS: '4/60' }, database: a.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('count the calls of one address once: the limit holds over both, with Retry-After', async () => {
    const lookup = (t: TestApp) =>
      request(t.http).post('/api/appointments/RB-222222/lookup').send({ email: 'x@example.com' });
    const statuses: number[] = [];
    for (const t of [a, b, a, b, a, b]) statuses.push((await lookup(t)).status);
    expect(statuses).toEqual([404, 404, 404, 404, 429, 429]);
    const limited = await lookup(b);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(50);
    expect(limited.body.message).toBe('Too many requests, please try again later');
  });

  it('count the guesses of one repair reference once: 30 wrong ones over both leave the right pair refused on either', async () => {
    const { reference, token } = await checkInWalkIn(
      a,
      await signIn(a.http, 'editor', DEMO_PASSWORDS.editor),
    );
    const guess = (t: TestApp, phoneLast4: string) =>
      request(t.http).post('/api/track/lookup').send({ reference, phoneLast4 });
    for (let n = 0; n < 30; n++) expect((await guess(n % 2 ? a : b, String(2000 + n))).status).toBe(404);
    for (const t of [a, b]) {
      const refused = await guess(t, '0142');
      expect([refused.status, refused.body.message]).toEqual([404, 'Not found']);
      await request(t.http).get(`/api/track/${token}`).expect(200);
    }
  });
});
