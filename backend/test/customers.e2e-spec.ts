import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { Db } from '../src/common/database/db.js';
import { DiscountCodes } from '../src/customers/discount-codes.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const DB = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const CODE = /^[2-9A-HJ-NP-Z]{8}$/;

const signup = (over: Record<string, unknown> = {}) => ({
  firstName: 'Jane',
  lastName: 'Doe',
  phone: '(555) 555-0123',
  email: 'jane@example.com',
  discountClaimed: 'popup_10_off',
  deviceInfo: 'Discount signup via popup',
  ...over,
});

describe(`POST /api/customers: the $10 discount claim (${DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_CUSTOMERS: 'off' }, now: '2026-11-20T15:00:00Z' });
  });
  afterAll(() => t.close());

  const post = (body: unknown) =>
    request(t.http)
      .post('/api/customers')
      .send(body as object);
  const row = async (email: string) =>
    (
      await t.dataSource.query(`SELECT * FROM customers WHERE lower(btrim(email)) = lower(btrim($1))`, [
        email,
      ])
    )[0];

  it('claims the discount, stores a single-use code and does not send it back', async () => {
    const res = await post(signup({ email: '  Claim.One@Example.com ' })).expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'Claim.One@Example.com',
      discountClaimed: 'popup_10_off',
      createdAt: '2026-11-20T15:00:00.000Z',
    });
    const stored = await row('claim.one@example.com');
    expect(stored.discount_code).toMatch(CODE);
    expect(JSON.stringify(res.body)).not.toContain(stored.discount_code);
    expect(stored).toMatchObject({
      first_name: 'Jane',
      phone: '(555) 555-0123',
      device_info: 'Discount signup via popup',
      discount_code_used_at: null,
    });
  });

  it('issues a different code to every claim', async () => {
    for (let i = 0; i < 20; i++) await post(signup({ email: `many${i}@example.com` })).expect(201);
    const codes = (
      await t.dataSource.query(`SELECT discount_code FROM customers WHERE email LIKE 'many%'`)
    ).map((r: { discount_code: string }) => r.discount_code);
    expect(new Set(codes).size).toBe(20);
    expect(codes.every((c: string) => CODE.test(c))).toBe(true);
  });

  it.each([
    ['firstName', { firstName: 'J' }, 'First name must be at least 2 characters'],
    ['firstName', { firstName: '  J  ' }, 'First name must be at least 2 characters'],
    ['lastName', { lastName: 'D' }, 'Last name must be at least 2 characters'],
    ['phone', { phone: '555-0123' }, 'Please enter a valid phone number'],
    ['phone', { phone: 'call me now please' }, 'Please enter a valid phone number'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['email', { email: 'a@b' }, 'Please enter a valid email address'],
  ])('answers 400 Invalid customer data for a bad %s (%j)', async (field, change, message) => {
    const res = await post(
      signup({ ...change, email: (change as { email?: string }).email ?? `bad-${field}@example.com` }),
    ).expect(400);
    expect(res.body.message).toContain('Invalid customer data');
    expect(res.body.errors).toEqual(expect.arrayContaining([{ field, message }]));
    expect(await row(`bad-${field}@example.com`)).toBeUndefined();
  });

  it('rejects missing fields, a foreign discount kind and unknown fields in the same shape', async () => {
    const res = await post({ email: 'x@example.com' }).expect(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid customer data',
    });
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'phone', 'discountClaimed']),
    );
    const kind = await post(signup({ email: 'kind@example.com', discountClaimed: 'free_repair' })).expect(
      400,
    );
    expect(kind.body.errors).toEqual([expect.objectContaining({ field: 'discountClaimed' })]);
    const extra = await post(signup({ email: 'extra@example.com', discountCode: 'AAAAAAAA' })).expect(400);
    expect(extra.body.message).toBe('Invalid customer data');
    expect(extra.body.errors).toEqual([expect.objectContaining({ field: 'discountCode' })]);
    const notJson = await request(t.http)
      .post('/api/customers')
      .set('Content-Type', 'application/json')
      .send('[1,2]')
      .expect(400);
    expect(notJson.body.message).toContain('Invalid customer data');
  });

  it('answers 409 already exists to a second claim with the same email in another case and spacing', async () => {
    await post(signup({ email: 'twice@example.com' })).expect(201);
    const again = await post(signup({ email: '  TWICE@Example.COM', firstName: 'Other' })).expect(409);
    expect(again.body.message).toContain('already exists');
    expect(again.body.statusCode).toBe(409);
    expect(
      (
        await t.dataSource.query(
          `SELECT count(*)::int AS n FROM customers WHERE lower(btrim(email)) = 'twice@example.com'`,
        )
      )[0].n,
    ).toBe(1);
  });

  it('of 50 concurrent claims for one email in different cases and spacing, exactly one succeeds and none fails with 5xx', async () => {
    const variants = Array.from({ length: 50 }, (_, i) => {
      const base = i % 2 ? 'Race@Example.com' : 'race@EXAMPLE.com';
      return `${' '.repeat(i % 3)}${base}${' '.repeat(i % 4)}`;
    });
    const answers = await Promise.all(variants.map((email) => post(signup({ email }))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.message).toContain('already exists');
    expect(
      (
        await t.dataSource.query(
          `SELECT count(*)::int AS n FROM customers WHERE lower(btrim(email)) = 'race@example.com'`,
        )
      )[0].n,
    ).toBe(1);
  }, 60000);

  it('keeps the invariants in the database: code alphabet, unique code, one row per email', async () => {
    const insert = (email: string, code: string | null) =>
      t.dataSource.query(
        `INSERT INTO customers (first_name, last_name, email, phone, discount_claimed, discount_code) VALUES ('A', 'B', $1, '5555550123', 'popup_10_off', $2)`,
        [email, code],
      );
    await expect(insert('alpha1@example.com', 'ABCD0O1I')).rejects.toMatchObject({
      driverError: { constraint: 'ck_customers_discount_code_alphabet' },
    });
    await expect(insert('alpha2@example.com', 'abcdefgh')).rejects.toMatchObject({
      driverError: { constraint: 'ck_customers_discount_code_alphabet' },
    });
    const existing = (await row('twice@example.com')).discount_code;
    await expect(insert('alpha3@example.com', existing)).rejects.toMatchObject({
      driverError: { constraint: 'uq_customers_discount_code' },
    });
    await expect(insert(' Twice@example.com', 'ZZZZ2222')).rejects.toMatchObject({
      driverError: { constraint: 'uq_customers_email_claim' },
    });
  });
});

describe(`DiscountCodes.redeem: a code is used once, by its own email (${DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_CUSTOMERS: 'off' } });
  });
  afterAll(() => t.close());

  const claim = async (email: string): Promise<string> => {
    await request(t.http).post('/api/customers').send(signup({ email })).expect(201);
    return (await t.dataSource.query(`SELECT discount_code FROM customers WHERE email = $1`, [email]))[0]
      .discount_code;
  };
  const usedAt = async (code: string) =>
    (
      await t.dataSource.query(`SELECT discount_code_used_at FROM customers WHERE discount_code = $1`, [code])
    )[0].discount_code_used_at;
  const transaction = <T>(work: () => Promise<T>) => t.app.get(Db).transaction(work);
  const redeem = (code: string, email: string) =>
    transaction(() => t.app.get(DiscountCodes).redeem(code, email));
  const invalid = {
    response: {
      message: 'Invalid discount code',
      errors: [
        {
          field: 'discountCode',
          message: 'This discount code is not valid for this email or was already used',
        },
      ],
    },
  };

  it('takes 1000 cents off once, for the same email in any case and spacing, with the code typed loosely', async () => {
    const code = await claim('redeem@example.com');
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `;
    await expect(redeem(typed, '  REDEEM@example.com ')).resolves.toBe(1000);
    expect(await usedAt(code)).toBeInstanceOf(Date);
    await expect(redeem(code, 'redeem@example.com')).rejects.toMatchObject(invalid);
  });

  it('refuses a code of another email and an unknown code, and leaves the code unused', async () => {
    const code = await claim('owner@example.com');
    await claim('other@example.com');
    await expect(redeem(code, 'other@example.com')).rejects.toMatchObject(invalid);
    await expect(redeem('ZZZZZZZZ', 'owner@example.com')).rejects.toMatchObject(invalid);
    expect(await usedAt(code)).toBeNull();
  });

  it('gives the code back when the booking transaction rolls back', async () => {
    const code = await claim('rollback@example.com');
    await expect(
      transaction(async () => {
        await t.app.get(DiscountCodes).redeem(code, 'rollback@example.com');
        throw new Error('booking failed');
      }),
    ).rejects.toThrow('booking failed');
    expect(await usedAt(code)).toBeNull();
    await expect(redeem(code, 'rollback@example.com')).resolves.toBe(1000);
  });

  it('of 10 concurrent transactions using one code, exactly one gets the discount', async () => {
    const code = await claim('concurrent@example.com');
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        transaction(async () => {
          const cents = await t.app.get(DiscountCodes).redeem(code, 'concurrent@example.com');
          // Hold the transaction open a moment so the others queue on the row lock.
          await t.app.get(Db).query('SELECT pg_sleep(0.05)');
          return cents;
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toMatchObject(invalid);
  });
});

describe(`POST /api/customers rate limit (${DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_CUSTOMERS: '3/60' } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the per-IP limit, valid or not', async () => {
    await request(t.http)
      .post('/api/customers')
      .send(signup({ email: 'rl1@example.com' }))
      .expect(201);
    await request(t.http)
      .post('/api/customers')
      .send(signup({ email: 'rl1@example.com' }))
      .expect(409);
    await request(t.http)
      .post('/api/customers')
      .send(signup({ email: 'bad' }))
      .expect(400);
    const limited = await request(t.http)
      .post('/api/customers')
      .send(signup({ email: 'rl2@example.com' }))
      .expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.statusCode).toBe(429);
  });
});

