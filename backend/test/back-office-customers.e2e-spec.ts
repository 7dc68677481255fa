import request from 'supertest';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { bookingBody } from './support/booking-body.js';
import { signIn as signInAs } from './support/staff-session.js';

/** Tuesday 3 March 2026, 12:00 in Chicago. */
const NOW = '2026-03-03T18:00:00.000Z';
const DB = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

interface AdminCustomer {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  createdAt: string;
  appointmentCount: number;
  lastAppointmentAt: string | null;
  claim: {
    code: string;
    claimedAt: string;
    used: boolean;
    usedAt: string | null;
    usedOnReference: string | null;
  } | null;
}
interface Page {
  items: AdminCustomer[];
  total: number;
  page: number;
  pageSize: number;
}

const PEOPLE = [
  { firstName: 'Alice', lastName: 'Able', email: 'alice@example.com', phone: '(217) 555-0101' },
  { firstName: 'Bob', lastName: 'Baker', email: 'bob@example.com', phone: '217-555-0102' },
  { firstName: 'Carol', lastName: 'Cole', email: 'Carol@Example.com', phone: '2175550103' },
  { firstName: 'Dan', lastName: 'Dale', email: 'dan@example.com', phone: '+1 (217) 555-0104' },
  { firstName: 'Eve', lastName: 'Evans', email: 'eve@example.net', phone: '217.555.0105' },
];

