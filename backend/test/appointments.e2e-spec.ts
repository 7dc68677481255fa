import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { AppointmentLifecycle } from '../src/appointments/appointment-lifecycle.js';
import { Db } from '../src/common/database/db.js';
import { Booking1763800000000 } from '../src/database/migrations/1763800000000-booking.js';
import { usingPostgres } from './support/test-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { bookingBody } from './support/booking-body.js';
import { bodyText } from './support/body-parsers.js';

/** Tuesday 3 March 2026, 12:00 in Chicago: the window is Wed 4 to Tue 10 March (Sunday 8 skipped). */
const NOW = '2026-03-03T18:00:00Z';
const OFF = { RATE_LIMIT_BOOKINGS: 'off', RATE_LIMIT_LOOKUPS: 'off' };

interface Slot {
  start: string;
  date: string;
  time: string;
  available: boolean;
}

let emailCounter = 0;
function booking(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  emailCounter++;
  return bookingBody({ customerEmail: `jane${emailCounter}@example.com`, ...overrides });
}

async function availability(t: TestApp): Promise<Slot[]> {
  return (await request(t.http).get('/api/appointments/availability').expect(200)).body.slots;
}

async function activeRows(t: TestApp, start: string): Promise<number> {
  const [{ n }] = await t.dataSource.query(
    `SELECT count(*)::int AS n FROM appointments WHERE appointment_date = $1 AND status <> 'cancelled'`,
    [start],
  );
  return n;
}