describe(`using a claimed code in a booking: POST /api/appointments (${DB})`, () => {
  let t: TestApp;
  let base: string;
  let slots: string[];
  beforeAll(async () => {
    // Tuesday 3 March 2026, noon in the shop's time zone: a week of slots ahead.
    t = await createTestApp({
      now: '2026-03-03T18:00:00Z',
      env: { RATE_LIMIT_CUSTOMERS: 'off', RATE_LIMIT_BOOKINGS: 'off' },
    });
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    const res = await request(t.http).get('/api/appointments/availability').expect(200);
    slots = res.body.slots
      .filter((s: { available: boolean }) => s.available)
      .map((s: { start: string }) => s.start);
  });
  afterAll(() => t.close());

  const book = (appointmentDate: string, email: string, discountCode?: string) =>
    fetch(`${base}/api/appointments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        appointmentDate,
        appointmentType: 'repair',
        deviceBrand: 'Apple',
        deviceModel: 'iphone-15-pro',
        repairServices: ['battery'],
        estimatedPrice: 1,
        estimatedDuration: 1,
        customerFirstName: 'Jane',
        customerLastName: 'Doe',
        customerPhone: '(555) 555-0123',
        customerEmail: email,
        ...(discountCode ? { discountCode } : {}),
      }),
    });
  const claimCode = async (email: string): Promise<string> => {
    await request(t.http).post('/api/customers').send(signup({ email })).expect(201);
    return (await t.dataSource.query(`SELECT discount_code FROM customers WHERE email = $1`, [email]))[0]
      .discount_code;
  };
  const bookings = async (email: string): Promise<number> =>
    (
      await t.dataSource.query(
        `SELECT count(*)::int AS n FROM appointments WHERE lower(customer_email) = lower($1)`,
        [email],
      )
    )[0].n;

  it('of 10 concurrent bookings using one code, exactly one gets $10 off and the others book nothing', async () => {
    const code = await claimCode('booker@example.com');
    const answers = await Promise.all(
      slots.slice(0, 10).map((slot) => book(slot, 'booker@example.com', code)),
    );
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as {
      discount: number;
      estimatedPrice: number;
      services: { price: number }[];
      reference: string;
    }[];
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(9);
    const won = bodies[statuses.indexOf(201)];
    expect(won.discount).toBe(1000);
    expect(won.estimatedPrice).toBe(won.services[0].price - 1000);
    for (const body of bodies.filter((_, i) => statuses[i] === 400)) {
      expect(body).toMatchObject({
        message: 'Invalid discount code',
        errors: [
          {
            field: 'discountCode',
            message: 'This discount code is not valid for this email or was already used',
          },
        ],
      });
    }
    expect(await bookings('booker@example.com')).toBe(1);
    const [row] = await t.dataSource.query(
      `SELECT a.reference FROM customers c JOIN appointments a ON a.id = c.discount_code_used_by_appointment WHERE c.email = 'booker@example.com'`,
    );
    expect(row.reference).toBe(won.reference);
  }, 60000);

  it("refuses another email's code with a field error and books nothing", async () => {
    const code = await claimCode('holder@example.com');
    const res = await book(slots[12], 'someone-else@example.com', code);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown }).errors).toEqual([
      expect.objectContaining({ field: 'discountCode' }),
    ]);
    expect(await bookings('someone-else@example.com')).toBe(0);
    // The holder can still use it.
    expect((await book(slots[12], ' Holder@Example.com', code)).status).toBe(201);
  });
});
