import request from 'supertest';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';

const MINUTE = 60_000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

describe('sign-in throttling, CSRF and JSON-only bodies (defaults: 5 failures per pair, 20 per address / 15 min, no trust proxy)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  /** Every test starts with empty counters: the window of the previous one has passed. */
  beforeEach(() => t.clock.advance(16 * MINUTE));

  const login = (body: object, headers: Record<string, string> = {}) =>
    request(t.http).post('/api/admin/login').set(headers).send(body);
  const signIn = async (role: 'viewer' | 'editor') => {
    const res = await login({ username: role, password: DEMO_PASSWORDS[role] }).expect(200);
    return ([] as string[]).concat(res.headers['set-cookie'])[0].split(';')[0];
  };

  it('per username and address: after 5 failures even the right password gets 429 with Retry-After, until the window passes', async () => {
    for (let i = 0; i < 5; i++) await login({ username: 'editor', password: `wrong-${i}` }).expect(401);
    t.clock.advance(MINUTE);
    const blocked = await login({ username: 'EDITOR', password: DEMO_PASSWORDS.editor }).expect(429);
    expect(blocked.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many failed sign-in attempts, please try again later',
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(Number(blocked.headers['retry-after'])).toBe(14 * 60);
    expect(blocked.headers['set-cookie']).toBeUndefined();
    t.clock.advance(14 * MINUTE + 1000);
    await login({ username: 'editor', password: DEMO_PASSWORDS.editor }).expect(200);
  });

  it("a success clears the pair's count", async () => {
    for (let i = 0; i < 3; i++) await login({ username: 'viewer', password: `wrong-${i}` }).expect(401);
    await signIn('viewer'); // the 3 failures before it no longer count for this pair
    for (let i = 0; i < 5; i++) await login({ username: 'viewer', password: `wrong-${i}` }).expect(401);
    await login({ username: 'viewer', password: 'wrong' }).expect(429);
  });

  it('per address: 20 failures over several usernames block the address, and a spoofed X-Forwarded-For does not reset it', async () => {
    for (let i = 0; i < 20; i++) {
      await login(
        { username: `guess-${i}`, password: 'wrong-password' },
        { 'X-Forwarded-For': `203.0.113.${i}` },
      ).expect(401);
    }
    const res = await login(
      { username: 'someone-else', password: 'wrong-password' },
      { 'X-Forwarded-For': '198.51.100.7' },
    ).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await login({ username: 'viewer', password: DEMO_PASSWORDS.viewer }).expect(429);
  }, 240_000); // 20 argon2 checks: about a second each on a loaded 2-core machine

  it('parallel guesses cannot slip past the limit', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        login({ username: 'editor', password: `parallel-${i}` }).then((r) => r.status),
      ),
    );
    expect(results.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(results.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
    expect(results.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('unknown user and wrong password cost the same work (both run argon2)', async () => {
    // The work is measured as the CPU time of this process (argon2's worker threads included), not
    // as wall-clock time: on a loaded machine the wall clock also counts waiting for a core, which
    // says nothing about the work an attacker could tell apart.
    const unknown: number[] = [];
    const wrong: number[] = [];
    const cpuMs = async (username: string) => {
      const before = process.cpuUsage();
      await login({ username, password: 'definitely-wrong-pw' }).expect(401);
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1000;
    };
    for (let round = 0; round < 4; round++) {
      t.clock.advance(16 * MINUTE);
      for (let i = 0; i < 2; i++) {
        wrong.push(await cpuMs('editor'));
        unknown.push(await cpuMs(`no-such-user-${round}-${i}`));
      }
    }
    const ratio = median(unknown) / median(wrong);
    // Without the dummy hash an unknown user costs well under a millisecond, against tens for argon2.
    expect(median(wrong)).toBeGreaterThan(5);
    expect(ratio).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(1.7);
  });

  describe('CSRF', () => {
    it('refuses a sign-in from another site (Origin or Sec-Fetch-Site) with 403 and sets no cookie', async () => {
      const body = { username: 'viewer', password: DEMO_PASSWORDS.viewer };
      const crossSite: Record<string, string>[] = [
        { Origin: 'https://evil.example' },
        { 'Sec-Fetch-Site': 'cross-site' },
        { 'Sec-Fetch-Site': 'same-site' },
        { Origin: 'null' },
      ];
      for (const headers of crossSite) {
        const res = await login(body, headers).expect(403);
        expect(res.body).toEqual({
          statusCode: 403,
          error: 'Forbidden',
          message: 'Cross-site requests are not allowed',
          requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
        });
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    });

    it('accepts a sign-in from the site itself', async () => {
      await login(
        { username: 'viewer', password: DEMO_PASSWORDS.viewer },
        { Host: 'shop.test', Origin: 'http://shop.test', 'Sec-Fetch-Site': 'same-origin' },
      ).expect(200);
    });

    it('refuses a state-changing request carrying the session cookie from another site, and the session lives on', async () => {
      const cookie = await signIn('editor');
      await request(t.http)
        .post('/api/admin/logout')
        .set('Cookie', cookie)
        .set('Origin', 'https://evil.example')
        .expect(403);
      await request(t.http)
        .post('/api/admin/logout')
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(403);
      await request(t.http).get('/api/admin/me').set('Cookie', cookie).expect(200);
      await request(t.http)
        .post('/api/admin/logout')
        .set('Cookie', cookie)
        .set('Host', 'shop.test')
        .set('Origin', 'http://shop.test')
        .expect(204);
    });

    it('leaves reads and anonymous requests alone', async () => {
      const cookie = await signIn('viewer');
      await request(t.http)
        .get('/api/admin/me')
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(200);
      // No session cookie: not a CSRF risk, the route answers for itself (here: there is none).
      await request(t.http)
        .post('/api/no-such-route')
        .set('Origin', 'https://evil.example')
        .send({})
        .expect(404);
    });
  });

  describe('JSON only', () => {
    it('answers a form or text body with 415, on sign-in and app-wide', async () => {
      const form = await request(t.http)
        .post('/api/admin/login')
        .type('form')
        .send({ username: 'viewer', password: DEMO_PASSWORDS.viewer })
        .expect(415);
      expect(form.body).toEqual({
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: 'The request body must be JSON (Content-Type: application/json)',
        requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
      expect(form.headers['set-cookie']).toBeUndefined();
      await request(t.http)
        .post('/api/admin/login')
        .set('Content-Type', 'text/plain')
        .send('{"username":"viewer"}')
        .expect(415);
      await request(t.http)
        .post('/api/admin/login')
        .field('username', 'viewer')
        .field('password', DEMO_PASSWORDS.viewer)
        .expect(415);
      await request(t.http)
        .put('/api/anything')
        .set('Content-Type', 'application/xml')
        .send('<a/>')
        .expect(415);
    });

    it('accepts JSON with a charset, and bodiless requests', async () => {
      await request(t.http)
        .post('/api/admin/login')
        .set('Content-Type', 'application/json; charset=utf-8')
        .send(JSON.stringify({ username: 'viewer', password: DEMO_PASSWORDS.viewer }))
        .expect(200);
      await request(t.http).post('/api/admin/logout').expect(204);
    });
  });
});

describe('behind a trusted proxy, with a configured front-end origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        TRUST_PROXY: '1',
        LOGIN_MAX_FAILURES: '2',
        LOGIN_MAX_FAILURES_PER_ADDRESS: '2',
        CORS_ORIGINS: 'http://localhost:5173',
      },
    });
  });
  afterAll(() => t.close());
  const login = (body: object, headers: Record<string, string> = {}) =>
    request(t.http).post('/api/admin/login').set(headers).send(body);

  it('counts failures per client address from X-Forwarded-For, with the configured limit', async () => {
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });
    await login({ username: 'a-one', password: 'wrong-password' }, from('203.0.113.1')).expect(401);
    await login({ username: 'a-two', password: 'wrong-password' }, from('203.0.113.1')).expect(401);
    await login({ username: 'a-three', password: 'wrong-password' }, from('203.0.113.1')).expect(429);
    await login({ username: 'a-four', password: 'wrong-password' }, from('203.0.113.2')).expect(401);
  });

  it('accepts sign-in from a configured origin and the forwarded host', async () => {
    await login(
      { username: 'viewer', password: DEMO_PASSWORDS.viewer },
      { Origin: 'http://localhost:5173', 'X-Forwarded-For': '198.51.100.1' },
    ).expect(200);
    await login(
      { username: 'viewer', password: DEMO_PASSWORDS.viewer },
      {
        Origin: 'https://shop.example',
        'X-Forwarded-Host': 'shop.example',
        'X-Forwarded-For': '198.51.100.1',
      },
    ).expect(200);
    await login(
      { username: 'viewer', password: DEMO_PASSWORDS.viewer },
      { Origin: 'https://evil.example', 'X-Forwarded-For': '198.51.100.1' },
    ).expect(403);
  });
});
