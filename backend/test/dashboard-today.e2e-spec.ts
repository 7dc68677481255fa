import request from 'supertest';
import { signIn } from './support/staff-session.js';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';
import { checkInWalkIn } from './support/walk-in.js';

/** Monday 2 March 2026, 16:00 in Chicago: "yesterday" for the day under test. */
const YESTERDAY = '2026-03-02T22:00:00.000Z';
/** Tuesday 3 March 2026, 08:00 in Chicago (14:00 UTC): the shop's day begins at 06:00 UTC. */
const MORNING = '2026-03-03T14:00:00.000Z';

/**
 * The dashboard's "Today" (issue 41): check-ins, pickups and takings by method since the shop's
 * midnight, and the open work by state, from GET /api/admin/reports/today.
 */
describe(`the dashboard's day so far (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let editor: string;
  let viewer: string;
  let model: { id: string };
  let screen: { id: string };

  const post = (path: string, body: object = {}) =>
    request(t.http).post(path).set('Cookie', editor).send(body);
  /** Ada Lovelace, (555) 555-0142, her iPhone 15 Pro's screen. */
  const walkIn = () => checkInWalkIn(t, editor, { deviceModelId: model.id, serviceTypeIds: [screen.id] });
  const move = (id: string, ...steps: string[]) =>
    steps.reduce(
      (done, to) => done.then(() => post(`/api/admin/repair-orders/${id}/status`, { to }).expect(200)),
      Promise.resolve() as Promise<unknown>,
    );
  const pay = (id: string, amountCents: number, method: string) =>
    post(`/api/admin/repair-orders/${id}/payments`, { amountCents, method }).expect(201);
  const today = async () =>
    (await request(t.http).get('/api/admin/reports/today').set('Cookie', viewer).expect(200)).body;

  beforeAll(async () => {
    t = await createTestApp({ now: YESTERDAY });
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
    viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
    const matrix = (await request(t.http).get('/api/admin/pricing').set('Cookie', editor)).body;
    model = matrix.models.find((m: { slug: string }) => m.slug === 'iphone-15-pro');
    screen = matrix.services.find((s: { slug: string }) => s.slug === 'screen');
  });
  afterAll(() => t.close());

  it('counts only what happened since the shop’s midnight; the open work by state is now', async () => {
    // Yesterday: an order checked in, with a cash deposit, then taken to ready.
    const old = await walkIn();
    await pay(old.id, 2000, 'cash');
    await move(old.id, 'diagnosing', 'in_repair', 'ready');

    t.clock.set(new Date(MORNING));
    // Yesterday's sessions have ended (8 hours at most): a new day, a new sign-in.
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
    viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
    const empty = await today();
    expect(empty).toMatchObject({
      day: '2026-03-03',
      timeZone: 'America/Chicago',
      checkIns: 0,
      pickups: 0,
      takingsByMethod: [],
      takingsCents: 0,
    });
    expect(empty.openByState.map((s: { status: string }) => s.status)).toEqual([
      'received',
      'diagnosing',
      'awaiting_approval',
      'in_repair',
      'waiting_parts',
      'ready',
      'unrepairable',
    ]);
    expect(empty.openByState.find((s: { status: string }) => s.status === 'ready').orders).toBe(1);

    // Today: two check-ins, $30 by card and $15 in cash, and yesterday's order picked up (rest paid by card).
    const first = await walkIn();
    await walkIn();
    await move(first.id, 'diagnosing');
    await pay(first.id, 3000, 'card');
    await pay(first.id, 1500, 'cash');
    const due = (
      await request(t.http)
        .get(`/api/admin/repair-orders/${old.id}/payments`)
        .set('Cookie', viewer)
        .expect(200)
    ).body.dueCents as number;
    await post(`/api/admin/repair-orders/${old.id}/pickup`, {
      pickup: { reference: old.reference, phoneLast4: '0142' },
      payment: { amountCents: due, method: 'card' },
    }).expect(200);

    const now = await today();
    expect(now).toMatchObject({ checkIns: 2, pickups: 1, takingsCents: 3000 + 1500 + due });
    expect(now.takingsByMethod.map((r: { key: string; netCents: number }) => [r.key, r.netCents])).toEqual([
      ['card', 3000 + due],
      ['cash', 1500],
    ]);
    const open = Object.fromEntries(
      now.openByState.map((s: { status: string; orders: number }) => [s.status, s.orders]),
    );
    expect(open).toMatchObject({ received: 1, diagnosing: 1, ready: 0 });
  });

  it('needs a session (401) and is read by viewers and editors', async () => {
    await request(t.http).get('/api/admin/reports/today').expect(401);
    await request(t.http).get('/api/admin/reports/today').set('Cookie', editor).expect(200);
  });
});
