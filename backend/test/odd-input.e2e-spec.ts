import request from 'supertest';
import { PricingImportBodyLimit } from '../src/pricing/import-body.js';
import { bookingBody } from './support/booking-body.js';
import { signIn } from './support/staff-session.js';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';

/** Tuesday 3 March 2026, 12:00 in Chicago: bookable slots from Wednesday 4 March. */
const NOW = '2026-03-03T18:00:00Z';
const controlError = (field: string) => ({ field, message: `${field} must not contain control characters` });
const TOO_DEEP = 'The request body is nested too deeply (at most 32 levels)';

/**
 * Odd input is refused at the edge with the one error body, before anything reads it: control
 * characters (a 400 naming the field; tab and line breaks only in free text), bodies nested deeper
 * than 32 levels; a staff route authenticates before it reads a body; staff answers are never stored.
 */
describe(`odd input and the staff API's edge (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let editor: string;
  let reference: string;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, env: { RATE_LIMIT_BOOKINGS: 'off', RATE_LIMIT_LOOKUPS: 'off' } });
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
    const booked = await request(t.http).post('/api/appointments').send(bookingBody()).expect(201);
    reference = booked.body.reference;
  });
  afterAll(() => t.close());

  it('answers a NUL byte in an e-mail or a username with a 400 naming the field (both were 500s)', async () => {
    const lookup = await request(t.http)
      .post(`/api/appointments/${reference}/lookup`)
      .send({ email: 'A\u0000B' })
      .expect(400);
    expect(lookup.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Validation failed',
      errors: [controlError('email')],
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const login = await request(t.http)
      .post('/api/admin/login')
      .send({ username: 'edi\u0000tor', password: DEMO_PASSWORDS.editor })
      .expect(400);
    expect(login.body.errors).toEqual([controlError('username')]);
  });

  it('refuses every other control character (C0, DEL, C1) in any field, nested ones and property names too', async () => {
    for (const odd of ['\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b']) {
      const res = await request(t.http)
        .post('/api/appointments')
        .send(bookingBody({ customerFirstName: `Ja${odd}ne` }))
        .expect(400);
      expect(res.body.errors).toEqual([controlError('customerFirstName')]);
    }
    const walkIn = await request(t.http)
      .post('/api/admin/repair-orders')
      .set('Cookie', editor)
      .send({
        customer: { name: 'Jo\u0000', phone: '(555) 555-0142' },
        intake: { accessories: ['case', 'char\u0000ger'] },
      })
      .expect(400);
    expect(walkIn.body.errors).toEqual([controlError('customer.name'), controlError('intake.accessories.1')]);
    const key = await request(t.http).post('/api/customers').send({ 'first\u0000Name': 'Jane' }).expect(400);
    expect(key.body.errors).toEqual([
      { field: 'first\\u0000Name', message: 'A property name must not contain control characters' },
    ]);
  });

  it('takes tab and line breaks in free text only: a one-line field with them is a 400 naming it', async () => {
    const oneLine = await request(t.http)
      .post('/api/appointments')
      .send(bookingBody({ customerLastName: 'Doe\nSmith', notes: 'ok' }))
      .expect(400);
    expect(oneLine.body.errors).toEqual([controlError('customerLastName')]);
    const tab = await request(t.http)
      .post('/api/appointments')
      .send(bookingBody({ deviceInfo: 'Apple\tiPhone 15 Pro' }))
      .expect(400);
    expect(tab.body.errors).toEqual([controlError('deviceInfo')]);
    const slots = (await request(t.http).get('/api/appointments/availability')).body.slots as {
      start: string;
      available: boolean;
    }[];
    const notes = 'Screen Repair\nBattery Replacement\tplease call first\r\nthanks';
    const booked = await request(t.http)
      .post('/api/appointments')
      .send(bookingBody({ appointmentDate: slots.filter((s) => s.available)[1].start, notes }))
      .expect(201);
    const [{ stored }] = await t.dataSource.query(
      `SELECT notes AS stored FROM appointments WHERE reference = $1`,
      [booked.body.reference],
    );
    expect(stored).toBe(notes);
  });

  it('refuses control characters in query values and path parameters, naming them', async () => {
    const search = await request(t.http)
      .get('/api/admin/appointments?q=a%00b')
      .set('Cookie', editor)
      .expect(400);
    expect(search.body.errors).toEqual([controlError('q')]);
    const lineBreak = await request(t.http)
      .get('/api/admin/customers?q=a%0Ab')
      .set('Cookie', editor)
      .expect(400);
    expect(lineBreak.body.errors).toEqual([controlError('q')]);
    const param = await request(t.http)
      .post('/api/appointments/RB-%00/lookup')
      .send({ email: 'jane@example.com' })
      .expect(400);
    expect(param.body.errors).toEqual([controlError('reference')]);
    const token = await request(t.http).get('/api/track/abc%07def').expect(400);
    expect(token.body.errors).toEqual([controlError('token')]);
  });

  it('takes a body nested 32 levels deep to validation, refuses 33 and thousands before any transformation', async () => {
    const nested = (levels: number, open = '[', close = ']') =>
      `{"email":${open.repeat(levels - 1)}${close.repeat(levels - 1)}}`;
    const post = (text: string) =>
      request(t.http)
        .post(`/api/appointments/${reference}/lookup`)
        .set('Content-Type', 'application/json')
        .send(text);
    const at32 = await post(nested(32)).expect(400);
    expect(at32.body.message).toBe('Validation failed');
    for (const levels of [33, 1_300, 20_000]) {
      const res = await post(nested(levels)).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: TOO_DEEP,
        requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
    }
    const objects = await post(`${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`).expect(400);
    expect(objects.body.message).toBe(TOO_DEEP);
    // Staff routes too, once signed in (an anonymous sender gets 401 before its body is read).
    const staff = await request(t.http)
      .post('/api/admin/closed-days')
      .set('Cookie', editor)
      .set('Content-Type', 'application/json')
      .send(nested(2_000))
      .expect(400);
    expect(staff.body.message).toBe(TOO_DEEP);
  });

  it('authenticates a staff route before reading its body: the price import neither parses nor sizes an anonymous body', async () => {
    // Counts the calls of the import's own limit (a database query).
    const source = t.app.get(PricingImportBodyLimit);
    const original = source.bodyLimit.bind(source);
    let sized = 0;
    source.bodyLimit = () => {
      sized++;
      return original();
    };
    const unreadable = await request(t.http)
      .post('/api/admin/pricing/import')
      .set('Content-Type', 'application/json')
      .send('{"csv": "never finished')
      .expect(401);
    expect(unreadable.body.message).toBe('Authentication required');
    await request(t.http)
      .post('/api/admin/pricing/import')
      .send({ csv: 'x'.repeat(2_000_000), dryRun: true })
      .expect(401);
    await request(t.http)
      .post('/api/admin/closed-days')
      .set('Content-Type', 'application/json')
      .send(`{"day": ${'['.repeat(5_000)}`)
      .expect(401);
    expect(sized).toBe(0);
    // Signed in, the same unreadable body is read: its own limit asked, then the JSON refused.
    const signedIn = await request(t.http)
      .post('/api/admin/pricing/import')
      .set('Cookie', editor)
      .set('Content-Type', 'application/json')
      .send('{"csv": "never finished')
      .expect(400);
    expect(signedIn.body.message).toBe('The request body is not valid JSON');
    expect(sized).toBe(1);
    source.bodyLimit = original;
  });

  it('never lets a staff answer be stored: reads, refusals and the outbox alike, by one rule', async () => {
    for (const res of [
      await request(t.http).get('/api/admin/outbox').set('Cookie', editor).expect(200),
      await request(t.http).get('/api/admin/outbox').expect(401),
      await request(t.http).get('/api/admin/me').set('Cookie', editor).expect(200),
      await request(t.http).post('/api/admin/login').send({ username: 'x', password: 'y' }).expect(401),
      await request(t.http)
        .post('/api/admin/closed-days')
        .set('Cookie', editor)
        .set('Sec-Fetch-Site', 'cross-site')
        .send({})
        .expect(403),
      await request(t.http).get('/api/admin/no-such-thing').set('Cookie', editor).expect(404),
    ])
      expect(res.headers['cache-control']).toBe('no-store');
    // Public answers keep their own rules: the price map is cacheable.
    const map = await request(t.http).get('/api/pricing/all').expect(200);
    expect(map.headers['cache-control']).not.toBe('no-store');
  });
});