describe(`back office: customers (${DB})`, () => {
  let t: TestApp;
  let viewer: string;
  let editor: string;
  let slots: string[];
  const codes = new Map<string, string>();
  const references = new Map<string, string>();

  const signIn = (username: string, password: string) => signInAs(t.http, username, password);
  const list = async (query = ''): Promise<Page> =>
    (await request(t.http).get(`/api/admin/customers?${query}`).set('Cookie', viewer).expect(200)).body;
  const byEmail = async (email: string): Promise<AdminCustomer> => {
    const found = (await list('pageSize=100')).items.find((c) => c.email === email);
    if (!found) throw new Error(`no customer ${email}`);
    return found;
  };
  const book = async (slot: string, email: string, discountCode?: string): Promise<string> => {
    const res = await request(t.http)
      .post('/api/appointments')
      .send(
        bookingBody({
          appointmentDate: slot,
          repairServices: ['battery'],
          customerEmail: email,
          deviceInfo: undefined,
          notes: undefined,
          ...(discountCode ? { discountCode } : {}),
        }),
      )
      .expect(201);
    return res.body.reference;
  };

  beforeAll(async () => {
    t = await createTestApp({
      now: NOW,
      env: { RATE_LIMIT_CUSTOMERS: 'off', RATE_LIMIT_BOOKINGS: 'off', RATE_LIMIT_LOOKUPS: 'off' },
    });
    slots = (await request(t.http).get('/api/appointments/availability').expect(200)).body.slots.map(
      (s: { start: string }) => s.start,
    );
    // One claim a minute, Alice first.
    for (const [i, p] of PEOPLE.entries()) {
      t.clock.set(new Date(Date.parse(NOW) + i * 60_000));
      await request(t.http)
        .post('/api/customers')
        .send({ ...p, discountClaimed: 'popup_10_off', deviceInfo: 'Discount signup via popup' })
        .expect(201);
      const [row] = await t.dataSource.query(`SELECT discount_code FROM customers WHERE email = $1`, [
        p.email,
      ]);
      codes.set(p.email, row.discount_code);
    }
    // A customer row without a code (older data), created last.
    await t.dataSource.query(
      `INSERT INTO customers (first_name, last_name, email, phone, created_at) VALUES ('Zed', 'Zulu', 'zed@example.com', '217 555 0199', $1)`,
      [new Date(Date.parse(NOW) + 10 * 60_000)],
    );
    t.clock.set(new Date(Date.parse(NOW) + 20 * 60_000));
    // Bob uses his code; Carol books twice (one cancelled), typing her e-mail in another case.
    references.set('bob', await book(slots[0], 'bob@example.com', codes.get('bob@example.com')));
    references.set('carol-1', await book(slots[1], 'carol@example.com'));
    references.set('carol-2', await book(slots[5], 'CAROL@example.COM'));
    await request(t.http)
      .post(`/api/appointments/${references.get('carol-2')}/cancel`)
      .send({ email: 'carol@example.com' })
      .expect(200);
    viewer = await signIn('viewer', DEMO_PASSWORDS.viewer);
    editor = await signIn('editor', DEMO_PASSWORDS.editor);
  });
  afterAll(() => t.close());

  it('needs a staff session: 401 signed out, viewer and editor may read', async () => {
    const anonymous = await request(t.http).get('/api/admin/customers').expect(401);
    expect(anonymous.body.message).toBe('Authentication required');
    for (const cookie of [viewer, editor]) {
      const res = await request(t.http).get('/api/admin/customers').set('Cookie', cookie).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('lists customers newest first with their claim and bookings', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 25 });
    expect(page.items.map((c) => c.firstName)).toEqual(['Zed', 'Eve', 'Dan', 'Carol', 'Bob', 'Alice']);
    expect(page.items[0]).toEqual({
      id: expect.any(String),
      firstName: 'Zed',
      lastName: 'Zulu',
      email: 'zed@example.com',
      phone: '217 555 0199',
      createdAt: '2026-03-03T18:10:00.000Z',
      erasedAt: null,
      appointmentCount: 0,
      lastAppointmentAt: null,
      repairOrderCount: 0,
      claim: null,
    });
    expect(await byEmail('alice@example.com')).toMatchObject({
      createdAt: NOW,
      appointmentCount: 0,
      claim: {
        code: codes.get('alice@example.com'),
        claimedAt: NOW,
        used: false,
        usedAt: null,
        usedOnReference: null,
      },
    });
  });

  it('shows a used code with when and on which booking', async () => {
    expect(await byEmail('bob@example.com')).toMatchObject({
      appointmentCount: 1,
      lastAppointmentAt: slots[0],
      claim: {
        code: codes.get('bob@example.com'),
        claimedAt: '2026-03-03T18:01:00.000Z',
        used: true,
        usedAt: '2026-03-03T18:20:00.000Z',
        usedOnReference: references.get('bob'),
      },
    });
    // The booking itself shows the $10 off.
    const booking = (
      await request(t.http)
        .get(`/api/admin/appointments?q=${references.get('bob')}`)
        .set('Cookie', viewer)
        .expect(200)
    ).body.items[0];
    expect(booking.discountCents).toBe(1000);
    expect(booking.totalCents).toBe(Math.max(0, booking.estimateCents - 1000));
  });

  it('counts bookings by e-mail in any case, cancelled ones not', async () => {
    expect(await byEmail('Carol@Example.com')).toMatchObject({
      appointmentCount: 1,
      lastAppointmentAt: slots[1],
      claim: { used: false },
    });
  });

  it.each([
    ['unclaimed', ['Zed']],
    ['claimed', ['Eve', 'Dan', 'Carol', 'Alice']],
    ['used', ['Bob']],
  ])('filters by claim: %s', async (claim, names) => {
    const page = await list(`claim=${claim}`);
    expect(page.items.map((c) => c.firstName)).toEqual(names);
    expect(page.total).toBe(names.length);
  });

  it.each([
    ['first name', 'bob', ['Bob']],
    ['last name', 'EVANS', ['Eve']],
    ['full name', 'carol  cole', ['Carol']],
    ['e-mail', 'example.net', ['Eve']],
    ['e-mail, any case', 'CAROL@EXAMPLE', ['Carol']],
    ['phone, other formatting', '(217) 555-0104', ['Dan']],
    ['phone, digits only', '2175550102', ['Bob']],
    ['phone, part', '555 0199', ['Zed']],
    ['a phone prefix shared by all', '217-555', ['Zed', 'Eve', 'Dan', 'Carol', 'Bob', 'Alice']],
    ['nothing', 'nobody', []],
    ['a wildcard, literally', '%', []],
  ])('searches by %s', async (_what, q, names) => {
    const page = await list(`q=${encodeURIComponent(q)}`);
    expect(page.items.map((c) => c.firstName)).toEqual(names);
    expect(page.total).toBe(names.length);
  });

  it('searches by discount code as typed by a person', async () => {
    const code = codes.get('dan@example.com')!;
    for (const q of [code, code.toLowerCase(), `${code.slice(0, 4)}-${code.slice(4)}`]) {
      expect((await list(`q=${encodeURIComponent(q)}`)).items.map((c) => c.firstName)).toEqual(['Dan']);
    }
  });

  it('combines search and claim filter, and pages with the total of all matches', async () => {
    expect((await list('q=217&claim=claimed')).items.map((c) => c.firstName)).toEqual([
      'Eve',
      'Dan',
      'Carol',
      'Alice',
    ]);
    const all = (await list()).items.map((c) => c.id);
    const pages: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await list(`pageSize=2&page=${page}`);
      expect(res).toMatchObject({ total: 6, page, pageSize: 2 });
      expect(res.items).toHaveLength(2);
      pages.push(...res.items.map((c) => c.id));
    }
    expect(pages).toEqual(all);
    expect(await list('pageSize=2&page=4')).toMatchObject({ items: [], total: 6 });
  });

  it.each([
    'claim=maybe',
    'page=0',
    'pageSize=0',
    'pageSize=101',
    'page=x',
    `q=${'a'.repeat(101)}`,
    'q=a%00b',
    'q=a&q=b',
    'page=100001',
    'sort=name',
  ])('answers 400 for %s', async (query) => {
    await request(t.http).get(`/api/admin/customers?${query}`).set('Cookie', viewer).expect(400);
  });
});
