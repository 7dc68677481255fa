import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { bookingBody } from './support/booking-body.js';
import { INTAKE } from './support/intake.js';
import { signIn as signInAs } from './support/staff-session.js';

/** Tuesday 3 March 2026, 12:00 in Chicago: the booking window is Wed 4 to Tue 10 March (CST until the 8th). */
const NOW = '2026-03-03T18:00:00.000Z';
const DB = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const SOME_ID = '00000000-0000-4000-8000-000000000000';

type Status = 'scheduled' | 'confirmed' | 'checked_in' | 'cancelled' | 'no_show';

interface Change {
  fromStatus: Status;
  toStatus: Status;
  changedBy: string;
  changedAt: string;
}
interface AdminAppointment {
  id: string;
  reference: string;
  startsAt: string;
  endsAt: string;
  day: string;
  status: Status;
  customer: { firstName: string; lastName: string; email: string; phone: string };
  device: { brand: string; model: string };
  services: { name: string; priceCents: number }[];
  estimateCents: number;
  discountCents: number;
  totalCents: number;
  notes: string | null;
  createdAt: string;
  cancelledAt: string | null;
  allowedTransitions: Status[];
  history?: Change[];
}
interface Page {
  items: AdminAppointment[];
  total: number;
  page: number;
  pageSize: number;
  from: string | null;
  to: string | null;
  timeZone: string;
}

