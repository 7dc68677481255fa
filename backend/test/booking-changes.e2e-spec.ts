import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { BookingReminders } from '../src/appointments/booking-reminders.js';
import { bookingBody } from './support/booking-body.js';
import { signIn } from './support/staff-session.js';
import { createTestApp, DEMO_PASSWORDS, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';
import { bodyText } from './support/body-parsers.js';

/** Tuesday 3 March 2026, 12:00 in Chicago: the window is Wed 4 to Tue 10 March (Sunday 8 skipped). */
const NOW = '2026-03-03T18:00:00.000Z';
const DB = usingPostgres ? 'PostgreSQL' : 'PGlite';
const OFF = { RATE_LIMIT_BOOKINGS: 'off', RATE_LIMIT_LOOKUPS: 'off' };
/** Wednesday 4 March, 10:00 / 10:30 / 11:00 CST. */
const WED_10 = '2026-03-04T16:00:00.000Z';
const WED_1030 = '2026-03-04T16:30:00.000Z';
const WED_11 = '2026-03-04T17:00:00.000Z';
/** Thursday 5 March, 10:00 CST. */
const THU_10 = '2026-03-05T16:00:00.000Z';

interface Mail {
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  attachments: { filename: string; content: string }[];
}

let emails = 0;
const nextEmail = () => `changer${++emails}@example.com`;

async function book(t: TestApp, start: string, extra: Record<string, unknown> = {}) {
  const email = (extra.customerEmail as string | undefined) ?? nextEmail();
  const res = await request(t.http)
    .post('/api/appointments')
    .send(bookingBody({ appointmentDate: start, customerEmail: email, ...extra }));
  expect(res.status).toBe(201);
  return { reference: res.body.reference as string, email, body: res.body };
}

const reschedule = (t: TestApp, reference: string, email: string, appointmentDate: string) =>
  request(t.http).post(`/api/appointments/${reference}/reschedule`).send({ email, appointmentDate });

async function availability(t: TestApp) {
  return (await request(t.http).get('/api/appointments/availability').expect(200)).body as {
    slots: { start: string; date: string; time: string; available: boolean }[];
    closedDays: { date: string; reason: string }[];
  };
}

async function mailsTo(t: TestApp, recipient: string, kind?: string): Promise<Mail[]> {
  return t.dataSource.query(
    `SELECT kind, recipient, subject, text_body, attachments FROM outbox_messages
      WHERE recipient = $1 AND ($2::text IS NULL OR kind = $2) ORDER BY created_at`,
    [recipient, kind ?? null],
  );
}

async function ics(t: TestApp, reference: string, email: string): Promise<string> {
  const res = await request(t.http)
    .post(`/api/appointments/${reference}/ics`)
    .send({ email })
    .buffer(true)
    .parse(bodyText)
    .expect(200);
  return res.body as string;
}

describe(`reschedule: a booking moves to another free slot (${DB})`, () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, env: OFF });
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  it('keeps the reference and the discount, frees the old slot, takes the new one, raises SEQUENCE and e-mails the new time', async () => {
    await t.dataSource.query(
      `INSERT INTO customers (first_name, last_name, email, phone, discount_claimed, discount_code)
       VALUES ('Mo', 'Ved', 'moved@example.com', '5555550180', 'popup_10_off', 'M2V3D4F5')`,
    );
    const booked = await book(t, WED_10, {
      customerEmail: 'moved@example.com',
      repairServices: ['battery'],
      discountCode: 'M2V3D4F5',
    });
    const before = await ics(t, booked.reference, booked.email);
    expect(before).toContain('SEQUENCE:0');

    const res = await reschedule(t, booked.reference.toLowerCase(), ' MOVED@example.com ', THU_10);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      reference: booked.reference,
      status: 'scheduled',
      appointmentDate: THU_10,
      localDate: '2026-03-05',
      localTime: '10:00',
      discount: 1000,
      estimatedPrice: booked.body.estimatedPrice,
      cancellable: true,
      reschedulable: true,
    });
    // The discount stays with the booking that used it.
    const [{ id }] = await t.dataSource.query(`SELECT id FROM appointments WHERE reference = $1`, [
      booked.reference,
    ]);
    const [customer] = await t.dataSource.query(
      `SELECT discount_code_used_by_appointment AS used_by FROM customers WHERE email = 'moved@example.com'`,
    );
    expect(customer.used_by).toBe(id);

    const slots = (await availability(t)).slots;
    expect(slots.find((s) => s.start === WED_10)?.available).toBe(true);
    expect(slots.find((s) => s.start === THU_10)?.available).toBe(false);
    // Someone else can book the freed slot at once.
    await book(t, WED_10);

    const after = await ics(t, booked.reference, booked.email);
    expect(after).toContain('DTSTART;TZID=America/Chicago:20260305T100000');
    expect(after).toContain('SEQUENCE:1');
    expect(/UID:(.+)\r\n/.exec(after)?.[1]).toBe(/UID:(.+)\r\n/.exec(before)?.[1]);

    const [mail] = await mailsTo(t, 'moved@example.com', 'booking_rescheduled');
    expect(mail.subject).toBe(
      `Your repair appointment ${booked.reference} is moved to Thursday, March 5, 2026 at 10:00 AM CST`,
    );
    expect(mail.text_body).toContain(
      'is moved from Wednesday, March 4, 2026 at 10:00 AM CST to Thursday, March 5, 2026 at 10:00 AM CST',
    );
    expect(mail.text_body).toContain(`/booking?reference=${booked.reference}`);
    expect(mail.attachments[0].content).toContain('SEQUENCE:1');
    expect(mail.attachments[0].content).toContain('DTSTART;TZID=America/Chicago:20260305T100000');

    // Moved twice, then cancelled: every change raises SEQUENCE.
    await reschedule(t, booked.reference, booked.email, '2026-03-05T16:30:00.000Z').expect(200);
    expect(await ics(t, booked.reference, booked.email)).toContain('SEQUENCE:2');
    await request(t.http)
      .post(`/api/appointments/${booked.reference}/cancel`)
      .send({ email: booked.email })
      .expect(200);
    expect(await ics(t, booked.reference, booked.email)).toContain('SEQUENCE:3');
  });

  it('moving to the slot it already has changes nothing', async () => {
    const booked = await book(t, '2026-03-04T18:00:00.000Z');
    const res = await reschedule(t, booked.reference, booked.email, '2026-03-04T18:00:00.000Z').expect(200);
    expect(res.body.appointmentDate).toBe('2026-03-04T18:00:00.000Z');
    expect(await ics(t, booked.reference, booked.email)).toContain('SEQUENCE:0');
    expect(await mailsTo(t, booked.email, 'booking_rescheduled')).toEqual([]);
  });

  it('refuses a slot whose seats are taken, and leaves the booking where it was', async () => {
    const mine = await book(t, '2026-03-04T18:30:00.000Z');
    await book(t, '2026-03-04T19:00:00.000Z');
    const res = await reschedule(t, mine.reference, mine.email, '2026-03-04T19:00:00.000Z');
    expect(res.status).toBe(409);
    expect(res.body.details).toEqual({ reason: 'slot_taken' });
    expect(res.body.message).toBe(
      'This time slot was just booked by someone else. Please choose another time.',
    );
    const looked = await request(t.http)
      .post(`/api/appointments/${mine.reference}/lookup`)
      .send({ email: mine.email })
      .expect(200);
    expect(looked.body.appointmentDate).toBe('2026-03-04T18:30:00.000Z');
    expect(await mailsTo(t, mine.email, 'booking_rescheduled')).toEqual([]);
  });

  it('refuses a time that is not offered, a wrong e-mail, and a booking that has started or is cancelled', async () => {
    const mine = await book(t, '2026-03-04T19:30:00.000Z');
    for (const time of ['2026-03-04T19:45:00.000Z', '2026-03-08T16:00:00.000Z', '2026-03-03T19:00:00.000Z']) {
      const res = await reschedule(t, mine.reference, mine.email, time);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { field: 'appointmentDate', message: 'Please choose one of the offered times' },
      ]);
    }
    const malformed = await reschedule(t, mine.reference, mine.email, 'tomorrow');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].field).toBe('appointmentDate');
    const wrong = await reschedule(t, mine.reference, 'other@example.com', THU_10);
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe('Booking not found');

    t.clock.set('2026-03-04T19:30:00.000Z'); // it has started
    const started = await reschedule(t, mine.reference, mine.email, '2026-03-06T16:00:00.000Z');
    expect(started.status).toBe(409);
    expect(started.body.message).toBe('This appointment can no longer be moved');
    const looked = await request(t.http)
      .post(`/api/appointments/${mine.reference}/lookup`)
      .send({ email: mine.email })
      .expect(200);
    expect(looked.body).toMatchObject({ reschedulable: false, cancellable: false });

    t.clock.set(NOW);
    const other = await book(t, '2026-03-05T17:00:00.000Z');
    await request(t.http).post(`/api/appointments/${other.reference}/cancel`).send({ email: other.email });
    expect((await reschedule(t, other.reference, other.email, '2026-03-06T16:30:00.000Z')).status).toBe(409);
  });

  it('of two customers moving into one free slot at once, exactly one gets it', async () => {
    const a = await book(t, '2026-03-05T18:00:00.000Z');
    const b = await book(t, '2026-03-05T18:30:00.000Z');
    const target = '2026-03-06T18:00:00.000Z';
    const move = (x: { reference: string; email: string }) =>
      fetch(`${base}/api/appointments/${x.reference}/reschedule`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: x.email, appointmentDate: target }),
      });
    const [ra, rb] = await Promise.all([move(a), move(b)]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM appointments WHERE appointment_date = $1 AND status <> 'cancelled'`,
      [target],
    );
    expect(n).toBe(1);
    // The loser is still at its old time.
    const loser = ra.status === 409 ? a : b;
    const looked = await request(t.http)
      .post(`/api/appointments/${loser.reference}/lookup`)
      .send({ email: loser.email })
      .expect(200);
    expect(looked.body.appointmentDate).not.toBe(target);
  });

  it('a move and a new booking racing for one slot: one of them gets it', async () => {
    const mine = await book(t, '2026-03-05T19:00:00.000Z');
    const target = '2026-03-06T19:00:00.000Z';
    const [moved, booked] = await Promise.all([
      fetch(`${base}/api/appointments/${mine.reference}/reschedule`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: mine.email, appointmentDate: target }),
      }),
      fetch(`${base}/api/appointments`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(bookingBody({ appointmentDate: target, customerEmail: nextEmail() })),
      }),
    ]);
    const statuses = [moved.status, booked.status];
    expect(statuses.filter((s) => s === 409)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(1);
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM appointments WHERE appointment_date = $1 AND status <> 'cancelled'`,
      [target],
    );
    expect(n).toBe(1);
  });
});

