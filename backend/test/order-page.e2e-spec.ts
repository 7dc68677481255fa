import request from 'supertest';
import { OutboxWorker } from '../src/notifications/outbox-worker.js';
import { bookingBody } from './support/booking-body.js';
import { INTAKE } from './support/intake.js';
import { signIn } from './support/staff-session.js';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';
import { checkInWalkIn } from './support/walk-in.js';

/** Tuesday 3 March 2026, 12:00 in Chicago. */
const NOW = '2026-03-03T18:00:00.000Z';

/**
 * The order page's day (issue 32): the estimated ready time set at check-in and changed later,
 * shown to the customer; the e-mails about the order with their status, and its tracking link sent
 * again (once per press, a few times a day).
 */
describe(`the order page (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let editor: string;
  let viewer: string;
  let model: { id: string };
  let services: { id: string; slug: string; name: string }[];

  const post = (path: string, body: object = {}, cookie = editor) =>
    request(t.http).post(path).set('Cookie', cookie).send(body);
  const put = (path: string, body: object = {}, cookie = editor) =>
    request(t.http).put(path).set('Cookie', cookie).send(body);
  const get = (path: string, cookie = viewer) => request(t.http).get(path).set('Cookie', cookie);
  const walkIn = (extra: { estimatedReadyAt?: string } = {}, email = 'ada@example.com') =>
    checkInWalkIn<{ id: string; reference: string; estimatedReadyAt: string | null }>(t, editor, {
      customer: { name: 'Ada Lovelace', phone: '(555) 555-0142', email },
      deviceModelId: model.id,
      serviceTypeIds: [services.find((s) => s.slug === 'screen')!.id],
      ...extra,
    });
  const track = async (token: string) => (await request(t.http).get(`/api/track/${token}`).expect(200)).body;

  beforeAll(async () => {
    t = await createTestApp({ now: NOW, env: { RATE_LIMIT_TRACKING: '1000/3600' } });
    viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
    const matrix = (await get('/api/admin/pricing', editor).expect(200)).body;
    model = matrix.models.find((m: { slug: string }) => m.slug === 'iphone-15-pro');
    services = matrix.services;
  });
  afterAll(() => t.close());

  describe('the estimated ready time (item 3)', () => {
    it('is set at check-in, changed and cleared on the order by an editor, and shown on the tracking page', async () => {
      const { id, token, order } = await walkIn({ estimatedReadyAt: '2026-03-05T23:00:00.000Z' });
      expect(order.estimatedReadyAt).toBe('2026-03-05T23:00:00.000Z');
      expect((await track(token)).estimatedReadyAt).toBe('2026-03-05T23:00:00.000Z');

      const changed = await put(`/api/admin/repair-orders/${id}/estimated-ready-at`, {
        estimatedReadyAt: '2026-03-06T20:30:00.000Z',
      }).expect(200);
      expect(changed.body.estimatedReadyAt).toBe('2026-03-06T20:30:00.000Z');
      expect((await track(token)).estimatedReadyAt).toBe('2026-03-06T20:30:00.000Z');

      // A viewer reads but does not change it; a bad time is a field error.
      await put(
        `/api/admin/repair-orders/${id}/estimated-ready-at`,
        { estimatedReadyAt: null },
        viewer,
      ).expect(403);
      const bad = await put(`/api/admin/repair-orders/${id}/estimated-ready-at`, {
        estimatedReadyAt: 'tomorrow',
      }).expect(400);
      expect(bad.body.errors).toEqual([
        { field: 'estimatedReadyAt', message: 'estimatedReadyAt must be an ISO 8601 date and time' },
      ]);

      await put(`/api/admin/repair-orders/${id}/estimated-ready-at`, { estimatedReadyAt: null }).expect(200);
      expect((await track(token)).estimatedReadyAt).toBeNull();
      await put(`/api/admin/repair-orders/00000000-0000-4000-8000-000000000000/estimated-ready-at`, {
        estimatedReadyAt: null,
      }).expect(404);
    });

    it('cannot be changed once the order is closed (409)', async () => {
      const { id } = await walkIn();
      await post(`/api/admin/repair-orders/${id}/status`, { to: 'cancelled' }).expect(200);
      const res = await put(`/api/admin/repair-orders/${id}/estimated-ready-at`, {
        estimatedReadyAt: '2026-03-06T20:30:00.000Z',
      }).expect(409);
      expect(res.body.message).toBe('This order is closed: its ready time can no longer be changed');
    });
  });

  describe('the e-mails about an order, and its tracking link sent again (item 11)', () => {
    const emails = async (id: string, cookie = viewer) =>
      (await get(`/api/admin/repair-orders/${id}/emails`, cookie).expect(200)).body as {
        kind: string;
        status: string;
        recipient: string;
        subject: string;
        lastError: string | null;
      }[];
    const resend = (id: string, cookie = editor) =>
      post(`/api/admin/repair-orders/${id}/tracking-link-emails`, {}, cookie);

    it('lists the e-mails about the order with their status, for viewers too', async () => {
      const { id, reference } = await walkIn({}, 'mails@example.com');
      await walkIn({}, 'other@example.com');
      expect(await emails(id)).toEqual([
        expect.objectContaining({
          kind: 'repair_checked_in',
          status: 'pending',
          recipient: 'mails@example.com',
          subject: `We have your Apple iPhone 15 Pro: repair ${reference}`,
        }),
      ]);
      await t.app.get(OutboxWorker).drain();
      expect((await emails(id)).map((m) => m.status)).toEqual(['sent']);
      await get(`/api/admin/repair-orders/00000000-0000-4000-8000-000000000000/emails`).expect(404);
    });

    it('sends the tracking link again through the outbox: one e-mail for 10 presses at once, with a link that works', async () => {
      const { id } = await walkIn({}, 'again@example.com');
      await resend(id, viewer).expect(403);
      const answers = await Promise.all(Array.from({ length: 10 }, () => resend(id)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      const ids = new Set(answers.map((a) => a.body.id));
      expect(ids.size).toBe(1);
      const list = await emails(id);
      expect(list.map((m) => m.kind)).toEqual(['repair_tracking_link', 'repair_checked_in']);
      const [row] = await t.dataSource.query(`SELECT text_body FROM outbox_messages WHERE id = $1`, [
        answers[0].body.id,
      ]);
      const token = /\/track\/([A-Za-z0-9_-]{20,})/.exec(row.text_body)![1];
      await request(t.http).get(`/api/track/${token}`).expect(200);
    });

    it('sends it at most 3 times in 24 hours (429 saying when), and not for a closed order (409)', async () => {
      const { id } = await walkIn({}, 'limit@example.com');
      // Each earlier press moved back past the double-press window (the outbox's own clock).
      const age = () =>
        t.dataSource.query(
          `UPDATE outbox_messages SET created_at = created_at - interval '10 minutes'
            WHERE repair_order_id = $1 AND kind = 'repair_tracking_link'`,
          [id],
        );
      for (let i = 0; i < 3; i++) {
        await resend(id).expect(201);
        await age();
      }
      const refused = await resend(id).expect(429);
      expect(refused.body.message).toMatch(
        /^The tracking link was sent 3 times in the last 24 hours: it can be sent again in about 24 hours$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
      expect((await emails(id)).filter((m) => m.kind === 'repair_tracking_link')).toHaveLength(3);

      const closed = await walkIn({}, 'closed@example.com');
      await post(`/api/admin/repair-orders/${closed.id}/status`, { to: 'cancelled' }).expect(200);
      expect((await resend(closed.id).expect(409)).body.message).toBe(
        'This order is closed: its tracking link is not sent again',
      );
    });
  });

  describe('a warranty claim (item 4)', () => {
    const screen = () => services.find((s) => s.slug === 'screen')!.id;
    const RETURNED = {
      ...INTAKE,
      checklist: { ...INTAKE.checklist, screen: 'damaged', back: 'damaged' },
      conditionNotes: 'Flicker along the top edge',
      accessories: [],
    };
    const pickedUp = async (email: string) => {
      const { id, reference } = await walkIn({}, email);
      for (const to of ['diagnosing', 'in_repair', 'ready'])
        await post(`/api/admin/repair-orders/${id}/status`, { to }).expect(200);
      const { dueCents } = (await get(`/api/admin/repair-orders/${id}`).expect(200)).body;
      await post(`/api/admin/repair-orders/${id}/payments`, { amountCents: dueCents, method: 'card' }).expect(
        201,
      );
      await post(`/api/admin/repair-orders/${id}/status`, {
        to: 'picked_up',
        pickup: { reference, phoneLast4: '0142' },
      }).expect(200);
      return { id, reference };
    };
    const claim = (id: string, body: object = {}) =>
      post(`/api/admin/repair-orders/${id}/warranty-claims`, {
        serviceTypeId: screen(),
        fault: 'The new screen flickers',
        intake: RETURNED,
        ...body,
      });

    it('asks for the fault and a new intake', async () => {
      const { id } = await pickedUp('claim-fields@example.com');
      const noFault = await claim(id, { fault: '  ' }).expect(400);
      expect(noFault.body.errors).toEqual([{ field: 'fault', message: 'Describe the fault' }]);
      const noIntake = await post(`/api/admin/repair-orders/${id}/warranty-claims`, {
        serviceTypeId: screen(),
        fault: 'Flickers',
      }).expect(400);
      expect(noIntake.body.errors.map((e: { field: string }) => e.field)).toContain('intake');
    });

    it('makes a new intake, keeps the fault, and links both ways', async () => {
      const original = await pickedUp('claim-links@example.com');
      const made = (await claim(original.id).expect(201)).body;
      expect(made).toMatchObject({
        warrantyOf: original.id,
        warrantyOfReference: original.reference,
        warrantyFault: 'The new screen flickers',
        intake: { ...RETURNED, checklist: RETURNED.checklist },
        totalCostCents: 0,
        warrantyClaims: [],
      });
      expect(made.intake.conditionNotes).not.toBe(INTAKE.conditionNotes);
      const back = (await get(`/api/admin/repair-orders/${original.id}`).expect(200)).body;
      expect(back.warrantyClaims).toEqual([
        {
          id: made.id,
          reference: made.reference,
          status: 'received',
          serviceName: 'Screen Repair',
          createdAt: made.createdAt,
        },
      ]);
    });

    it('allows one open claim per service: a second is 409 naming the open one, 10 at once make one; a closed claim frees it', async () => {
      const original = await pickedUp('claim-once@example.com');
      const first = (await claim(original.id).expect(201)).body;
      const second = await claim(original.id).expect(409);
      expect(second.body.message).toBe(
        `Screen Repair already has an open warranty claim (${first.reference}): finish or cancel it before another`,
      );
      // On the claim itself: still one open claim for the service.
      await claim(first.id).expect(409);

      await post(`/api/admin/repair-orders/${first.id}/status`, { to: 'cancelled' }).expect(200);
      const answers = await Promise.all(Array.from({ length: 10 }, () => claim(original.id)));
      expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
      for (const a of answers.filter((x) => x.status === 409))
        expect(a.body.message).toMatch(/^Screen Repair already has an open warranty claim/);
      const open = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM repair_orders WHERE warranty_of = $1 AND status NOT IN ('picked_up', 'cancelled')`,
        [original.id],
      );
      expect(open).toEqual([{ n: 1 }]);
      // The database holds the rule by itself.
      await expect(
        t.dataSource.query(`UPDATE repair_orders SET status = 'received' WHERE id = $1`, [first.id]),
      ).rejects.toThrow(/uq_repair_orders_open_warranty_claim/);
    });
  });

  describe('an appointment and its repair order (item 7)', () => {
    it('link both ways, and a staff cancellation keeps its reason', async () => {
      const slots = (
        await request(t.http).get('/api/appointments/availability').expect(200)
      ).body.slots.filter((s: { available: boolean }) => s.available);
      const book = async (i: number) => {
        const res = await request(t.http)
          .post('/api/appointments')
          .send(bookingBody({ appointmentDate: slots[i].start, customerEmail: `appt-${i}@example.com` }))
          .expect(201);
        const [{ id }] = await t.dataSource.query(`SELECT id FROM appointments WHERE reference = $1`, [
          res.body.reference,
        ]);
        return { id: id as string, reference: res.body.reference as string };
      };
      const booked = await book(0);
      const checked = (
        await post(`/api/admin/appointments/${booked.id}/check-in`, { intake: INTAKE }).expect(201)
      ).body.order;
      expect(checked.appointmentReference).toBe(booked.reference);
      const appointment = (await get(`/api/admin/appointments/${booked.id}`).expect(200)).body;
      expect(appointment).toMatchObject({
        repairOrderId: checked.id,
        repairOrderReference: checked.reference,
      });
      const listed = (await get(`/api/admin/appointments?q=${booked.reference}`).expect(200)).body.items;
      expect(listed[0]).toMatchObject({ repairOrderId: checked.id, repairOrderReference: checked.reference });

      const other = await book(1);
      const cancelled = (
        await request(t.http)
          .patch(`/api/admin/appointments/${other.id}/status`)
          .set('Cookie', editor)
          .send({
            status: 'cancelled',
            reason: ' The customer fixed it elsewhere ',
          })
          .expect(200)
      ).body;
      expect(cancelled.repairOrderId).toBeNull();
      expect(cancelled.history.at(-1)).toMatchObject({
        toStatus: 'cancelled',
        changedBy: 'editor',
        note: 'The customer fixed it elsewhere',
      });
    });
  });
});