describe(`back office: appointments (${DB})`, () => {
  let t: TestApp;
  let viewer: string;
  let editor: string;
  let slots: { start: string; date: string; time: string }[];
  const used = new Set<string>();
  let emails = 0;

  const signIn = (username: string, password: string) => signInAs(t.http, username, password);
  const get = (path: string, cookie?: string) => {
    const r = request(t.http).get(path);
    return cookie ? r.set('Cookie', cookie) : r;
  };
  const patch = (id: string, body: object, cookie: string | null = editor) => {
    const r = request(t.http).patch(`/api/admin/appointments/${id}/status`);
    return (cookie ? r.set('Cookie', cookie) : r).send(body);
  };
  /** The workshop's check-in: the only way an appointment becomes checked_in (it makes the repair order). */
  const checkIn = (id: string, cookie: string = editor) =>
    request(t.http)
      .post(`/api/admin/appointments/${id}/check-in`)
      .set('Cookie', cookie)
      .send({ intake: INTAKE });
  const detail = async (id: string): Promise<AdminAppointment> =>
    (await get(`/api/admin/appointments/${id}`, viewer).expect(200)).body;
  const list = async (query: string): Promise<Page> =>
    (await get(`/api/admin/appointments?${query}`, viewer).expect(200)).body;

  /** The next free slot of a day (shop time) of the window seen at NOW. */
  const slotOn = (date: string, time?: string): string => {
    const slot = slots.find((s) => s.date === date && (time ? s.time === time : !used.has(s.start)));
    if (!slot || used.has(slot.start)) throw new Error(`no free slot on ${date} ${time ?? ''}`);
    used.add(slot.start);
    return slot.start;
  };
  /** A free slot on Wednesday 4 or else Tuesday 10 March (the days of the life-cycle tests). */
  const anySlot = (): string => {
    const date = slots.some((s) => s.date === '2026-03-04' && !used.has(s.start))
      ? '2026-03-04'
      : '2026-03-10';
    return slotOn(date);
  };

  /** Books through the public API (at NOW) and answers the back-office view of the booking. */
  const book = async (start: string, over: Record<string, unknown> = {}): Promise<AdminAppointment> => {
    emails++;
    const res = await request(t.http)
      .post('/api/appointments')
      .send(bookingBody({ appointmentDate: start, customerEmail: `bo${emails}@example.com`, ...over }))
      .expect(201);
    const page = await list(`q=${res.body.reference}`);
    expect(page.items).toHaveLength(1);
    return page.items[0];
  };

  const historyRows = async (id: string) =>
    t.dataSource.query(
      `SELECT from_status, to_status, changed_by, changed_by_user_id, changed_at FROM appointment_status_changes
        WHERE appointment_id = $1 ORDER BY seq`,
      [id],
    );
  const availableAt = async (start: string): Promise<boolean | undefined> =>
    (await request(t.http).get('/api/appointments/availability').expect(200)).body.slots.find(
      (s: { start: string }) => s.start === start,
    )?.available;

  beforeAll(async () => {
    t = await createTestApp({
      now: NOW,
      env: { RATE_LIMIT_BOOKINGS: 'off', RATE_LIMIT_LOOKUPS: 'off' },
    });
    viewer = await signIn('viewer', DEMO_PASSWORDS.viewer);
    editor = await signIn('editor', DEMO_PASSWORDS.editor);
    slots = (await request(t.http).get('/api/appointments/availability').expect(200)).body.slots;
  });
  afterAll(() => t.close());
  /** Moves the fake clock; staff sign in again, as sessions expire by that clock. */
  const at = async (time: string | Date): Promise<void> => {
    t.clock.set(time);
    viewer = await signIn('viewer', DEMO_PASSWORDS.viewer);
    editor = await signIn('editor', DEMO_PASSWORDS.editor);
  };
  beforeEach(async () => {
    if (t.clock.now().toISOString() !== NOW) await at(NOW);
  });

  describe('roles', () => {
    it('answers 401 without a session on every endpoint', async () => {
      for (const path of [
        '/api/admin/appointments',
        '/api/admin/appointments/summary',
        `/api/admin/appointments/${SOME_ID}`,
      ]) {
        const res = await get(path).expect(401);
        expect(res.body.message).toBe('Authentication required');
      }
      await patch(SOME_ID, { status: 'confirmed' }, null).expect(401);
    });

    it('lets a viewer read everything and refuses a status change with 403, changing nothing', async () => {
      const a = await book(slotOn('2026-03-04'));
      for (const path of [
        '/api/admin/appointments',
        '/api/admin/appointments/summary',
        `/api/admin/appointments/${a.id}`,
      ]) {
        const res = await get(path, viewer).expect(200);
        expect(res.headers['cache-control']).toBe('no-store');
      }
      const refused = await patch(a.id, { status: 'confirmed' }, viewer).expect(403);
      expect(refused.body.message).toBeDefined();
      expect((await detail(a.id)).status).toBe('scheduled');
      expect(await historyRows(a.id)).toEqual([]);
    });

    it('lets an editor read and change the status', async () => {
      const a = await book(slotOn('2026-03-04'));
      for (const path of ['/api/admin/appointments', '/api/admin/appointments/summary']) {
        await get(path, editor).expect(200);
      }
      const res = await patch(a.id, { status: 'confirmed' }).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.status).toBe('confirmed');
    });
  });

  describe('the appointment as staff see it', () => {
    it('has the customer, device, services and money in cents, and what it may become', async () => {
      const start = slotOn('2026-03-04');
      const a = await book(start, {
        customerFirstName: 'Grace',
        customerLastName: 'Hopper',
        customerEmail: 'grace@example.com',
      });
      expect(a).toEqual({
        id: expect.any(String),
        reference: expect.stringMatching(/^RB-/),
        startsAt: start,
        endsAt: new Date(Date.parse(start) + 80 * 60_000).toISOString(),
        day: '2026-03-04',
        status: 'scheduled',
        customer: {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace@example.com',
          phone: '(555) 555-0123',
        },
        device: { brand: 'Apple', model: 'iPhone 15 Pro' },
        services: [
          { name: expect.any(String), priceCents: expect.any(Number) },
          { name: expect.any(String), priceCents: expect.any(Number) },
        ],
        estimateCents: a.services[0].priceCents + a.services[1].priceCents,
        discountCents: 0,
        totalCents: a.services[0].priceCents + a.services[1].priceCents,
        notes: 'Screen Repair, Battery Replacement',
        createdAt: NOW,
        cancelledAt: null,
        repairOrderId: null,
        repairOrderReference: null,
        allowedTransitions: ['confirmed', 'checked_in', 'cancelled'],
      });
      const d = await detail(a.id);
      expect(d).toEqual({ ...a, history: [] });
    });

    it('answers 404 for an unknown appointment and 400 for a malformed id', async () => {
      const missing = await get(`/api/admin/appointments/${SOME_ID}`, viewer).expect(404);
      expect(missing.body.message).toBe('Appointment not found');
      await patch(SOME_ID, { status: 'confirmed' }).expect(404);
      await get('/api/admin/appointments/not-a-uuid', viewer).expect(400);
      await patch('not-a-uuid', { status: 'confirmed' }).expect(400);
    });
  });

  describe('life cycle', () => {
    const walk = async (a: AdminAppointment, steps: Status[]): Promise<AdminAppointment> => {
      let current = a;
      for (const status of steps) {
        const res = await patch(current.id, { status, expectedStatus: current.status });
        expect([current.status, status, res.status]).toEqual([current.status, status, 200]);
        current = res.body;
        expect(current.status).toBe(status);
      }
      return current;
    };

    it('allows every change of the life cycle and records each with who and when', async () => {
      const start = anySlot();
      const a = await book(start);
      await at('2026-03-04T12:00:00.000Z');
      const confirmed = await walk(a, ['confirmed']);
      expect(confirmed.allowedTransitions).toEqual(['checked_in', 'cancelled']);
      await at(start);
      // Checked in through the workshop's check-in (a plain status change cannot: it makes no order).
      const plain = await patch(a.id, { status: 'checked_in' }).expect(409);
      expect(plain.body.message).toBe('Cannot change status from confirmed to checked in');
      await checkIn(a.id).expect(201);
      const done = await detail(a.id);
      expect(done.status).toBe('checked_in');
      expect(done.allowedTransitions).toEqual([]);
      expect(done.cancelledAt).toBeNull();
      expect(done.history).toEqual([
        {
          fromStatus: 'scheduled',
          toStatus: 'confirmed',
          changedBy: 'editor',
          changedAt: '2026-03-04T12:00:00.000Z',
          note: null,
        },
        {
          fromStatus: 'confirmed',
          toStatus: 'checked_in',
          changedBy: 'editor',
          changedAt: start,
          note: null,
        },
      ]);
      const [user] = await t.dataSource.query(`SELECT id FROM admin_users WHERE username = 'editor'`);
      for (const row of await historyRows(a.id)) expect(row.changed_by_user_id).toBe(user.id);

      // The other five moves.
      const after = (s: string) => new Date(Date.parse(s) + 60_000).toISOString();
      await at(NOW);
      const b = await book(anySlot());
      await walk(b, ['cancelled']);
      const c = await book(anySlot());
      await at(after(c.startsAt));
      await walk(c, ['no_show']);
      await at(NOW);
      const d = await book(anySlot());
      await walk(d, ['confirmed', 'cancelled']);
      const e = await book(anySlot());
      await walk(e, ['confirmed']);
      await at(after(e.startsAt));
      await walk({ ...e, status: 'confirmed' }, ['no_show']);
      // A scheduled booking can be checked in without being confirmed first.
      await at(NOW);
      const f = await book(anySlot());
      expect(f.allowedTransitions).toEqual(['confirmed', 'checked_in', 'cancelled']);
      await checkIn(f.id).expect(201);
      expect((await detail(f.id)).history!.map((h) => `${h.fromStatus}>${h.toStatus}`)).toEqual([
        'scheduled>checked_in',
      ]);
    });

    it.each<[Status[], Status, string]>([
      [[], 'checked_in', 'Cannot change status from scheduled to checked in'],
      [[], 'scheduled', 'Cannot change status from scheduled to scheduled'],
      [['confirmed'], 'scheduled', 'Cannot change status from confirmed to scheduled'],
      [['confirmed'], 'checked_in', 'Cannot change status from confirmed to checked in'],
      [['cancelled'], 'scheduled', 'Cannot change status from cancelled to scheduled'],
      [['cancelled'], 'confirmed', 'Cannot change status from cancelled to confirmed'],
    ])('after %j refuses %s with 409 and leaves the history alone', async (steps, to, message) => {
      const a = await book(anySlot());
      for (const s of steps) await patch(a.id, { status: s }).expect(200);
      const before = await detail(a.id);
      const res = await patch(a.id, { status: to }).expect(409);
      expect(res.body.message).toBe(message);
      expect(await detail(a.id)).toEqual(before);
    });

    it('refuses a no-show before the start, and allows it once the start has passed', async () => {
      const a = await book(anySlot());
      await at(new Date(Date.parse(a.startsAt) - 60_000));
      expect((await detail(a.id)).allowedTransitions).toEqual(['confirmed', 'checked_in', 'cancelled']);
      const early = await patch(a.id, { status: 'no_show' }).expect(409);
      expect(early.body.message).toBe('Cannot mark as no-show before the appointment has started');
      expect(await historyRows(a.id)).toEqual([]);
      await at(a.startsAt);
      expect((await detail(a.id)).allowedTransitions).toEqual([
        'confirmed',
        'checked_in',
        'cancelled',
        'no_show',
      ]);
      const late = await patch(a.id, { status: 'no_show' }).expect(200);
      expect(late.body).toMatchObject({ status: 'no_show', allowedTransitions: [], cancelledAt: null });
    });

    it('refuses a change when the status is not the one the client saw', async () => {
      const a = await book(anySlot());
      await patch(a.id, { status: 'confirmed' }).expect(200);
      const res = await patch(a.id, { status: 'cancelled', expectedStatus: 'scheduled' }).expect(409);
      expect(res.body).toMatchObject({
        message: 'This appointment was changed by someone else',
        details: { currentStatus: 'confirmed' },
      });
      expect((await detail(a.id)).status).toBe('confirmed');
    });

    it('validates the body', async () => {
      const a = await book(anySlot());
      for (const body of [
        {},
        { status: 'done' },
        { status: 'confirmed', expectedStatus: 'x' },
        { status: 'confirmed', extra: 1 },
      ]) {
        const res = await patch(a.id, body);
        expect([body, res.status]).toEqual([body, 400]);
      }
      expect(await historyRows(a.id)).toEqual([]);
    });

    it('lets one of two conflicting concurrent changes win; the other gets 409', async () => {
      await t.app.listen(0, '127.0.0.1');
      const { port } = t.app.getHttpServer().address() as AddressInfo;
      const send = (id: string, body: object) =>
        fetch(`http://127.0.0.1:${port}/api/admin/appointments/${id}/status`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json', Cookie: editor },
          body: JSON.stringify(body),
        });
      const race = async (bodies: [object, object]) => {
        const a = await book(anySlot());
        const answers = await Promise.all(bodies.map((b) => send(a.id, b)));
        expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
        const loser = answers.find((r) => r.status === 409)!;
        expect(((await loser.json()) as { message: string }).message).toMatch(
          /^(This appointment was changed by someone else|Cannot change status from cancelled to cancelled)$/,
        );
        const rows = await historyRows(a.id);
        expect(rows).toHaveLength(1);
        expect((await detail(a.id)).status).toBe(rows[0].to_status);
      };
      for (let round = 0; round < 3; round++) {
        // Two people looking at the same scheduled appointment: one confirms, one cancels.
        await race([
          { status: 'confirmed', expectedStatus: 'scheduled' },
          { status: 'cancelled', expectedStatus: 'scheduled' },
        ]);
        // The same change twice: it happens once.
        await race([{ status: 'cancelled' }, { status: 'cancelled' }]);
      }
    });
  });

  describe('cancelling', () => {
    it('frees the slot for a new booking and queues the cancellation e-mail', async () => {
      const start = slotOn('2026-03-05');
      const a = await book(start, { customerEmail: 'freed@example.com', customerFirstName: 'Freda' });
      expect(await availableAt(start)).toBe(false);
      const mails = () =>
        t.dataSource.query(
          `SELECT kind, subject, text_body FROM outbox_messages WHERE recipient = 'freed@example.com' ORDER BY created_at`,
        );
      expect((await mails()).map((m: { kind: string }) => m.kind)).toEqual(['booking_confirmation']);

      await at('2026-03-03T19:00:00.000Z');
      const res = await patch(a.id, { status: 'cancelled' }).expect(200);
      expect(res.body).toMatchObject({ status: 'cancelled', cancelledAt: '2026-03-03T19:00:00.000Z' });
      const sent = await mails();
      expect(sent.map((m: { kind: string }) => m.kind)).toEqual([
        'booking_confirmation',
        'booking_cancelled',
      ]);
      expect(sent[1].subject).toBe(`Your repair appointment ${a.reference} is cancelled`);
      expect(sent[1].text_body).toContain('Hi Freda,');

      await at(NOW);
      expect(await availableAt(start)).toBe(true);
      const again = await book(start, { customerEmail: 'again@example.com' });
      expect(again.startsAt).toBe(start);
      expect(again.id).not.toBe(a.id);
    });

    it('queues no e-mail when a change is refused', async () => {
      const a = await book(slotOn('2026-03-05'), { customerEmail: 'kept@example.com' });
      await patch(a.id, { status: 'cancelled' }).expect(200);
      await patch(a.id, { status: 'cancelled' }).expect(409);
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM outbox_messages WHERE recipient = 'kept@example.com' AND kind = 'booking_cancelled'`,
      );
      expect(n).toBe(1);
    });

    it("records a customer's own cancel as 'customer', from scheduled or confirmed", async () => {
      const a = await book(slotOn('2026-03-05'), { customerEmail: 'self@example.com' });
      await request(t.http)
        .post(`/api/appointments/${a.reference}/cancel`)
        .send({ email: 'self@example.com' })
        .expect(200);
      expect((await detail(a.id)).history).toEqual([
        { fromStatus: 'scheduled', toStatus: 'cancelled', changedBy: 'customer', changedAt: NOW, note: null },
      ]);
      const [row] = await historyRows(a.id);
      expect(row.changed_by_user_id).toBeNull();

      const b = await book(slotOn('2026-03-05'), { customerEmail: 'self2@example.com' });
      await patch(b.id, { status: 'confirmed' }).expect(200);
      const looked = await request(t.http)
        .post(`/api/appointments/${b.reference}/lookup`)
        .send({ email: 'self2@example.com' })
        .expect(200);
      expect(looked.body).toMatchObject({ status: 'confirmed', cancellable: true });
      await request(t.http)
        .post(`/api/appointments/${b.reference}/cancel`)
        .send({ email: 'self2@example.com' })
        .expect(200);
      const d = await detail(b.id);
      expect(d.status).toBe('cancelled');
      expect(d.history!.map((h) => [h.fromStatus, h.toStatus, h.changedBy])).toEqual([
        ['scheduled', 'confirmed', 'editor'],
        ['confirmed', 'cancelled', 'customer'],
      ]);

      const c = await book(slotOn('2026-03-05'), { customerEmail: 'self3@example.com' });
      await patch(c.id, { status: 'confirmed' }).expect(200);
      const beforeCheckIn = await request(t.http)
        .post(`/api/appointments/${c.reference}/lookup`)
        .send({ email: 'self3@example.com' })
        .expect(200);
      expect(beforeCheckIn.body).toMatchObject({ status: 'confirmed', repairReference: null });
      const checkedIn = await checkIn(c.id).expect(201);
      // Issue 39 item 10: the checked-in booking's look-up names the repair order to follow.
      const looked3 = await request(t.http)
        .post(`/api/appointments/${c.reference}/lookup`)
        .send({ email: 'self3@example.com' })
        .expect(200);
      expect(looked3.body).toMatchObject({
        status: 'checked_in',
        repairReference: checkedIn.body.order.reference,
      });
      expect(checkedIn.body.order.reference).toMatch(/^RO-[0-9A-Z]{6}$/);
      const refused = await request(t.http)
        .post(`/api/appointments/${c.reference}/cancel`)
        .send({ email: 'self3@example.com' })
        .expect(409);
      expect(refused.body.message).toBe('This appointment can no longer be cancelled');
      expect((await detail(c.id)).history).toHaveLength(2);
    });
  });

  describe('list, search and paging', () => {
    let ada: AdminAppointment;
    let late: AdminAppointment;

    beforeAll(async () => {
      await at(NOW);
      ada = await book(slotOn('2026-03-06', '10:00'), {
        customerFirstName: 'Ada',
        customerLastName: 'Lovelace',
        customerEmail: 'Ada.Lovelace@Example.org',
        customerPhone: '(312) 867-5309',
      });
      // 23:30 shop time on Friday 6 March (05:30 UTC on the 7th): listed on the 6th.
      late = await book(slotOn('2026-03-06', '10:30'), { customerLastName: 'Nightowl' });
      await t.dataSource.query(`UPDATE appointments SET appointment_date = $2 WHERE id = $1`, [
        late.id,
        '2026-03-07T05:30:00.000Z',
      ]);
    });

    it('lists today and the next 13 days by default, earliest first, in the shop time zone', async () => {
      const page = await list('');
      expect(page).toMatchObject({ from: '2026-03-03', to: '2026-03-16', page: 1, pageSize: 50 });
      expect(page.timeZone).toBe('America/Chicago');
      const starts = page.items.map((a) => a.startsAt);
      expect([...starts].sort()).toEqual(starts);
    });

    it('groups by the day in shop time: 23:30 stays on its own day', async () => {
      const friday = await list('from=2026-03-06&to=2026-03-06');
      const item = friday.items.find((a) => a.id === late.id);
      expect(item).toMatchObject({ startsAt: '2026-03-07T05:30:00.000Z', day: '2026-03-06' });
      expect(friday.items.at(-1)!.id).toBe(late.id);
      expect(friday.items.every((a) => a.day === '2026-03-06')).toBe(true);
      const saturday = await list('from=2026-03-07&to=2026-03-07');
      expect(saturday.items.map((a) => a.id)).not.toContain(late.id);
    });

    it('filters by status and by dates', async () => {
      const b = await book(slotOn('2026-03-06'));
      await patch(b.id, { status: 'confirmed' }).expect(200);
      const confirmed = await list('status=confirmed&from=2026-03-06&to=2026-03-06');
      expect(confirmed.items.map((a) => a.id)).toEqual([b.id]);
      const all = await list('from=2026-03-05&to=2026-03-06');
      expect(all.items.map((a) => a.id)).toEqual(expect.arrayContaining([ada.id, late.id, b.id]));
      expect(all.items.every((a) => a.day === '2026-03-05' || a.day === '2026-03-06')).toBe(true);
      expect(all.items.map((a) => a.day)).toContain('2026-03-06');
      expect((await list('from=2026-03-11&to=2026-03-20')).items).toEqual([]);
    });

    it.each([
      ['first name', 'ada'],
      ['last name', 'LOVELACE'],
      ['full name', ' Ada   Lovelace '],
      ['e-mail', 'ada.lovelace@example'],
      ['phone, other formatting', '312.867.5309'],
      ['phone, country code', '+1 312 867 5309'],
      ['phone, part', '867-5309'],
    ])('finds a booking by %s', async (_what, q) => {
      const page = await list(`q=${encodeURIComponent(q)}`);
      expect(page.items.map((a) => a.id)).toEqual([ada.id]);
      expect(page).toMatchObject({ total: 1, from: null, to: null });
    });

    it('finds a booking by reference, with or without RB-, in any case', async () => {
      for (const q of [ada.reference, ada.reference.toLowerCase(), ada.reference.slice(3).toLowerCase()]) {
        expect((await list(`q=${encodeURIComponent(q)}`)).items.map((a) => a.id)).toEqual([ada.id]);
      }
    });

    it('treats search text literally', async () => {
      expect((await list(`q=${encodeURIComponent('%')}`)).total).toBe(0);
      expect((await list(`q=${encodeURIComponent('_')}`)).total).toBe(0);
    });

    it('searches past and future bookings, unless dates are given', async () => {
      await at('2026-04-01T15:00:00.000Z');
      expect((await list('')).items.map((a) => a.id)).not.toContain(ada.id);
      expect((await list('q=lovelace')).items.map((a) => a.id)).toEqual([ada.id]);
      expect((await list('q=lovelace&from=2026-03-07')).items).toEqual([]);
      const both = await list('q=lovelace&from=2026-03-06&to=2026-03-06');
      expect(both).toMatchObject({ total: 1, from: '2026-03-06', to: '2026-03-06' });
    });

    it('pages with a total of all matches', async () => {
      const booked: string[] = [];
      for (let i = 0; i < 5; i++) {
        const a = await book(slotOn('2026-03-09'), { customerLastName: 'Pager' });
        booked.push(a.id);
      }
      const p1 = await list('q=pager&pageSize=2');
      expect(p1).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      const p2 = await list('q=pager&pageSize=2&page=2');
      const p3 = await list('q=pager&pageSize=2&page=3');
      const p4 = await list('q=pager&pageSize=2&page=4');
      expect(p3.items).toHaveLength(1);
      expect(p4).toMatchObject({ items: [], total: 5 });
      expect([...p1.items, ...p2.items, ...p3.items].map((a) => a.id)).toEqual(booked);
    });

    it.each([
      'from=2026-02-30',
      'from=03/06/2026',
      'to=2026-3-6',
      'from=2026-03-06&to=2026-03-05',
      'from=2026-01-01&to=2026-04-04',
      'status=done',
      'page=0',
      'pageSize=0',
      'pageSize=101',
      'page=1.5',
      `q=${'x'.repeat(101)}`,
      'q=a%00b',
      'from=9999-12-31',
      'from=0001-01-01&to=0001-01-02',
      'to=10000-01-01',
      'page=1e309',
      'page=100001',
      'q=a&q=b',
      'unknown=1',
    ])('answers 400 for %s', async (query) => {
      await get(`/api/admin/appointments?${query}`, viewer).expect(400);
    });

    it('accepts a range of 92 days', async () => {
      expect(await list('from=2026-01-01&to=2026-04-03')).toBeDefined();
    });
  });

  describe('summary', () => {
    it("counts today's appointments (shop time, cancelled ones not) and shows the next one, never a checked-in one", async () => {
      const first = await book(slotOn('2026-03-07', '10:00'));
      const second = await book(slotOn('2026-03-07', '10:30'));
      const third = await book(slotOn('2026-03-07', '11:00'));
      const fourth = await book(slotOn('2026-03-07', '11:30'));
      await patch(third.id, { status: 'cancelled' }).expect(200);

      await at('2026-03-07T14:00:00.000Z'); // Saturday 08:00 in Chicago
      const morning = (await get('/api/admin/appointments/summary', viewer).expect(200)).body;
      expect(morning.todayCount).toBe(3);
      expect(morning.timeZone).toBe('America/Chicago');
      expect(morning.next).toMatchObject({ id: first.id, status: 'scheduled' });

      await at(first.startsAt);
      await patch(first.id, { status: 'no_show' }).expect(200);
      const later = (await get('/api/admin/appointments/summary', viewer).expect(200)).body;
      expect(later.todayCount).toBe(3);
      expect(later.next.id).toBe(second.id);

      // Issue 41: a customer checked in early is in the workshop's hands, not next: the next one
      // skips checked-in (and cancelled, and past) appointments.
      await checkIn(second.id).expect(201);
      const afterCheckIn = (await get('/api/admin/appointments/summary', viewer).expect(200)).body;
      expect(afterCheckIn.next.id).toBe(fourth.id);

      await at('2026-03-20T12:00:00.000Z');
      const empty = (await get('/api/admin/appointments/summary', viewer).expect(200)).body;
      expect(empty).toEqual({ todayCount: 0, next: null, timeZone: 'America/Chicago' });
    });
  });
});
