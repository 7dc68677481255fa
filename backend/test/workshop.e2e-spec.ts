import request from 'supertest';
import { REPAIR_ORDER_TRANSITIONS as WORKSHOP_TRANSITIONS } from '../src/database/migrations/1763920000001-workshop.js';
import { QUOTE_TRANSITIONS } from '../src/database/migrations/1764000100001-quotes.js';
import { ONE_BILL_TRANSITIONS } from '../src/database/migrations/1764100000002-one-bill.js';
import { REPAIR_ORDER_STATUSES, type RepairOrderStatus } from '../src/repair-order/repair-order.js';
import { bookingBody } from './support/booking-body.js';
import { INTAKE } from './support/intake.js';
import { siteFixture } from './support/site-fixture.js';
import { signIn } from './support/staff-session.js';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';
import { checkInWalkIn } from './support/walk-in.js';

/** Tuesday 3 March 2026, 12:00 in Chicago: bookable slots from Wednesday 4 March. */
const NOW = '2026-03-03T18:00:00.000Z';
const PHONE = '(555) 555-0142';

interface Order {
  id: string;
  reference: string;
  customer: { recordId: string | null; name: string; phone: string; email: string };
  status: RepairOrderStatus;
  customerName: string;
  deviceLabel: string;
  totalCostCents: number;
  dueCents: number;
  laborCostCents: number;
  startedAt: string | null;
  completedAt: string | null;
  pickedUpAt: string | null;
  warrantyOf: string | null;
  services: { serviceTypeId: string; name: string; priceCents: number; warrantyDays: number }[];
  timeline: { from: string | null; to: string; at: string; by: string; note: string | null }[];
  notes: { text: string; at: string; by: string }[];
  allowedNextStatuses: RepairOrderStatus[];
}

/** Every allowed move: the workshop's, and a declined quote's. */
const REPAIR_ORDER_TRANSITIONS = [...WORKSHOP_TRANSITIONS, ...QUOTE_TRANSITIONS, ...ONE_BILL_TRANSITIONS];

/** A path of allowed moves from received to each state (the shortest). */
function pathTo(target: RepairOrderStatus): RepairOrderStatus[] {
  const queue: RepairOrderStatus[][] = [['received']];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const last = path[path.length - 1];
    if (last === target) return path.slice(1);
    for (const [from, to] of REPAIR_ORDER_TRANSITIONS)
      if (from === last && !path.includes(to as RepairOrderStatus))
        queue.push([...path, to as RepairOrderStatus]);
  }
  throw new Error(`no way to ${target}`);
}

/** The one answer of every failed look-up (compared with the first). */
const answers404 = (body: { message: string }) => ({ ...body, message: 'Not found' });

