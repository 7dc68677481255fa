import request from 'supertest';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';

const MINUTE = 60_000;
/** Tests that check many passwords (argon2, about a second each on a loaded 2-core machine). */
const MANY_PASSWORDS = 240_000;
const SHOP = '192.0.2.10';

/**
 * Sign-in throttling that stops guessing without handing strangers a lock (OWASP's authentication
 * cheat sheet): failures counted per (username, address) pair and per address, an account slowed
 * down progressively for addresses that failed on it, the right password from an address without
 * recent failures let through; the username normalised once; staff told of the failures.
 */
describe(`sign-in throttling (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());
  /** Every test starts with counts of its own: the window of the previous one has passed. */
  beforeEach(() => t.clock.advance(16 * MINUTE));

  const login = (username: string, password: string, address: string) =>
    request(t.http).post('/api/admin/login').set('X-Forwarded-For', address).send({ username, password });
  const statuses = async (n: number, username: string, address: string | ((i: number) => string)) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++)
      out.push(
        (await login(username, `wrong-${i}`, typeof address === 'string' ? address : address(i))).status,
      );
    return out;
  };
  const fives = (status: number, n: number) => Array<number>(n).fill(status);

  it(
    '10 wrong passwords from one address do not stop the right password from another',
    async () => {
      expect(await statuses(10, 'editor', '203.0.113.10')).toEqual([...fives(401, 5), ...fives(429, 5)]);
      const res = await login('editor', DEMO_PASSWORDS.editor, SHOP).expect(200);
      expect(res.body.username).toBe('editor');
    },
    MANY_PASSWORDS,
  );

  it(
    '30 wrong passwords from one address are throttled for that pair, the right one from there too, until the window passes',
    async () => {
      const answers = await statuses(30, 'viewer', '203.0.113.30');
      expect(answers).toEqual([...fives(401, 5), ...fives(429, 25)]);
      const refused = await login('viewer', DEMO_PASSWORDS.viewer, '203.0.113.30').expect(429);
      expect(refused.body.message).toBe('Too many failed sign-in attempts, please try again later');
      expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
      // The same address may still try another username (the pair is throttled, not the address).
      await login('editor', 'wrong-password', '203.0.113.30').expect(401);
      await login('viewer', DEMO_PASSWORDS.viewer, SHOP).expect(200);
      t.clock.advance(15 * MINUTE);
      await login('viewer', DEMO_PASSWORDS.viewer, '203.0.113.30').expect(200);
    },
    MANY_PASSWORDS,
  );

  it(
    'counts one username however it is typed: VIEWER, " viewer", full-width ＶＩＥＷＥＲ are viewer',
    async () => {
      const address = '203.0.113.40';
      for (const typed of ['VIEWER ', ' viewer', 'ＶＩＥＷＥＲ', 'Viewer', 'viewer'])
        await login(typed, 'wrong-password', address).expect(401);
      await login('viewer', DEMO_PASSWORDS.viewer, address).expect(429);
      await login('ＶＩＥＷＥＲ ', DEMO_PASSWORDS.viewer, SHOP).expect(200);
    },
    MANY_PASSWORDS,
  );

  it(
    'slows an account down for addresses that failed on it, doubling, while a clean or known address goes through',
    async () => {
      const stranger = (i: number) => `198.51.100.${i + 1}`;
      const known = '192.0.2.77';
      await login('editor', DEMO_PASSWORDS.editor, known).expect(200); // a computer the account signs in from
      // Five strangers fail once each: the account has its 5 failures.
      expect(await statuses(5, 'editor', stranger)).toEqual(fives(401, 5));
      // A stranger that failed must now wait 1 s after the account's last failure, then 2 s, 4 s ...
      const waits: string[] = [];
      for (let round = 0; round < 4; round++) {
        const held = await login('editor', 'wrong-again', stranger(0)).expect(429);
        waits.push(held.headers['retry-after']);
        t.clock.advance(Number(held.headers['retry-after']) * 1000);
        await login('editor', 'wrong-again', stranger(round % 5)).expect(401);
      }
      expect(waits).toEqual(['1', '2', '4', '8']);
      // Meanwhile the account is not locked: a new address, and the known one after a typo, sign in.
      await login('editor', 'a-typo', known).expect(401);
      await login('editor', DEMO_PASSWORDS.editor, known).expect(200);
      await login('editor', DEMO_PASSWORDS.editor, '192.0.2.99').expect(200);
    },
    MANY_PASSWORDS,
  );

  it(
    'a stranger guessing all hour long never locks the shop out',
    async () => {
      const shop: number[] = [];
      for (let minute = 0; minute < 60; minute += 3) {
        await login('viewer', `guess-${minute}`, '203.0.113.50'); // 20 an hour, as in the issue
        t.clock.advance(3 * MINUTE);
        if (minute % 15 === 0) shop.push((await login('viewer', DEMO_PASSWORDS.viewer, SHOP)).status);
      }
      expect(shop).toEqual([200, 200, 200, 200]);
    },
    MANY_PASSWORDS,
  );

  it('tells staff of the failed sign-ins since their previous sign-in, on signing in and in the session', async () => {
    await login('viewer', DEMO_PASSWORDS.viewer, SHOP).expect(200);
    t.clock.advance(MINUTE);
    await statuses(2, 'viewer', '203.0.113.60');
    t.clock.advance(MINUTE);
    await login('VIEWER', 'wrong', '203.0.113.61').expect(401);
    const lastAt = t.clock.now().toISOString();
    t.clock.advance(MINUTE);
    const signedIn = await login('viewer', DEMO_PASSWORDS.viewer, SHOP).expect(200);
    expect(signedIn.body.failedSignIns).toEqual({ count: 3, lastAt });
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0];
    const me = await request(t.http).get('/api/admin/me').set('Cookie', cookie).expect(200);
    expect(me.body.failedSignIns).toEqual({ count: 3, lastAt });
    // The next sign-in starts afresh; the earlier session still says what it was told.
    t.clock.advance(MINUTE);
    const again = await login('viewer', DEMO_PASSWORDS.viewer, SHOP).expect(200);
    expect(again.body.failedSignIns).toEqual({ count: 0, lastAt: null });
    expect((await request(t.http).get('/api/admin/me').set('Cookie', cookie)).body.failedSignIns.count).toBe(
      3,
    );
  });
});