describe(`closed days (${DB})`, () => {
  let t: TestApp;
  let editor: string;
  let viewer: string;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, env: OFF });
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
    viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
  });
  afterAll(() => t.close());

  const close = (cookie: string, body: object) =>
    request(t.http).post('/api/admin/closed-days').set('Cookie', cookie).send(body);

  it('an editor closes a day with a reason: its bookings are listed to call, and no slot is offered on it', async () => {
    const booked = await book(t, THU_10, { customerFirstName: 'Call', customerLastName: 'Me' });
    const late = await book(t, '2026-03-05T23:30:00.000Z'); // 17:30 on Thursday
    const cancelled = await book(t, '2026-03-05T17:00:00.000Z');
    await request(t.http)
      .post(`/api/appointments/${cancelled.reference}/cancel`)
      .send({ email: cancelled.email })
      .expect(200);
    await book(t, WED_10); // another day

    const res = await close(editor, { day: '2026-03-05', reason: '  Stock-taking ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ day: '2026-03-05', reason: 'Stock-taking', createdBy: 'editor' });
    expect(res.body.bookings).toEqual([
      {
        id: expect.any(String),
        reference: booked.reference,
        startsAt: THU_10,
        localTime: '10:00',
        status: 'scheduled',
        customer: { firstName: 'Call', lastName: 'Me', email: booked.email, phone: '(555) 555-0123' },
        device: 'Apple iPhone 15 Pro',
      },
      expect.objectContaining({ reference: late.reference, localTime: '17:30' }),
    ]);

    const open = await availability(t);
    expect(open.slots.some((s) => s.date === '2026-03-05')).toBe(false);
    expect(open.slots.some((s) => s.date === '2026-03-06')).toBe(true);
    expect(open.closedDays).toEqual([{ date: '2026-03-05', reason: 'Stock-taking' }]);

    // Booking or moving onto the closed day is refused.
    const refused = await request(t.http)
      .post('/api/appointments')
      .send(bookingBody({ appointmentDate: '2026-03-05T18:00:00.000Z', customerEmail: nextEmail() }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'appointmentDate', message: 'The shop is closed on this day' },
    ]);
    const other = await book(t, WED_1030);
    const moved = await reschedule(t, other.reference, other.email, '2026-03-05T18:00:00.000Z');
    expect(moved.status).toBe(400);
    expect(moved.body.errors[0].message).toBe('The shop is closed on this day');

    // Viewers see the list too (they call the customers); only editors change it.
    const list = await request(t.http).get('/api/admin/closed-days').set('Cookie', viewer).expect(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body.timeZone).toBe('America/Chicago');
    expect(list.body.items.map((d: { day: string }) => d.day)).toEqual(['2026-03-05']);
    expect(list.body.items[0].bookings).toHaveLength(2);
    expect((await close(viewer, { day: '2026-03-06', reason: 'Holiday' })).status).toBe(403);
    expect(
      (await request(t.http).delete('/api/admin/closed-days/2026-03-05').set('Cookie', viewer)).status,
    ).toBe(403);
    expect((await request(t.http).get('/api/admin/closed-days')).status).toBe(401);
  });

  it('refuses a second closing of one day, a day that has passed, a bad date and an empty reason', async () => {
    await close(editor, { day: '2026-03-20', reason: 'Holiday' }).expect(201);
    const again = await close(editor, { day: '2026-03-20', reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The shop is already closed on this day');
    const past = await close(editor, { day: '2026-03-02', reason: 'Too late' });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual([{ field: 'day', message: 'This day has passed' }]);
    for (const day of ['2026-02-30', '03/20/2026', 20260320]) {
      const bad = await close(editor, { day, reason: 'x' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].field).toBe('day');
    }
    const empty = await close(editor, { day: '2026-03-21', reason: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]).toEqual({ field: 'reason', message: 'Please give a reason' });
    // Closing today still counts (the shop may close early for the day).
    await close(editor, { day: '2026-03-03', reason: 'Power cut' }).expect(201);
  });

  it('reopening a day offers its slots again', async () => {
    await close(editor, { day: '2026-03-06', reason: 'Inventory' }).expect(201);
    expect((await availability(t)).slots.some((s) => s.date === '2026-03-06')).toBe(false);
    await request(t.http).delete('/api/admin/closed-days/2026-03-06').set('Cookie', editor).expect(204);
    expect((await availability(t)).slots.some((s) => s.date === '2026-03-06')).toBe(true);
    const again = await request(t.http).delete('/api/admin/closed-days/2026-03-06').set('Cookie', editor);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('The shop is not closed on this day');
    expect(
      (await request(t.http).delete('/api/admin/closed-days/someday').set('Cookie', editor)).status,
    ).toBe(400);
  });

  it('lists closed days from today on only', async () => {
    t.clock.set('2026-03-21T18:00:00.000Z');
    const cookie = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
    const list = await request(t.http).get('/api/admin/closed-days').set('Cookie', cookie).expect(200);
    expect(list.body.items.map((d: { day: string }) => d.day)).toEqual([]);
    t.clock.set(NOW);
  });
});

describe(`reminder e-mails the day before (${DB})`, () => {
  let t: TestApp;
  /** Monday 2 March, 12:00 CST: bookings made now are for Tue 3 to Mon 9. */
  const MONDAY = '2026-03-02T18:00:00.000Z';
  beforeAll(async () => {
    t = await createTestApp({ now: MONDAY, env: { ...OFF, REMINDER_FROM_HOUR: '9' } });
  });
  afterAll(() => t.close());

  it('reminds each of tomorrow’s bookings once, from 9:00, with look-up, reschedule and cancel links', async () => {
    t.clock.set(MONDAY);
    const tomorrow = await book(t, WED_10);
    const confirmed = await book(t, WED_11);
    const cancelled = await book(t, WED_1030);
    const later = await book(t, THU_10);
    const [{ id }] = await t.dataSource.query(`SELECT id FROM appointments WHERE reference = $1`, [
      confirmed.reference,
    ]);
    await t.dataSource.query(`UPDATE appointments SET status = 'confirmed' WHERE id = $1`, [id]);
    await request(t.http)
      .post(`/api/appointments/${cancelled.reference}/cancel`)
      .send({ email: cancelled.email })
      .expect(200);
    const reminders = t.app.get(BookingReminders);

    t.clock.set('2026-03-03T14:59:00.000Z'); // Tuesday 8:59 CST: too early
    expect(await reminders.sendDue()).toBe(0);
    t.clock.set('2026-03-03T15:00:00.000Z'); // 9:00
    const madeToday = await book(t, '2026-03-04T18:00:00.000Z'); // booked today for tomorrow: just confirmed
    expect(await reminders.sendDue()).toBe(2);
    expect(await reminders.sendDue()).toBe(0);
    t.clock.set('2026-03-03T22:00:00.000Z');
    expect(await reminders.sendDue()).toBe(0);

    const [mail] = await mailsTo(t, tomorrow.email, 'booking_reminder');
    expect(mail.subject).toBe(
      `Reminder: your repair appointment ${tomorrow.reference} is tomorrow, Wednesday, March 4, 2026 at 10:00 AM CST`,
    );
    expect(mail.text_body).toContain(
      `Look up your booking: http://localhost:3000/booking?reference=${tomorrow.reference}`,
    );
    expect(mail.text_body).toContain(
      `Need another time? Move it: http://localhost:3000/booking?reference=${tomorrow.reference}&action=reschedule`,
    );
    expect(mail.text_body).toContain(
      `Can't come? Cancel it: http://localhost:3000/booking?reference=${tomorrow.reference}&action=cancel`,
    );
    expect(mail.text_body).toContain(t.config.shop.address);
    expect(await mailsTo(t, confirmed.email, 'booking_reminder')).toHaveLength(1);
    for (const none of [cancelled, later, madeToday])
      expect(await mailsTo(t, none.email, 'booking_reminder')).toEqual([]);
  });

  it('a booking moved to the next day after its reminder is reminded again, once', async () => {
    t.clock.set(MONDAY);
    const mine = await book(t, '2026-03-05T19:00:00.000Z'); // Thursday
    const reminders = t.app.get(BookingReminders);
    t.clock.set('2026-03-04T16:00:00.000Z'); // Wednesday 10:00: Thursday's reminders
    expect((await mailsTo(t, mine.email, 'booking_reminder')).length).toBe(0);
    await reminders.sendDue();
    expect(await mailsTo(t, mine.email, 'booking_reminder')).toHaveLength(1);
    // Moved to Friday, then reminded on Thursday for Friday.
    await reschedule(t, mine.reference, mine.email, '2026-03-06T19:00:00.000Z').expect(200);
    t.clock.set('2026-03-05T16:00:00.000Z');
    await reminders.sendDue();
    await reminders.sendDue();
    const mails = await mailsTo(t, mine.email, 'booking_reminder');
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toContain('Friday, March 6, 2026 at 1:00 PM CST');
  });

  it('jobs running at once (several instances) send each reminder once', async () => {
    t.clock.set(MONDAY);
    const booked = [];
    for (let i = 0; i < 6; i++)
      booked.push(
        await book(t, new Date(Date.parse('2026-03-07T16:00:00.000Z') + i * 1_800_000).toISOString()),
      );
    const second = usingPostgres
      ? await createTestApp({ now: MONDAY, env: OFF, database: t.database })
      : null;
    try {
      const at = '2026-03-06T16:00:00.000Z'; // Friday 10:00: Saturday's reminders
      t.clock.set(at);
      second?.clock.set(at);
      const jobs = [t, t, ...(second ? [second, second] : [])].map((app) => app.app.get(BookingReminders));
      const counts = await Promise.all(jobs.map((job) => job.sendDue()));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
      for (const b of booked) expect(await mailsTo(t, b.email, 'booking_reminder')).toHaveLength(1);
    } finally {
      await second?.close();
    }
  });
});
