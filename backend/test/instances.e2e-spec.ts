import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';

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
});