/** The app listening on a real port, for truly concurrent requests. */
async function listen(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

function post(base: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/appointments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('appointments', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, env: OFF });
    base = await listen(t);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  describe('availability', () => {
    it('lists the slots of the next 7 days in the shop time zone, all free at first', async () => {
      const res = await request(t.http).get('/api/appointments/availability').expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.timeZone).toBe('America/Chicago');
      expect(res.body.slotMinutes).toBe(30);
      const slots: Slot[] = res.body.slots;
      expect(slots).toHaveLength(5 * 18 + 16);
      expect(slots[0]).toEqual({
        start: '2026-03-04T16:00:00.000Z',
        date: '2026-03-04',
        time: '10:00',
        available: true,
      });
      expect(slots.at(-1)).toEqual({
        start: '2026-03-10T23:30:00.000Z',
        date: '2026-03-10',
        time: '18:30',
        available: true,
      });
      expect(new Set(slots.map((s) => s.date))).toEqual(
        new Set(['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-09', '2026-03-10']),
      );
    });

    it('follows the injected clock across the spring daylight-saving change', async () => {
      t.clock.set('2026-03-06T18:00:00Z'); // Friday
      const slots = await availability(t);
      expect(slots.find((s) => s.date === '2026-03-07' && s.time === '10:00')?.start).toBe(
        '2026-03-07T16:00:00.000Z',
      );
      expect(slots.find((s) => s.date === '2026-03-09' && s.time === '10:00')?.start).toBe(
        '2026-03-09T15:00:00.000Z',
      );
    });
  });

  describe('POST /api/appointments', () => {
    it('books with the server’s own figures, a short reference and a price snapshot per service', async () => {
      await t.dataSource.query(
        `UPDATE retail_prices SET price_cents = 27900 WHERE device_model_id = (SELECT id FROM device_models WHERE slug = 'iphone-15-pro')
           AND service_type_id = (SELECT id FROM service_types WHERE slug = 'screen')`,
      );
      await t.dataSource.query(
        `UPDATE retail_prices SET price_cents = 5900 WHERE device_model_id = (SELECT id FROM device_models WHERE slug = 'iphone-15-pro')
           AND service_type_id = (SELECT id FROM service_types WHERE slug = 'battery')`,
      );
      const res = await request(t.http)
        .post('/api/appointments')
        .send(booking({ customerEmail: 'Snap@Example.com' }))
        .expect(201);
      expect(res.body.reference).toMatch(/^RB-[2-9A-HJKMNP-Z]{6}$/);
      expect(res.body).toMatchObject({
        status: 'scheduled',
        appointmentDate: '2026-03-04T16:00:00.000Z',
        timeZone: 'America/Chicago',
        localDate: '2026-03-04',
        localTime: '10:00',
        deviceBrand: 'Apple',
        deviceModel: 'iphone-15-pro',
        deviceInfo: 'Apple iPhone 15 Pro',
        estimatedPrice: 27900 + 5900, // the cells' prices (the one price rule)
        discount: 0,
        estimatedDuration: 20 + 60, // iPhone screen 20, any other 60
        cancellable: true,
      });
      expect(res.body.services).toEqual([
        { id: 'screen', name: 'Screen Repair', price: 27900, duration: 20 },
        { id: 'battery', name: 'Battery Replacement', price: 5900, duration: 60 },
      ]);
      const [row] = await t.dataSource.query(`SELECT * FROM appointments WHERE reference = $1`, [
        res.body.reference,
      ]);
      expect(row).toMatchObject({
        estimated_price_cents: 33800,
        estimated_duration: 80,
        status: 'scheduled',
        customer_email: 'Snap@Example.com',
      });
      expect(row.repair_services).toEqual(['screen', 'battery']);

      // A later price edit never changes the booking.
      await t.dataSource.query(`UPDATE retail_prices SET price_cents = 99900 WHERE price_cents = 27900`);
      const later = await request(t.http)
        .post(`/api/appointments/${res.body.reference}/lookup`)
        .send({ email: 'snap@example.com' })
        .expect(200);
      expect(later.body.estimatedPrice).toBe(33800);
      expect(later.body.services[0].price).toBe(27900);
    });

    it('counts water treatment as a day and other services as an hour', async () => {
      const res = await request(t.http)
        .post('/api/appointments')
        .send(
          booking({
            appointmentDate: '2026-03-04T16:30:00.000Z',
            deviceBrand: 'Samsung',
            deviceModel: 'galaxy-s24',
            repairServices: ['water-damage', 'screen', 'diagnostic'],
          }),
        )
        .expect(201);
      expect(res.body.estimatedDuration).toBe(1440 + 60 + 60);
      expect(res.body.services.find((s: { id: string }) => s.id === 'diagnostic').price).toBe(0);
    });

    it('stores DST-day bookings as the right instants', async () => {
      t.clock.set('2026-10-30T15:00:00Z');
      const res = await request(t.http)
        .post('/api/appointments')
        .send(booking({ appointmentDate: '2026-11-02T16:00:00.000Z' }))
        .expect(201);
      expect(res.body).toMatchObject({ localDate: '2026-11-02', localTime: '10:00' });
      const wrongHour = await request(t.http)
        .post('/api/appointments')
        .send(booking({ appointmentDate: '2026-11-02T15:00:00.000Z' })); // 09:00 CST
      expect(wrongHour.status).toBe(400);
    });

    const invalid: [string, Record<string, unknown>, string][] = [
      ['a time that is not a slot', { appointmentDate: '2026-03-04T16:15:00.000Z' }, 'appointmentDate'],
      ['a time before opening', { appointmentDate: '2026-03-04T15:30:00.000Z' }, 'appointmentDate'],
      ['a Sunday', { appointmentDate: '2026-03-08T16:00:00.000Z' }, 'appointmentDate'],
      ['today', { appointmentDate: '2026-03-03T20:00:00.000Z' }, 'appointmentDate'],
      ['a time in the past', { appointmentDate: '2026-03-02T16:00:00.000Z' }, 'appointmentDate'],
      ['beyond the window', { appointmentDate: '2026-03-11T15:00:00.000Z' }, 'appointmentDate'],
      ['a date that is not ISO', { appointmentDate: 'next tuesday' }, 'appointmentDate'],
      ['no services', { repairServices: [] }, 'repairServices'],
      ['an unknown service', { repairServices: ['screen', 'teleport'] }, 'repairServices'],
      ['a repeated service', { repairServices: ['screen', 'screen'] }, 'repairServices'],
      ['an unknown model', { deviceModel: 'iphone-99' }, 'deviceModel'],
      ['a model of another brand', { deviceModel: 'galaxy-s24' }, 'deviceModel'],
      ['a model not bookable yet', { deviceModel: 'iphone-17-pro' }, 'deviceModel'],
      ['a brand not bookable yet', { deviceBrand: 'Motorola' }, 'deviceBrand'],
      ['an unknown brand', { deviceBrand: 'Nokia' }, 'deviceBrand'],
      ['a bad email', { customerEmail: 'jane@' }, 'customerEmail'],
      ['a short phone', { customerPhone: '555-0123' }, 'customerPhone'],
      ['a phone with letters', { customerPhone: '555-555-01AB' }, 'customerPhone'],
      ['a blank first name', { customerFirstName: '   ' }, 'customerFirstName'],
      ['a missing last name', { customerLastName: undefined }, 'customerLastName'],
      ['a very long name', { customerLastName: 'x'.repeat(101) }, 'customerLastName'],
      ['another appointment type', { appointmentType: 'trade-in' }, 'appointmentType'],
      ['a negative estimate', { estimatedPrice: -5 }, 'estimatedPrice'],
      ['an estimate in dollars with cents', { estimatedPrice: 12.5 }, 'estimatedPrice'],
      ['an unknown field', { admin: true }, 'admin'],
    ];
    it.each(invalid)('rejects %s with a field error and stores nothing', async (_name, overrides, field) => {
      const before = (await t.dataSource.query(`SELECT count(*)::int AS n FROM appointments`))[0].n;
      const res = await request(t.http).post('/api/appointments').send(booking(overrides));
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM appointments`))[0].n).toBe(before);
    });

    it('refuses a service priced as not available for the device', async () => {
      await t.dataSource.query(
        `UPDATE retail_prices SET price_cents = 0 WHERE device_model_id = (SELECT id FROM device_models WHERE slug = 'pixel-8')
           AND service_type_id = (SELECT id FROM service_types WHERE slug = 'camera')`,
      );
      const res = await request(t.http)
        .post('/api/appointments')
        .send(booking({ deviceBrand: 'Google', deviceModel: 'pixel-8', repairServices: ['camera'] }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { field: 'repairServices', message: 'Camera Repair is not available for this device' },
      ]);
    });

    it('rejects a filled honeypot field', async () => {
      const res = await request(t.http)
        .post('/api/appointments')
        .send(booking({ appointmentDate: '2026-03-05T16:00:00.000Z', website: 'http://spam.example' }));
      expect(res.status).toBe(400);
      expect(await activeRows(t, '2026-03-05T16:00:00.000Z')).toBe(0);
    });
  });

  describe('capacity', () => {
    // PGlite runs one transaction at a time, so the race is real only on PostgreSQL: all 20 slots
    // there, 2 on PGlite (which still proves the 201/409 answers and the single row).
    const rounds = usingPostgres ? 20 : 2;
    it(`gives exactly one of 50 concurrent requests per slot a 201, over ${rounds} random slots`, async () => {
      // Saturday 7 and Tuesday 10 March: days no other test of this file books.
      const free = (await availability(t)).filter(
        (s) => s.available && ['2026-03-07', '2026-03-10'].includes(s.date),
      );
      const chosen = [...free].sort(() => Math.random() - 0.5).slice(0, rounds);
      const started = Date.now();
      for (const slot of chosen) {
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            post(base, booking({ appointmentDate: slot.start, customerEmail: `racer${i}@example.com` })),
          ),
        );
        const statuses = answers.map((a) => a.status);
        expect(statuses.filter((s) => s === 201)).toHaveLength(1);
        expect(statuses.filter((s) => s === 409)).toHaveLength(49);
        const conflict = (await answers.find((a) => a.status === 409)!.json()) as { details: unknown };
        expect(conflict.details).toEqual({ reason: 'slot_taken' });
        expect(await activeRows(t, slot.start)).toBe(1);
      }
      const slots = await availability(t);
      for (const slot of chosen) expect(slots.find((s) => s.start === slot.start)?.available).toBe(false);
      console.log(
        `capacity race: ${rounds} slots x 50 requests in ${Date.now() - started} ms (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`,
      );
    }, 120_000);

    it('frees the slot when the booking is cancelled', async () => {
      const start = '2026-03-05T17:00:00.000Z';
      const first = await request(t.http)
        .post('/api/appointments')
        .send(booking({ appointmentDate: start, customerEmail: 'first@example.com' }))
        .expect(201);
      const second = await request(t.http)
        .post('/api/appointments')
        .send(booking({ appointmentDate: start }));
      expect(second.status).toBe(409);
      expect(second.body.message).toBe(
        'This time slot was just booked by someone else. Please choose another time.',
      );
      expect((await availability(t)).find((s) => s.start === start)?.available).toBe(false);

      const cancelled = await request(t.http)
        .post(`/api/appointments/${first.body.reference}/cancel`)
        .send({ email: 'FIRST@example.com' })
        .expect(200);
      expect(cancelled.body).toMatchObject({ status: 'cancelled', cancellable: false });
      expect((await availability(t)).find((s) => s.start === start)?.available).toBe(true);
      await request(t.http)
        .post('/api/appointments')
        .send(booking({ appointmentDate: start }))
        .expect(201);
      // Cancelling again changes nothing.
      await request(t.http)
        .post(`/api/appointments/${first.body.reference}/cancel`)
        .send({ email: 'first@example.com' })
        .expect(200);
      expect(await activeRows(t, start)).toBe(1);
    });

    it('holds the invariant in the database itself, whatever the code does', async () => {
      const [row] = await t.dataSource.query(`SELECT * FROM appointments WHERE status = 'scheduled' LIMIT 1`);
      await expect(
        t.dataSource.query(
          `INSERT INTO appointments (appointment_date, appointment_type, reference, seat) VALUES ($1, 'repair', 'RB-ZZZZZZ', $2)`,
          [row.appointment_date, row.seat],
        ),
      ).rejects.toMatchObject({ driverError: expect.objectContaining({ code: '23505' }) });
    });
  });

  describe('Idempotency-Key', () => {
    it('answers a retry with the first response, byte for byte, and creates nothing', async () => {
      const body = booking({ appointmentDate: '2026-03-05T18:00:00.000Z' });
      const first = await request(t.http)
        .post('/api/appointments')
        .set('Idempotency-Key', 'key-retry-1')
        .send(body)
        .expect(201);
      const retry = await request(t.http)
        .post('/api/appointments')
        .set('Idempotency-Key', 'key-retry-1')
        .send(body)
        .expect(201);
      // The very bytes of the first answer (fields in the same order), as JSON.
      expect(retry.text).toBe(first.text);
      expect(retry.headers['content-type']).toBe(first.headers['content-type']);
      expect(retry.headers['content-type']).toMatch(/^application\/json; charset=utf-8$/);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(await activeRows(t, '2026-03-05T18:00:00.000Z')).toBe(1);
    });

    it('answers 422 to the same key with another body', async () => {
      const body = booking({ appointmentDate: '2026-03-05T18:30:00.000Z' });
      await request(t.http)
        .post('/api/appointments')
        .set('Idempotency-Key', 'key-conflict-1')
        .send(body)
        .expect(201);
      const other = await request(t.http)
        .post('/api/appointments')
        .set('Idempotency-Key', 'key-conflict-1')
        .send({ ...body, appointmentDate: '2026-03-05T19:00:00.000Z' });
      expect(other.status).toBe(422);
      expect(other.body.message).toBe('This Idempotency-Key was already used with a different request');
      expect(await activeRows(t, '2026-03-05T19:00:00.000Z')).toBe(0);
    });

    it('books once when the same key arrives many times at once', async () => {
      const body = booking({ appointmentDate: '2026-03-05T19:30:00.000Z' });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => post(base, body, { 'Idempotency-Key': 'key-parallel-1' })),
      );
      const bodies = (await Promise.all(answers.map((a) => a.json()))) as { reference: string }[];
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
      expect(new Set(bodies.map((b) => b.reference)).size).toBe(1);
      expect(await activeRows(t, '2026-03-05T19:30:00.000Z')).toBe(1);
    });

    it('does not keep a key whose booking failed', async () => {
      const taken = '2026-03-05T18:00:00.000Z'; // booked above
      const body = booking({ appointmentDate: taken });
      expect(
        (await request(t.http).post('/api/appointments').set('Idempotency-Key', 'key-failed-1').send(body))
          .status,
      ).toBe(409);
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM idempotency_keys WHERE key = 'key-failed-1'`,
      );
      expect(n).toBe(0);
      const bad = await request(t.http)
        .post('/api/appointments')
        .set('Idempotency-Key', 'bad key with spaces')
        .send(body);
      expect(bad.status).toBe(400);
    });
  });

  describe('discount codes', () => {
    it('takes the code off the stored estimate once, inside the booking', async () => {
      await t.dataSource.query(
        `INSERT INTO customers (first_name, last_name, email, phone, discount_claimed, discount_code) VALUES ('Dee', 'Count', 'dee@example.com', '5555550199', 'popup_10_off', 'K7M4Q2ZP')`,
      );
      const body = booking({
        appointmentDate: '2026-03-06T16:00:00.000Z',
        customerEmail: 'dee@example.com',
        deviceBrand: 'Samsung',
        deviceModel: 'galaxy-s24',
        repairServices: ['diagnostic'],
        discountCode: 'k7m4-q2zp',
      });
      // Free diagnostic minus $10 is never below zero.
      const free = await request(t.http).post('/api/appointments').send(body);
      expect(free.status).toBe(201);
      expect(free.body).toMatchObject({ estimatedPrice: 0, discount: 1000 });
      const [customer] = await t.dataSource.query(
        `SELECT discount_code_used_at, discount_code_used_by_appointment FROM customers WHERE email = 'dee@example.com'`,
      );
      expect(customer.discount_code_used_at).not.toBeNull();
      // The code names the booking that used it (redeemed once, with the id minted first).
      const [booked] = await t.dataSource.query(`SELECT id FROM appointments WHERE reference = $1`, [
        free.body.reference,
      ]);
      expect(customer.discount_code_used_by_appointment).toBe(booked.id);

      const again = await request(t.http)
        .post('/api/appointments')
        .send({ ...body, appointmentDate: '2026-03-06T16:30:00.000Z' });
      expect(again.status).toBe(400);
      expect(again.body.errors[0].field).toBe('discountCode');
      expect(await activeRows(t, '2026-03-06T16:30:00.000Z')).toBe(0);
    });

    it('subtracts the discount from a priced booking', async () => {
      await t.dataSource.query(
        `INSERT INTO customers (first_name, last_name, email, phone, discount_claimed, discount_code) VALUES ('Ann', 'Other', 'ann@example.com', '5555550198', 'popup_10_off', 'P2Q3R4S5')`,
      );
      const res = await request(t.http)
        .post('/api/appointments')
        .send(
          booking({
            appointmentDate: '2026-03-06T17:00:00.000Z',
            customerEmail: 'ann@example.com',
            repairServices: ['battery'],
            discountCode: 'P2Q3R4S5',
          }),
        )
        .expect(201);
      expect(res.body.estimatedPrice).toBe(res.body.services[0].price - 1000);
    });

    it('gives the code back when its booking is cancelled, once, so the customer can book again with it', async () => {
      await t.dataSource.query(
        `INSERT INTO customers (first_name, last_name, email, phone, discount_claimed, discount_code) VALUES ('Kay', 'Back', 'kay@example.com', '5555550197', 'popup_10_off', 'Q2W3E4R5')`,
      );
      const body = booking({
        appointmentDate: '2026-03-06T18:00:00.000Z',
        customerEmail: 'kay@example.com',
        repairServices: ['battery'],
        discountCode: 'Q2W3E4R5',
      });
      const first = await request(t.http).post('/api/appointments').send(body).expect(201);
      expect(first.body.discount).toBe(1000);
      const cancelled = await request(t.http)
        .post(`/api/appointments/${first.body.reference}/cancel`)
        .send({ email: 'kay@example.com' })
        .expect(200);
      expect(cancelled.body).toMatchObject({ status: 'cancelled', discount: 1000 });
      const [freed] = await t.dataSource.query(
        `SELECT discount_code_used_at, discount_code_used_by_appointment FROM customers WHERE email = 'kay@example.com'`,
      );
      expect(freed).toEqual({ discount_code_used_at: null, discount_code_used_by_appointment: null });
      const [mail] = await t.dataSource.query(
        `SELECT text_body FROM outbox_messages WHERE kind = 'booking_cancelled' AND recipient = 'kay@example.com'`,
      );
      expect(mail.text_body).toContain('Your $10 first-repair discount code is yours again');

      // Booking again with the same code works, and takes the $10 off again.
      const second = await request(t.http)
        .post('/api/appointments')
        .send({ ...body, appointmentDate: '2026-03-06T18:30:00.000Z' });
      expect(second.status).toBe(201);
      expect(second.body.discount).toBe(1000);
      // The code is given back once: cancelling the first booking again changes nothing.
      await request(t.http)
        .post(`/api/appointments/${first.body.reference}/cancel`)
        .send({ email: 'kay@example.com' })
        .expect(200);
      const [used] = await t.dataSource.query(
        `SELECT c.discount_code_used_by_appointment AS used_by FROM customers c WHERE email = 'kay@example.com'`,
      );
      const [secondRow] = await t.dataSource.query(`SELECT id FROM appointments WHERE reference = $1`, [
        second.body.reference,
      ]);
      expect(used.used_by).toBe(secondRow.id);
      const third = await request(t.http)
        .post('/api/appointments')
        .send({ ...body, appointmentDate: '2026-03-06T19:00:00.000Z' });
      expect(third.status).toBe(400);
    });

    it('gives the code back when staff cancel, in the same transaction as the cancel', async () => {
      await t.dataSource.query(
        `INSERT INTO customers (first_name, last_name, email, phone, discount_claimed, discount_code) VALUES ('Lee', 'Staff', 'lee@example.com', '5555550196', 'popup_10_off', 'Z9X8C7V6')`,
      );
      const booked = await request(t.http)
        .post('/api/appointments')
        .send(
          booking({
            appointmentDate: '2026-03-06T19:30:00.000Z',
            customerEmail: 'lee@example.com',
            repairServices: ['battery'],
            discountCode: 'Z9X8C7V6',
          }),
        )
        .expect(201);
      const [{ id }] = await t.dataSource.query(`SELECT id FROM appointments WHERE reference = $1`, [
        booked.body.reference,
      ]);
      const lifecycle = t.app.get(AppointmentLifecycle);
      const staff = { kind: 'staff' as const, userId: null as unknown as string, username: 'editor' };
      // A cancel that rolls back keeps the code used; one that commits gives it back.
      await expect(
        t.app.get(Db).transaction(async () => {
          await lifecycle.change({ appointmentId: id, to: 'cancelled', actor: staff });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      const usedBy = async () =>
        (
          await t.dataSource.query(
            `SELECT discount_code_used_by_appointment AS used_by FROM customers WHERE email = 'lee@example.com'`,
          )
        )[0].used_by;
      expect(await usedBy()).toBe(id);
      await lifecycle.change({ appointmentId: id, to: 'cancelled', actor: staff });
      expect(await usedBy()).toBeNull();
    });
  });

  describe('lookup, ICS and cancel', () => {
    let reference: string;
    beforeAll(async () => {
      const res = await request(t.http)
        .post('/api/appointments')
        .send(booking({ appointmentDate: '2026-03-09T15:00:00.000Z', customerEmail: 'look@example.com' }))
        .expect(201);
      reference = res.body.reference;
    });

    it('finds a booking by reference and email, as typed by a person', async () => {
      const res = await request(t.http)
        .post(`/api/appointments/${reference.slice(3).toLowerCase()}/lookup`)
        .send({ email: ' LOOK@example.com ' })
        .expect(200);
      expect(res.body).toMatchObject({
        reference,
        localDate: '2026-03-09',
        localTime: '10:00',
        status: 'scheduled',
        cancellable: true,
      });
    });

    it('gives the same not-found answer for a wrong reference or a wrong email', async () => {
      const wrongEmail = await request(t.http)
        .post(`/api/appointments/${reference}/lookup`)
        .send({ email: 'other@example.com' });
      const wrongRef = await request(t.http)
        .post('/api/appointments/RB-222222/lookup')
        .send({ email: 'look@example.com' });
      const garbage = await request(t.http)
        .post('/api/appointments/%3Cscript%3E/lookup')
        .send({ email: 'look@example.com' });
      for (const res of [wrongEmail, wrongRef, garbage]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({
          statusCode: 404,
          error: 'Not Found',
          message: 'Booking not found',
          requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
        });
      }
      expect(
        (
          await request(t.http)
            .post(`/api/appointments/${reference}/cancel`)
            .send({ email: 'other@example.com' })
        ).status,
      ).toBe(404);
      expect(
        (
          await request(t.http)
            .post(`/api/appointments/${reference}/ics`)
            .send({ email: 'other@example.com' })
        ).status,
      ).toBe(404);
      expect((await request(t.http).get(`/api/appointments/${reference}/cancel`)).status).toBe(404); // never a GET
    });

    it('downloads an .ics file with TZID, VTIMEZONE and a stable UID', async () => {
      const a = await request(t.http)
        .post(`/api/appointments/${reference}/ics`)
        .send({ email: 'look@example.com' })
        .buffer(true)
        .parse(bodyText);
      expect(a.status).toBe(200);
      expect(a.headers['content-type']).toMatch(/^text\/calendar/);
      expect(a.headers['content-disposition']).toBe(`attachment; filename="booking-${reference}.ics"`);
      const ics: string = a.body;
      expect(ics).toContain('DTSTART;TZID=America/Chicago:20260309T100000');
      expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Chicago');
      const uid = /UID:(.+)\r\n/.exec(ics)?.[1];
      expect(uid).toMatch(/^[0-9a-f-]{36}@/);
      const b = await request(t.http)
        .post(`/api/appointments/${reference}/ics`)
        .send({ email: 'look@example.com' })
        .buffer(true)
        .parse(bodyText);
      expect(/UID:(.+)\r\n/.exec(b.body)?.[1]).toBe(uid);
    });

    it('cannot cancel an appointment that has started', async () => {
      t.clock.set('2026-03-09T15:00:00Z');
      const res = await request(t.http)
        .post(`/api/appointments/${reference}/cancel`)
        .send({ email: 'look@example.com' });
      expect(res.status).toBe(409);
      const looked = await request(t.http)
        .post(`/api/appointments/${reference}/lookup`)
        .send({ email: 'look@example.com' })
        .expect(200);
      expect(looked.body).toMatchObject({ status: 'scheduled', cancellable: false });
    });
  });

  it('migrates down and up again', async () => {
    const runner = t.dataSource.createQueryRunner();
    try {
      await runner.query(`UPDATE customers SET discount_code_used_by_appointment = NULL`);
      await runner.query(`DELETE FROM appointments`);
      await new Booking1763800000000().down(runner);
      expect((await runner.query(`SELECT to_regclass('idempotency_keys') AS t`))[0].t).toBeNull();
      await new Booking1763800000000().up(runner);
      expect((await runner.query(`SELECT to_regclass('idempotency_keys') AS t`))[0].t).toBe(
        'idempotency_keys',
      );
    } finally {
      await runner.release();
    }
  });
});

describe('appointments with a capacity of 2 and a rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      now: NOW,
      env: { SLOT_CAPACITY: '2', RATE_LIMIT_BOOKINGS: 'off', RATE_LIMIT_LOOKUPS: '3/60' },
    });
  });
  afterAll(() => t.close());

  it('lets exactly two of 20 concurrent requests into one slot', async () => {
    const base = await listen(t);
    const start = '2026-03-04T17:00:00.000Z';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(base, booking({ appointmentDate: start, customerEmail: `pair${i}@example.com` })),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(18);
    expect((await availability(t)).find((s) => s.start === start)?.available).toBe(false);
  });

  it('limits lookups per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await request(t.http).post('/api/appointments/RB-222222/lookup').send({ email: 'x@example.com' }))
          .status,
      );
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});
