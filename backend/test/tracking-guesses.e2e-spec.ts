import request from 'supertest';
import { signIn } from './support/staff-session.js';
import { checkInWalkIn } from './support/walk-in.js';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';

const NOW = '2026-03-03T18:00:00Z';
/** The default: 5 wrong guesses per reference an hour (RATE_LIMIT_REFERENCE_GUESSES). */
const GUESSES = 5;

/** Every wrong 4-digit guess but the right one (0142), in a fixed order. */
const wrongGuesses = Array.from({ length: 30 }, (_, n) => String(1000 + n * 37).padStart(4, '0'));

/**
 * The tracking look-up counts guesses per repair reference in the shared limiter store, whatever
 * address sends them: past a handful of wrong ones the right pair answers exactly like an unknown
 * reference, while the link already sent keeps working.
 */
describe(`tracking look-up: guesses per reference (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let editor: string;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, env: { TRUST_PROXY: '1' } });
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
  });
  afterAll(() => t.close());

  let address = 0;
  const lookup = (reference: string, phoneLast4: string) =>
    request(t.http)
      .post('/api/track/lookup')
      .set('X-Forwarded-For', `198.51.100.${++address}`)
      .send({ reference, phoneLast4 });
  const answer = (res: request.Response) => ({
    status: res.status,
    // Alike but for each answer's own request id.
    body: { ...(res.body as object), requestId: typeof res.body?.requestId } as unknown,
    type: res.headers['content-type'],
    cache: res.headers['cache-control'],
    retryAfter: res.headers['retry-after'],
  });

  it('30 wrong guesses of one reference from 30 addresses leave the right pair refused, as an unknown reference is', async () => {
    const { reference, token } = await checkInWalkIn(t, editor);
    const wrong = [];
    for (const guess of wrongGuesses) wrong.push(answer(await lookup(reference, guess)));
    const unknown = answer(await lookup('RO-ZZZZZZ', '0142'));
    expect(unknown.status).toBe(404);
    expect(new Set(wrong.map((w) => JSON.stringify(w)))).toEqual(new Set([JSON.stringify(unknown)]));
    // The right digits, from an address of their own, typed as a customer might: the same 404.
    const code = reference.slice(3).toLowerCase();
    expect(answer(await lookup(reference, '0142'))).toEqual(unknown);
    expect(answer(await lookup(code, '0142'))).toEqual(unknown);
    // The link in the customer's e-mail and on the slip still works.
    await request(t.http).get(`/api/track/${token}`).expect(200);
    // Another reference is untouched.
    const other = await checkInWalkIn(t, editor);
    expect((await lookup(other.reference, '0142')).status).toBe(200);
  });

  it(`counts wrong guesses only: ${GUESSES - 1} wrong then the right pair works, and the right pair again and again`, async () => {
    const { reference } = await checkInWalkIn(t, editor);
    for (const guess of wrongGuesses.slice(0, GUESSES - 1))
      expect((await lookup(reference, guess)).status).toBe(404);
    for (let n = 0; n < 10; n++) {
      const res = await lookup(n % 2 ? reference : reference.slice(3), '0142');
      expect(res.status).toBe(200);
      expect(res.body.trackingUrl).toMatch(/\/track\/[A-Za-z0-9_-]+$/);
    }
    // The last wrong guess allowed, then nothing more: the right pair is refused.
    expect((await lookup(reference, wrongGuesses[GUESSES])).status).toBe(404);
    expect((await lookup(reference, '0142')).status).toBe(404);
  });

  it('holds under a burst: 30 wrong guesses at once with the right one among them, then the right pair is refused', async () => {
    const { reference } = await checkInWalkIn(t, editor);
    const answers = await Promise.all([
      ...wrongGuesses.map((guess) => lookup(reference, guess)),
      lookup(reference, '0142'),
    ]);
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
    expect(answers.every((a) => a.status === 200 || a.status === 404)).toBe(true);
    expect((await lookup(reference, '0142')).status).toBe(404);
  });
});