describe(`workshop: repair orders (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let viewer: string;
  let editor: string;
  let model: { id: string; slug: string };
  let services: { id: string; slug: string; name: string }[];
  let slots: string[];
  let nextSlot = 0;

  const post = (path: string, body: object = {}, cookie = editor) =>
    request(t.http).post(path).set('Cookie', cookie).send(body);
  /** Ada Lovelace's iPhone 15 Pro screen with INTAKE, unless told; a customer given is the whole customer. */
  const walkIn = ({
    customer,
    ...overrides
  }: {
    customer?: { name: string; phone: string; email?: string | null };
    serviceTypeIds?: string[];
    intake?: object;
  } = {}) =>
    checkInWalkIn<Order>(t, editor, {
      customer: customer && { email: undefined, ...customer },
      deviceModelId: model.id,
      serviceTypeIds: [services.find((s) => s.slug === 'screen')!.id],
      ...overrides,
    });
  const move = (id: string, to: string, extra: object = {}) =>
    post(`/api/admin/repair-orders/${id}/status`, { to, ...extra });
  const pickup = (order: { reference: string }) => ({
    pickup: { reference: order.reference, phoneLast4: '0142' },
  });
  const sendQuote = (id: string) =>
    post(`/api/admin/repair-orders/${id}/quotes`, {
      lines: [{ kind: 'labour', description: 'Bench time', quantity: 1, unitPriceCents: 1000 }],
    }).expect(201);
  /** Pays what is due at the counter (counter spec 2: no pickup with a balance due). */
  const settle = async (id: string) => {
    const { dueCents } = await detail(id);
    if (dueCents > 0)
      await post(`/api/admin/repair-orders/${id}/payments`, { amountCents: dueCents, method: 'card' }).expect(
        201,
      );
  };
  const walk = async (order: Order, steps: RepairOrderStatus[]): Promise<Order> => {
    let current = order;
    for (const to of steps) {
      if (to === 'picked_up') await settle(order.id);
      // awaiting_approval is entered only by sending a quote (workshop spec 3).
      if (to === 'awaiting_approval') {
        await sendQuote(order.id);
        current = await detail(order.id);
        continue;
      }
      current = (await move(order.id, to, pickup(order)).expect(200)).body;
    }
    return current;
  };
  const detail = async (id: string): Promise<Order> =>
    (await request(t.http).get(`/api/admin/repair-orders/${id}`).set('Cookie', viewer).expect(200)).body;
  const book = async (email = 'jane@example.com') => {
    const res = await request(t.http)
      .post('/api/appointments')
      .send(bookingBody({ appointmentDate: slots[nextSlot++], customerEmail: email }))
      .expect(201);
    const [{ id }] = await t.dataSource.query(`SELECT id FROM appointments WHERE reference = $1`, [
      res.body.reference,
    ]);
    return { id: id as string, reference: res.body.reference as string };
  };
  const mails = async (kind: string) =>
    (await t.dataSource.query(
      `SELECT recipient, subject, text_body, html_body FROM outbox_messages WHERE kind = $1 ORDER BY created_at`,
      [kind],
    )) as { recipient: string; subject: string; text_body: string; html_body: string }[];
  const tokenOf = (url: string) => url.split('/track/')[1];
  /** Moves the clock (staff sign in again: a session idles out in 30 minutes). */
  const at = async (instant: string) => {
    t.clock.set(instant);
    viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
  };
  const track = (token: string) => request(t.http).get(`/api/track/${encodeURIComponent(token)}`);

  beforeAll(async () => {
    t = await createTestApp({ now: NOW, env: { RATE_LIMIT_TRACKING: '1000/3600' } });
    viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
    const matrix = (await request(t.http).get('/api/admin/pricing').set('Cookie', editor)).body;
    model = matrix.models.find((m: { slug: string }) => m.slug === 'iphone-15-pro');
    services = matrix.services;
    slots = (await request(t.http).get('/api/appointments/availability')).body.slots.map(
      (s: { start: string }) => s.start,
    );
  });
  afterAll(() => t.close());

  describe('check-in', () => {
    it('checks a walk-in in at the price map of the day, with its intake, a received timeline and a tracking link', async () => {
      await request(t.http)
        .post('/api/admin/pricing')
        .set('Cookie', editor)
        .send({ prices: [{ deviceModelId: model.id, serviceTypeId: services[0].id, price: 149.5 }] })
        .expect(200);
      const { order, trackingUrl } = await walkIn({ serviceTypeIds: [services[0].id] });
      expect(order).toMatchObject({
        reference: expect.stringMatching(/^RO-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/),
        status: 'received',
        customerName: 'Ada Lovelace',
        deviceLabel: 'Apple iPhone 15 Pro',
        appointmentId: null,
        intake: INTAKE,
        services: [
          { serviceTypeId: services[0].id, name: services[0].name, priceCents: 14950, warrantyDays: 90 },
        ],
        laborCostCents: 14950,
        partsCostCents: 0,
        totalCostCents: 14950,
        startedAt: null,
        timeline: [{ from: null, to: 'received', at: NOW, by: 'editor', note: null }],
        notes: [],
        allowedNextStatuses: ['diagnosing', 'cancelled', 'unrepairable'],
      });
      // At least 128 random bits: 24 bytes, base64url.
      expect(trackingUrl).toMatch(/^http:\/\/localhost:\d+\/track\/[A-Za-z0-9_-]{32}$/);
      // Only the hash is stored.
      const stored = await t.dataSource.query(`SELECT token_hash FROM repair_order_tracking_tokens`);
      expect(JSON.stringify(stored)).not.toContain(tokenOf(trackingUrl));
    });

    it('checks an appointment in once, however often and concurrently it is pressed: 20 at once give one order', async () => {
      const appointment = await book('twenty@example.com');
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          post(`/api/admin/appointments/${appointment.id}/check-in`, { intake: INTAKE }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, ...Array(18).fill(200), 201].sort());
      const created = answers.find((a) => a.status === 201)!.body;
      expect(created.trackingUrl).toMatch(/\/track\//);
      for (const a of answers.filter((x) => x.status === 200)) {
        expect(a.body.order.id).toBe(created.order.id);
        expect(a.body.trackingUrl).toBeNull();
      }
      const orders = await t.dataSource.query(`SELECT id FROM repair_orders WHERE appointment_id = $1`, [
        appointment.id,
      ]);
      expect(orders).toHaveLength(1);
      expect(created.order).toMatchObject({
        appointmentId: appointment.id,
        customerName: 'Jane Doe',
        deviceLabel: 'Apple iPhone 15 Pro',
        customer: { name: 'Jane Doe', phone: '(555) 555-0123', email: 'twenty@example.com' },
      });
      // The booked services and prices are copied.
      const booked = (
        await request(t.http)
          .get(`/api/admin/appointments/${appointment.id}`)
          .set('Cookie', viewer)
          .expect(200)
      ).body;
      expect(booked.status).toBe('checked_in');
      expect(
        created.order.services.map((s: { name: string; priceCents: number }) => [s.name, s.priceCents]),
      ).toEqual(booked.services.map((s: { name: string; priceCents: number }) => [s.name, s.priceCents]));
      expect(booked.history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['checked_in']);
      expect(await mails('repair_checked_in')).toHaveLength(2); // this one and the walk-in's
    });

    it('refuses to check in a cancelled appointment with 409 naming both states, and makes no order', async () => {
      const appointment = await book('cancel-first@example.com');
      await request(t.http)
        .patch(`/api/admin/appointments/${appointment.id}/status`)
        .set('Cookie', editor)
        .send({ status: 'cancelled' })
        .expect(200);
      const res = await post(`/api/admin/appointments/${appointment.id}/check-in`, { intake: INTAKE }).expect(
        409,
      );
      expect(res.body.message).toBe('Cannot change status from cancelled to checked in');
      expect(
        await t.dataSource.query(`SELECT id FROM repair_orders WHERE appointment_id = $1`, [appointment.id]),
      ).toEqual([]);
    });

    it('lets a viewer read the board and an order, and refuses every change with 403', async () => {
      const { order } = await walkIn();
      await request(t.http).get('/api/admin/repair-orders').set('Cookie', viewer).expect(200);
      await detail(order.id);
      await post('/api/admin/repair-orders', {}, viewer).expect(403);
      await post(`/api/admin/repair-orders/${order.id}/status`, { to: 'diagnosing' }, viewer).expect(403);
      await post(`/api/admin/repair-orders/${order.id}/notes`, { text: 'x' }, viewer).expect(403);
      await post(`/api/admin/repair-orders/${order.id}/tracking-links`, {}, viewer).expect(403);
      await post(
        `/api/admin/repair-orders/${order.id}/warranty-claims`,
        { serviceTypeId: services[0].id },
        viewer,
      ).expect(403);
      await post(`/api/admin/appointments/${order.id}/check-in`, { intake: INTAKE }, viewer).expect(403);
      expect((await detail(order.id)).status).toBe('received');
    });
  });

  describe('states', () => {
    const allowed = new Set(REPAIR_ORDER_TRANSITIONS.map(([from, to]) => `${from}>${to}`));
    const pairs = REPAIR_ORDER_STATUSES.flatMap((from) =>
      REPAIR_ORDER_STATUSES.map((to) => [from, to] as const),
    );
    const counts = { allowed: 0, refused: 0 };
    afterAll(() =>
      console.log(
        `workshop states: ${counts.allowed} allowed moves made, ${counts.refused} refused with 409`,
      ),
    );

    it.each(REPAIR_ORDER_STATUSES.map((s) => [s]))(
      'from %s: every allowed move succeeds, every other is a 409 naming both',
      async (from) => {
        // One order in `from` takes every refusal (each leaves it as it was)...
        const { order } = await walkIn();
        const at = await walk(order, pathTo(from));
        expect(at.status).toBe(from);
        const historyBefore = (await detail(order.id)).timeline;
        for (const to of REPAIR_ORDER_STATUSES.filter((s) => !allowed.has(`${from}>${s}`))) {
          const res = await move(order.id, to, pickup(order)).expect(409);
          expect(res.body.message).toBe(
            `Cannot change status from ${from.replace(/_/g, ' ').replace('waiting parts', 'waiting for parts')} to ${to.replace(/_/g, ' ').replace('waiting parts', 'waiting for parts')}`,
          );
          counts.refused++;
        }
        const after = await detail(order.id);
        expect(after.status).toBe(from);
        expect(after.timeline).toEqual(historyBefore);
        // Staff are offered every allowed move but awaiting_approval (sending a quote makes it)...
        expect([...after.allowedNextStatuses].sort()).toEqual(
          REPAIR_ORDER_STATUSES.filter(
            (s) => allowed.has(`${from}>${s}`) && s !== 'awaiting_approval',
          ).sort(),
        );
        // ...and each allowed move is made on an order of its own.
        for (const to of REPAIR_ORDER_STATUSES.filter((s) => allowed.has(`${from}>${s}`))) {
          const fresh = await walk((await walkIn()).order, pathTo(from));
          if (to === 'awaiting_approval') {
            const refused = await move(fresh.id, to).expect(409);
            expect(refused.body.message).toBe(
              'An order awaits approval only when a quote is sent: write the quote and send it',
            );
            expect((await walk(fresh, [to])).status).toBe(to);
            counts.allowed++;
            continue;
          }
          const moved = (await move(fresh.id, to, { ...pickup(fresh), note: `to ${to}` }).expect(200))
            .body as Order;
          expect(moved.status).toBe(to);
          expect(moved.timeline.at(-1)).toMatchObject({ from, to, by: 'editor', note: `to ${to}` });
          counts.allowed++;
        }
      },
    );

    it('has every pair of states covered', () => {
      expect(pairs).toHaveLength(81);
      expect(counts.allowed + counts.refused).toBe(81);
      expect(counts.allowed).toBe(REPAIR_ORDER_TRANSITIONS.length);
    });

    it('sets startedAt on the first in_repair, completedAt on the first ready, pickedUpAt on pickup', async () => {
      const { order } = await walkIn();
      await walk(order, ['diagnosing', 'awaiting_approval']);
      await at('2026-03-04T15:00:00.000Z');
      await walk(order, ['in_repair', 'waiting_parts']);
      await at('2026-03-05T15:00:00.000Z');
      await walk(order, ['in_repair', 'ready']);
      await at('2026-03-06T15:00:00.000Z');
      await walk(order, ['in_repair']);
      await at('2026-03-07T15:00:00.000Z');
      const done = await walk(order, ['ready', 'picked_up']);
      expect(done).toMatchObject({
        startedAt: '2026-03-04T15:00:00.000Z',
        completedAt: '2026-03-05T15:00:00.000Z',
        pickedUpAt: '2026-03-07T15:00:00.000Z',
        allowedNextStatuses: [],
      });
      await at(NOW);
    });

    it('confirms the pickup by the reference (any case, with or without RO-) and the last 4 phone digits', async () => {
      const { order } = await walkIn();
      await walk(order, pathTo('ready'));
      for (const wrong of [
        { reference: order.reference, phoneLast4: '0143' },
        { reference: 'RO-ZZZZZZ', phoneLast4: '0142' },
      ]) {
        const res = await move(order.id, 'picked_up', { pickup: wrong }).expect(422);
        expect(res.body.message).toBe('The reference and phone digits do not match this order');
      }
      await move(order.id, 'picked_up').expect(422);
      expect((await detail(order.id)).status).toBe('ready');
      await settle(order.id);
      const typed = order.reference.slice(3).toLowerCase();
      await move(order.id, 'picked_up', { pickup: { reference: typed, phoneLast4: '0142' } }).expect(200);
    });

    it('refuses a move when the status is not the one the client saw', async () => {
      const { order } = await walkIn();
      await move(order.id, 'diagnosing').expect(200);
      const res = await move(order.id, 'cancelled', { expectedStatus: 'received' }).expect(409);
      expect(res.body).toMatchObject({
        message: 'This repair order was changed by someone else',
        details: { currentStatus: 'diagnosing' },
      });
    });

    it('lets one of two concurrent moves from what the client saw win; the other gets 409', async () => {
      const { order } = await walkIn();
      // Both sent from what the client saw (received): the second finds it changed.
      const answers = await Promise.all([
        move(order.id, 'diagnosing', { expectedStatus: 'received' }),
        move(order.id, 'cancelled', { expectedStatus: 'received' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect((await detail(order.id)).timeline).toHaveLength(2);
    });
  });

  describe('the board, notes and search', () => {
    it('lists oldest first, filters by status and finds by reference, name, phone and serial', async () => {
      await at('2026-03-03T19:00:00.000Z');
      const first = (
        await walkIn({ customer: { name: 'Grace Hopper', phone: '(217) 555-0199', email: 'g@example.com' } })
      ).order;
      await at('2026-03-03T19:05:00.000Z');
      const second = (
        await walkIn({
          customer: { name: 'Grace Hopper', phone: '(217) 555-0199', email: 'g@example.com' },
          intake: { ...INTAKE, serial: 'SN-GRACE-2' },
        })
      ).order;
      await at(NOW);
      await move(second.id, 'diagnosing').expect(200);
      const find = async (query: string) =>
        (await request(t.http).get(`/api/admin/repair-orders?${query}`).set('Cookie', viewer).expect(200))
          .body;
      const byName = await find('q=grace');
      expect(byName.items.map((o: Order) => o.id)).toEqual([first.id, second.id]);
      expect(byName.items[0]).toEqual({
        id: first.id,
        reference: first.reference,
        status: 'received',
        customerName: 'Grace Hopper',
        deviceLabel: 'Apple iPhone 15 Pro',
        services: ['Screen Repair'],
        createdAt: '2026-03-03T19:00:00.000Z',
        statusChangedAt: '2026-03-03T19:00:00.000Z',
      });
      expect(
        (await find(`q=${first.reference.slice(3).toLowerCase()}`)).items.map((o: Order) => o.id),
      ).toEqual([first.id]);
      expect((await find(`q=${encodeURIComponent('217.555.0199')}`)).total).toBe(2);
      expect((await find('q=sn-grace')).items.map((o: Order) => o.id)).toEqual([second.id]);
      expect((await find('q=grace&status=diagnosing')).items.map((o: Order) => o.id)).toEqual([second.id]);
      expect((await find('q=100%25')).total).toBe(0);
      const all = await find('pageSize=100');
      const created = all.items.map((o: Order & { createdAt: string }) => o.createdAt);
      expect(created).toEqual([...created].sort());
    });

    it("issue 32: the board's views: open (today's check-ins first), closed, and unchanged 3+ days", async () => {
      const name = 'Scope Tester';
      const customer = { name, phone: '(217) 555-0177', email: 'scope@example.com' };
      // Monday 2 March, 10:00 Chicago: an old open order; one cancelled; then today's (Thursday 5 March).
      await at('2026-03-02T16:00:00.000Z');
      const old = (await walkIn({ customer })).order;
      await at('2026-03-02T16:01:00.000Z');
      const done = (await walkIn({ customer })).order;
      await move(done.id, 'cancelled').expect(200);
      await at('2026-03-05T17:00:00.000Z');
      const today = (await walkIn({ customer })).order;
      const find = async (query: string) =>
        (
          await request(t.http)
            .get(`/api/admin/repair-orders?q=scope&${query}`)
            .set('Cookie', viewer)
            .expect(200)
        ).body as { total: number; items: Order[] };
      // Without a view: every order, oldest first (as before).
      expect((await find('')).items.map((o) => o.id)).toEqual([old.id, done.id, today.id]);
      // Open: today's check-in first, then the others oldest first; the cancelled one is a filter away.
      expect((await find('scope=open')).items.map((o) => o.id)).toEqual([today.id, old.id]);
      expect((await find('scope=closed')).items.map((o) => o.id)).toEqual([done.id]);
      // Unchanged for 3 days or more (the reports' rule): the old open order only.
      const stale = await find('scope=stale');
      expect(stale.items.map((o) => o.id)).toEqual([old.id]);
      expect(stale.total).toBe(1);
      await request(t.http).get('/api/admin/repair-orders?scope=all').set('Cookie', viewer).expect(400);
      await at(NOW);
    });

    it('keeps internal notes with who and when', async () => {
      const { order } = await walkIn();
      const res = await post(`/api/admin/repair-orders/${order.id}/notes`, {
        text: '  Ordered a screen  ',
      }).expect(201);
      expect(res.body.notes).toEqual([{ text: 'Ordered a screen', at: NOW, by: 'editor' }]);
      await post(`/api/admin/repair-orders/${order.id}/notes`, { text: '' }).expect(400);
    });
  });

  describe('tracking', () => {
    it('shows the customer their repair and nothing the spec forbids, never cached', async () => {
      const { order, trackingUrl } = await walkIn({
        customer: { name: 'Secret Person', phone: '(555) 555-9876', email: 'secret@example.com' },
      });
      await post(`/api/admin/repair-orders/${order.id}/notes`, {
        text: 'Internal: customer was rude',
      }).expect(201);
      await move(order.id, 'diagnosing', { note: 'Internal note on the move' }).expect(200);
      const res = await track(tokenOf(trackingUrl)).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({
        reference: order.reference,
        deviceLabel: 'Apple iPhone 15 Pro',
        services: ['Screen Repair'],
        status: 'diagnosing',
        timeline: [
          { status: 'received', at: NOW },
          { status: 'diagnosing', at: NOW },
        ],
        estimatedReadyAt: null,
        quote: null,
        // What they pay: the service checked in at its price (the one bill).
        bill: {
          lines: [
            {
              description: 'Screen Repair',
              quantity: 1,
              unitPriceCents: order.laborCostCents,
              totalCents: order.laborCostCents,
            },
          ],
          discountCents: 0,
          totalCents: order.laborCostCents,
          creditedCents: 0,
          paidCents: 0,
          dueCents: order.laborCostCents,
          // No deposit asked (counter spec 2).
          depositRequestedCents: null,
          depositDueCents: 0,
        },
        shop: {
          name: t.config.shop.name,
          phone: t.config.shop.phone,
          email: t.config.shop.email,
          address: t.config.shop.address,
          hours: t.config.shop.hours,
        },
      });
      const text = JSON.stringify(res.body);
      for (const secret of [
        'Internal',
        'editor',
        '9876',
        'secret@example.com',
        'Secret Person',
        // Their own bill is theirs to see; no cost to the shop, margin or spend.
        'Spend',
        'margin',
        'warranty',
      ])
        expect(text).not.toContain(secret);
    });

    it('answers an unknown, a malformed and an expired token the same 404', async () => {
      const answers = await Promise.all(
        ['A'.repeat(32), 'nope', `${'B'.repeat(31)}%`, 'x'.repeat(64)].map((tk) => track(tk)),
      );
      for (const a of answers) {
        expect(a.status).toBe(404);
        // The same body, but for each answer's own request id.
        expect({ ...a.body, requestId: '' }).toEqual({ ...answers[0].body, requestId: '' });
        expect(a.body.message).toBe('Not found');
        expect(a.headers['cache-control']).toBe('no-store');
      }
    });

    it('gives a 24-hour link for the reference (normalised) and the last 4 digits; wrong input gets the same 404', async () => {
      const { order } = await walkIn();
      const code = order.reference.slice(3);
      for (const typed of [order.reference, code.toLowerCase(), `ro${code.toLowerCase()}`, ` RO-${code} `]) {
        const res = await request(t.http)
          .post('/api/track/lookup')
          .send({ reference: typed, phoneLast4: '0142' })
          .expect(200);
        expect(res.headers['cache-control']).toBe('no-store');
        await track(tokenOf(res.body.trackingUrl)).expect(200);
      }
      const wrong = await Promise.all(
        [
          { reference: order.reference, phoneLast4: '0143' },
          { reference: 'RO-ZZZZZZ', phoneLast4: '0142' },
          { reference: 'nonsense!', phoneLast4: '0142' },
        ].map((body) => request(t.http).post('/api/track/lookup').send(body)),
      );
      // Alike but for each answer's own request id.
      for (const a of wrong)
        expect([a.status, { ...a.body, requestId: '' }]).toEqual([
          404,
          answers404({ ...wrong[0].body, requestId: '' }),
        ]);
      const link = (
        await request(t.http)
          .post('/api/track/lookup')
          .send({ reference: code, phoneLast4: '0142' })
          .expect(200)
      ).body.trackingUrl;
      await at('2026-03-04T17:59:00.000Z');
      await track(tokenOf(link)).expect(200);
      await at('2026-03-04T18:00:00.000Z');
      await track(tokenOf(link)).expect(404);
      await at(NOW);
    });

    it('keeps earlier links working when a new one is made, and ends them 90 days after pickup', async () => {
      const { order, trackingUrl } = await walkIn();
      const again = (await post(`/api/admin/repair-orders/${order.id}/tracking-links`).expect(201)).body
        .trackingUrl;
      expect(again).not.toBe(trackingUrl);
      await track(tokenOf(trackingUrl)).expect(200);
      await track(tokenOf(again)).expect(200);
      await walk(order, [...pathTo('ready'), 'picked_up']);
      await at('2026-06-01T17:59:00.000Z'); // 89 days and 23:59 after pickup
      await track(tokenOf(trackingUrl)).expect(200);
      await at('2026-06-01T18:00:00.000Z');
      await track(tokenOf(trackingUrl)).expect(404);
      await at(NOW);
    });
  });

  describe('tracking page (server-rendered, issue 21)', () => {
    let site: TestApp;
    let address = 0;
    /** Each test from an address of its own: the page is counted per address (3 an hour here). */
    const from = () => `203.0.113.${++address}`;
    const page = (path: string, ip: string) => request(site.http).get(path).set('X-Forwarded-For', ip);
    const embedded = (html: string) =>
      JSON.parse(/<script type="application\/json" id="server-data">(.*?)<\/script>/.exec(html)![1]);

    beforeAll(async () => {
      // A second instance on the same database, serving a built site (test/support/site-fixture).
      site = await createTestApp({
        now: NOW,
        database: t.database,
        env: { STATIC_DIR: siteFixture(), RATE_LIMIT_TRACKING: '3/3600', TRUST_PROXY: '1' },
      });
    });
    afterAll(() => site.close());

    it('answers 200 with the repair in the first HTML: the API read of the token (same service, same DTO), never cached or kept', async () => {
      const { order, trackingUrl } = await walkIn();
      const path = new URL(trackingUrl).pathname;
      const ip = from();
      const res = await page(path, ip).expect(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain(`<h1>Repair ${order.reference}</h1>`);
      const api = await track(tokenOf(trackingUrl)).expect(200);
      expect(embedded(res.text)).toEqual({ getRepairTracking: api.body });
      // Rendered for each request, never kept: the next visit shows the current state.
      await move(order.id, 'diagnosing').expect(200);
      const again = await page(path, ip).expect(200);
      expect(again.text).toContain('<p data-testid="track-status">diagnosing</p>');
      expect(again.headers['cache-control']).toBe('no-store');
    });

    it('answers an unknown, a malformed and an expired token with the same 404 page, never cached', async () => {
      const link = (
        await request(t.http)
          .post('/api/track/lookup')
          .send({ reference: (await walkIn()).order.reference, phoneLast4: '0142' })
          .expect(200)
      ).body.trackingUrl;
      site.clock.set('2026-03-04T18:00:00.000Z'); // the look-up's link has expired
      const ip = from();
      const answers = [
        await page(`/track/${'A'.repeat(32)}`, ip),
        await page('/track/nope%', ip),
        await page(new URL(link).pathname, ip),
      ];
      site.clock.set(NOW);
      for (const a of answers) {
        expect([a.status, a.headers['cache-control']]).toEqual([404, 'no-store']);
        expect(a.text).toBe(answers[0].text);
        expect(a.text).toContain('<h1>Repair Not Found</h1>');
        expect(embedded(a.text)).toEqual({ getRepairTracking: null });
      }
    });

    it('counts the page with its API read and the look-up per address: past the limit 429 with Retry-After, never cached', async () => {
      const { trackingUrl } = await walkIn();
      const ip = from();
      await page(new URL(trackingUrl).pathname, ip).expect(200);
      await request(site.http)
        .get(`/api/track/${tokenOf(trackingUrl)}`)
        .set('X-Forwarded-For', ip)
        .expect(200);
      await page(`/track/${'A'.repeat(32)}`, ip).expect(404);
      const refused = await page(new URL(trackingUrl).pathname, ip).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.text).not.toContain('server-data');
      await page(new URL(trackingUrl).pathname, from()).expect(200);
    });
  });

  describe('per-address limit', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await createTestApp({
        now: NOW,
        env: { RATE_LIMIT_TRACKING: '3/3600', TRUST_PROXY: '1' },
      });
    });
    afterAll(() => limited.close());

    it('counts the tracking page and the look-up together per address: the 4th call is 429, another address goes on', async () => {
      const from = (ip: string) => ({
        track: () =>
          request(limited.http)
            .get(`/api/track/${'A'.repeat(32)}`)
            .set('X-Forwarded-For', ip),
        lookup: () =>
          request(limited.http)
            .post('/api/track/lookup')
            .set('X-Forwarded-For', ip)
            .send({ reference: 'RO-ZZZZZZ', phoneLast4: '0000' }),
      });
      const one = from('198.51.100.7');
      expect([(await one.track()).status, (await one.lookup()).status, (await one.track()).status]).toEqual([
        404, 404, 404,
      ]);
      const refused = await one.lookup();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await from('198.51.100.8').track()).status).toBe(404);
    });
  });

  describe('e-mail', () => {
    it('sends the receipt at check-in and one ready e-mail however often the order is ready, each with a working link', async () => {
      const { order } = await walkIn({
        customer: { name: 'Mail Person', phone: PHONE, email: 'mail-person@example.com' },
      });
      const mine = async (kind: string) =>
        (await mails(kind)).filter((m) => m.recipient === 'mail-person@example.com');
      const [receipt] = await mine('repair_checked_in');
      expect(receipt.subject).toBe(`We have your Apple iPhone 15 Pro: repair ${order.reference}`);
      // Repaired, then back to the bench twice (the shortest way to ready is a device given up).
      await walk(order, [
        'diagnosing',
        'awaiting_approval',
        'in_repair',
        'ready',
        'in_repair',
        'ready',
        'in_repair',
        'ready',
      ]);
      const ready = await mine('repair_ready');
      expect(ready).toHaveLength(1);
      expect(ready[0].subject).toBe(`Your Apple iPhone 15 Pro is ready for pickup (${order.reference})`);
      expect(ready[0].text_body).toContain(t.config.shop.address);
      for (const mail of [receipt, ready[0]]) {
        const link = /\/track\/([A-Za-z0-9_-]{32})/.exec(mail.text_body)![1];
        expect(mail.html_body).toContain(`/track/${link}`);
        expect((await track(link).expect(200)).body.reference).toBe(order.reference);
      }
      // The database holds the rule: a second ready e-mail for the order is refused.
      await expect(
        t.dataSource.query(
          `INSERT INTO outbox_messages (kind, recipient, subject, text_body, html_body, next_attempt_at, dedupe_key)
           VALUES ('repair_ready', 'x@example.com', 's', 't', 'h', now(), $1)`,
          [`repair_ready:${order.id}`],
        ),
      ).rejects.toMatchObject({ driverError: { code: '23505' } });
    });
  });

  describe('walk-ins without e-mail (issue 41)', () => {
    /** Every outbox message about an order, whatever its kind. */
    const outboxOf = async (orderId: string) =>
      (await t.dataSource.query(
        `SELECT kind, recipient FROM outbox_messages WHERE repair_order_id = $1 ORDER BY created_at, id`,
        [orderId],
      )) as { kind: string; recipient: string }[];
    const phoneOnly = (name: string, phone: string) => ({ customer: { name, phone } });

    it('takes a phone only (a blank or null e-mail is none); refuses a missing phone and a bad e-mail', async () => {
      const customer = { name: 'Field Check', phone: '(555) 555-0170', email: 'field-check@example.com' };
      const refused = async (body: object, field: string) => {
        const res = await post('/api/admin/repair-orders', {
          deviceModelId: model.id,
          serviceTypeIds: [services[0].id],
          intake: INTAKE,
          ...body,
        }).expect(400);
        expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      };
      const { phone: _phone, ...noPhone } = customer;
      await refused({ customer: noPhone }, 'customer.phone');
      await refused({ customer: { ...customer, phone: '' } }, 'customer.phone');
      await refused({ customer: { ...customer, email: 'not-an-address' } }, 'customer.email');
      // Blank and null are "none", as an absent e-mail.
      for (const email of ['   ', null]) {
        const { order } = await walkIn({ customer: { ...customer, email } });
        expect(order.customer).toMatchObject({ phone: customer.phone, email: '' });
      }
    });

    it('checks a walk-in with a phone only in and hands it over; no e-mail is queued for them, and the tracking link is not sent (422)', async () => {
      const { order, trackingUrl } = await walkIn(phoneOnly('Pat Phoneonly', '(555) 555-0171'));
      expect(order.customer).toEqual({
        recordId: expect.any(String),
        name: 'Pat Phoneonly',
        phone: '(555) 555-0171',
        email: '',
      });
      // The link is answered once, for the printed slip: the customer's only way to follow the repair.
      expect(trackingUrl).toMatch(/\/track\/[A-Za-z0-9_-]{32}$/);
      const again = await post(`/api/admin/repair-orders/${order.id}/tracking-link-emails`).expect(422);
      expect(again.body.message).toBe(
        'This order has no e-mail address: add one to the customer’s record, then send the tracking link',
      );
      for (const to of ['diagnosing', 'in_repair', 'ready'] as const) await move(order.id, to).expect(200);
      await settle(order.id);
      await move(order.id, 'picked_up', {
        pickup: { reference: order.reference, phoneLast4: '0171' },
      }).expect(200);
      expect((await detail(order.id)).status).toBe('picked_up');
      // A receipt was issued at the hand-over, and nothing was queued: no receipt, ready or check-in mail.
      const receipts = await t.dataSource.query(`SELECT id FROM receipts WHERE repair_order_id = $1`, [
        order.id,
      ]);
      expect(receipts).toHaveLength(1);
      expect(await outboxOf(order.id)).toEqual([]);
      expect(
        await t.dataSource.query(
          `SELECT count(*)::int AS n FROM outbox_messages WHERE btrim(recipient) = ''`,
        ),
      ).toEqual([{ n: 0 }]);
    });

    it('an address added to the record later reaches the open order: its tracking link can be sent and the ready e-mail goes to it; a closed order keeps none', async () => {
      const phone = '(555) 555-0172';
      const closed = (await walkIn(phoneOnly('Lou Later', phone))).order;
      await move(closed.id, 'cancelled').expect(200);
      const { order } = await walkIn(phoneOnly('Lou Later', phone));
      // One person: both orders are linked to one record, found by the phone.
      expect(order.customer.recordId).toBe(closed.customer.recordId);
      await post(`/api/admin/repair-orders/${order.id}/tracking-link-emails`).expect(422);

      await request(t.http)
        .patch(`/api/admin/customers/${order.customer.recordId}`)
        .set('Cookie', editor)
        .send({ email: 'lou.later@example.com' })
        .expect(200);
      expect((await detail(order.id)).customer.email).toBe('lou.later@example.com');
      expect((await detail(closed.id)).customer.email).toBe('');

      const sent = await post(`/api/admin/repair-orders/${order.id}/tracking-link-emails`).expect(201);
      expect(sent.body).toMatchObject({ kind: 'repair_tracking_link', recipient: 'lou.later@example.com' });
      for (const to of ['diagnosing', 'in_repair', 'ready'] as const) await move(order.id, to).expect(200);
      expect(await outboxOf(order.id)).toEqual([
        { kind: 'repair_tracking_link', recipient: 'lou.later@example.com' },
        { kind: 'repair_ready', recipient: 'lou.later@example.com' },
      ]);
      expect(await outboxOf(closed.id)).toEqual([]);
    });

    it('a corrected e-mail or phone follows on the open orders that held the old one, not on one checked in with another address', async () => {
      const phone = '(555) 555-0173';
      const first = (await walkIn({ customer: { name: 'Cy Correct', phone, email: 'cy@example.com' } }))
        .order;
      // The same person (by phone) with another of their addresses: that order keeps it.
      const other = (await walkIn({ customer: { name: 'Cy Correct', phone, email: 'cy@work.example.com' } }))
        .order;
      expect(other.customer.recordId).toBe(first.customer.recordId);
      await request(t.http)
        .patch(`/api/admin/customers/${first.customer.recordId}`)
        .set('Cookie', editor)
        .send({ email: 'cy.new@example.com', phone: '555.555.0174' })
        .expect(200);
      expect((await detail(first.id)).customer).toMatchObject({
        email: 'cy.new@example.com',
        phone: '555.555.0174',
      });
      expect((await detail(other.id)).customer).toMatchObject({
        email: 'cy@work.example.com',
        phone: '555.555.0174',
      });
    });
  });

  describe('warranty', () => {
    const pickedUpAt = '2026-03-04T23:30:00.000Z'; // 17:30 in Chicago, 4 March
    const claim = (id: string, serviceTypeId: string) =>
      post(`/api/admin/repair-orders/${id}/warranty-claims`, {
        serviceTypeId,
        fault: 'Fails again',
        intake: INTAKE,
      });
    const pickedUp = async (slugs: string[]) => {
      const { order } = await walkIn({
        serviceTypeIds: slugs.map((s) => services.find((x) => x.slug === s)!.id),
      });
      // Repaired as agreed at check-in (no quote needed), ready, then picked up.
      await walk(order, ['diagnosing', 'in_repair', 'ready']);
      await at(pickedUpAt);
      const done = await walk(order, ['picked_up']);
      await at(NOW);
      return done;
    };
    const id = (slug: string) => services.find((s) => s.slug === slug)!.id;

    it('accepts a claim on the last day of the warranty (shop time) and refuses it the day after, with the date', async () => {
      const order = await pickedUp(['screen', 'battery']);
      // Screen: 90 days from 4 March is 2 June (the last day, in Chicago).
      await at('2026-06-03T04:59:00.000Z'); // 23:59 on 2 June in Chicago
      const res = await claim(order.id, id('screen')).expect(201);
      expect(res.body).toMatchObject({
        status: 'received',
        warrantyOf: order.id,
        customerName: 'Ada Lovelace',
        services: [{ serviceTypeId: id('screen'), priceCents: 0, warrantyDays: 90 }],
        laborCostCents: 0,
        totalCostCents: 0,
        warrantyFault: 'Fails again',
        notes: [],
      });
      await at('2026-06-03T05:00:00.000Z'); // 00:00 on 3 June
      const late = await claim(order.id, id('screen')).expect(422);
      expect(late.body.message).toBe('Warranty for Screen Repair ended on 2026-06-02');
      // A claim on the claim is a claim on the original: the same end date.
      const onClaim = await claim(res.body.id, id('screen')).expect(422);
      expect(onClaim.body.message).toBe('Warranty for Screen Repair ended on 2026-06-02');
      // The battery's 365 days still run.
      await claim(order.id, id('battery')).expect(201);
      await at(NOW);
    });

    it('refuses a claim on a service without warranty, one not on the order, and one before pickup', async () => {
      const order = await pickedUp(['water-damage']);
      await at('2026-03-05T15:00:00.000Z');
      // A 0-day service: refused with the date its warranty ended, the pickup date (4 March).
      const refused = (await claim(order.id, id('water-damage')).expect(422)).body;
      expect(refused.message).toBe(
        'Water Treatment has no warranty: it ended on 2026-03-04, the pickup date',
      );
      expect(refused.details).toEqual({ warrantyEndsOn: '2026-03-04' });
      // The same on the pickup day itself (the end day has not passed, yet there is no warranty).
      await at('2026-03-04T23:45:00.000Z');
      expect((await claim(order.id, id('water-damage')).expect(422)).body.message).toBe(
        'Water Treatment has no warranty: it ended on 2026-03-04, the pickup date',
      );
      await claim(order.id, id('screen')).expect(422);
      const open = (await walkIn()).order;
      await claim(open.id, id('screen')).expect(422);
      await at(NOW);
    });

    it('lets editors change a service warranty in days; new orders copy it', async () => {
      await request(t.http)
        .patch(`/api/admin/service-types/${id('camera')}`)
        .set('Cookie', editor)
        .send({ warrantyDays: 30 })
        .expect(200);
      await request(t.http)
        .patch(`/api/admin/service-types/${id('camera')}`)
        .set('Cookie', editor)
        .send({ warrantyDays: -1 })
        .expect(400);
      const list = (await request(t.http).get('/api/admin/service-types').set('Cookie', viewer).expect(200))
        .body;
      expect(
        Object.fromEntries(
          list.items.map((s: { slug: string; warrantyDays: number }) => [s.slug, s.warrantyDays]),
        ),
      ).toMatchObject({
        screen: 90,
        'back-glass': 60,
        'charging-port': 90,
        battery: 365,
        camera: 30,
        'water-damage': 0,
        'power-volume-flex': 90,
        'speaker-microphone': 90,
        diagnostic: 0,
      });
      const { order } = await walkIn({ serviceTypeIds: [id('camera')] });
      expect(order.services[0].warrantyDays).toBe(30);
    });
  });
});
