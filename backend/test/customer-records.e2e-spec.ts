import request from 'supertest';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { REPORT_FIGURES } from '../src/reports/report-csv.js';
import { bookingBody } from './support/booking-body.js';
import { FIXTURE_NOW, FIXTURE_RANGE, loadReportsFixture } from './support/reports-fixture.js';
import { signIn } from './support/staff-session.js';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { checkInWalkIn } from './support/walk-in.js';

/** Tuesday 3 March 2026, 12:00 in Chicago. */
const NOW = '2026-03-03T18:00:00.000Z';
const DB = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

interface Record {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  erasedAt: string | null;
}
interface Detail {
  customer: Record;
  otherAddresses: { email: string; phone: string }[];
  bookings: { reference: string; startsAt: string; status: string }[];
  repairOrders: { reference: string; totalCostCents: number }[];
  quotes: unknown[];
  claims: { code: string; used: boolean; voidedAt: string | null }[];
  payments: { orderReference: string; amountCents: number; method: string; takenBy: string }[];
  receipts: { number: string }[];
  changes: {
    field: string;
    oldValue: string | null;
    newValue: string | null;
    changedBy: string;
    changedAt: string;
  }[];
  merges: { mergedCustomerId: string; mergedBy: string; moved: { [kind: string]: number } }[];
}

describe(`customers as records (${DB})`, () => {
  let t: TestApp;
  let viewer: string;
  let editor: string;
  let slots: string[];
  let slot = 0;

  const book = async (contact: {
    first?: string;
    last?: string;
    phone: string;
    email: string;
  }): Promise<string> =>
    (
      await request(t.http)
        .post('/api/appointments')
        .send(
          bookingBody({
            appointmentDate: slots[slot++],
            repairServices: ['battery'],
            customerFirstName: contact.first ?? 'Pat',
            customerLastName: contact.last ?? 'Lee',
            customerPhone: contact.phone,
            customerEmail: contact.email,
          }),
        )
        .expect(201)
    ).body.reference;
  const claim = (contact: { first?: string; phone: string; email: string }) =>
    request(t.http)
      .post('/api/customers')
      .send({
        firstName: contact.first ?? 'Pat',
        lastName: 'Lee',
        phone: contact.phone,
        email: contact.email,
        discountClaimed: 'popup_10_off',
      });
  /** The first model's screen (the matrix's first service), with INTAKE: the order's reference. */
  const walkIn = async (customer: { name: string; phone: string; email: string }): Promise<string> =>
    (await checkInWalkIn(t, editor, { customer })).reference;
  const search = async (q: string): Promise<{ id: string; firstName: string }[]> =>
    (
      await request(t.http)
        .get(`/api/admin/customers?q=${encodeURIComponent(q)}`)
        .set('Cookie', viewer)
        .expect(200)
    ).body.items;
  const page = async (id: string): Promise<Detail> =>
    (await request(t.http).get(`/api/admin/customers/${id}`).set('Cookie', viewer).expect(200)).body;
  const match = async (query: string): Promise<(Record & { matchedBy: string })[]> =>
    (await request(t.http).get(`/api/admin/customers/match?${query}`).set('Cookie', editor).expect(200)).body;
  const only = async (q: string): Promise<string> => {
    const found = await search(q);
    expect(found).toHaveLength(1);
    return found[0].id;
  };

  beforeAll(async () => {
    t = await createTestApp({
      now: NOW,
      env: { RATE_LIMIT_CUSTOMERS: 'off', RATE_LIMIT_BOOKINGS: 'off', RATE_LIMIT_LOOKUPS: 'off' },
    });
    slots = (await request(t.http).get('/api/appointments/availability').expect(200)).body.slots.map(
      (s: { start: string }) => s.start,
    );
    viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
  });
  afterAll(() => t?.close());

  it('makes one record of a booking, a walk-in and a claim with the phone and e-mail typed differently', async () => {
    const booked = await book({ phone: '(217) 555-0150', email: 'Pat.Lee@Example.com' });
    const order = await walkIn({ name: 'Pat Lee', phone: '+1 217.555.0150', email: ' pat.lee@example.com ' });
    await claim({ phone: '1-217-555-0150', email: 'PAT.LEE@EXAMPLE.COM' }).expect(201);
    // Found by a phone number typed any way, by e-mail in any case, by name: one record.
    const id = await only('217 555 0150');
    for (const q of ['+1 (217) 555-0150', '12175550150', '555-0150', 'PAT.LEE@example', 'pat lee'])
      expect((await search(q)).map((c) => c.id)).toEqual([id]);
    const detail = await page(id);
    expect(detail.customer).toMatchObject({
      firstName: 'Pat',
      lastName: 'Lee',
      email: 'Pat.Lee@Example.com',
    });
    expect(detail.bookings.map((b) => b.reference)).toEqual([booked]);
    expect(detail.repairOrders.map((o) => o.reference)).toEqual([order]);
    expect(detail.claims).toHaveLength(1);
    expect(detail.otherAddresses).toEqual([]);
    // A second claim of that e-mail, in another case: one claim per e-mail.
    await claim({ phone: '(217) 555-0150', email: 'pat.lee@example.com' }).expect(409);
  });

  it('keeps a new e-mail of a known phone as another address of the same record', async () => {
    const id = await only('2175550150');
    const reference = await book({ phone: '217-555-0150', email: 'pat.work@example.com' });
    const detail = await page(id);
    expect(detail.bookings.map((b) => b.reference)).toContain(reference);
    expect(detail.otherAddresses.map((a) => a.email)).toEqual(['pat.work@example.com']);
    // That address finds the record too, and may claim its own discount (one per e-mail).
    expect((await search('pat.work@')).map((c) => c.id)).toEqual([id]);
    await claim({ phone: '217-555-0150', email: 'pat.work@example.com' }).expect(201);
    expect((await page(id)).claims).toHaveLength(2);
  });

  it("offers a walk-in's existing record by phone or e-mail, the e-mail's first; nothing when new", async () => {
    const id = await only('2175550150');
    expect(await match('phone=%2B1%20217%20555%200150')).toEqual([
      expect.objectContaining({ id, matchedBy: 'phone', firstName: 'Pat' }),
    ]);
    expect(await match('email=PAT.WORK%40EXAMPLE.COM')).toEqual([
      expect.objectContaining({ id, matchedBy: 'email' }),
    ]);
    await book({ first: 'Sam', last: 'Roe', phone: '312-555-0177', email: 'sam@example.com' });
    const sam = await only('sam@example.com');
    const both = await match('phone=3125550177&email=pat.lee%40example.com');
    expect(both.map((m) => [m.id, m.matchedBy])).toEqual([
      [id, 'email'],
      [sam, 'phone'],
    ]);
    expect(await match('phone=999-555-0000&email=nobody%40example.com')).toEqual([]);
    expect(await match('phone=55')).toEqual([]);
    await request(t.http).get('/api/admin/customers/match?phone=2175550150').expect(401);
  });

  it('lets an editor correct contact details, each change kept with who, when, old and new', async () => {
    const id = await only('sam@example.com');
    const patch = { email: 'sam.roe@example.com', phone: '(312) 555-0178' };
    await request(t.http).patch(`/api/admin/customers/${id}`).set('Cookie', viewer).send(patch).expect(403);
    t.clock.set(new Date('2026-03-03T18:05:00.000Z'));
    const res = await request(t.http)
      .patch(`/api/admin/customers/${id}`)
      .set('Cookie', editor)
      .send(patch)
      .expect(200);
    expect(res.body).toMatchObject({ id, email: 'sam.roe@example.com', phone: '(312) 555-0178' });
    const detail = await page(id);
    // Newest first; the two of one correction in the order of the form (phone written after e-mail).
    expect(detail.changes).toEqual([
      {
        field: 'phone',
        oldValue: '312-555-0177',
        newValue: '(312) 555-0178',
        changedBy: 'editor',
        changedAt: '2026-03-03T18:05:00.000Z',
      },
      {
        field: 'email',
        oldValue: 'sam@example.com',
        newValue: 'sam.roe@example.com',
        changedBy: 'editor',
        changedAt: '2026-03-03T18:05:00.000Z',
      },
    ]);
    // The same values again change nothing; bad values answer field errors.
    await request(t.http).patch(`/api/admin/customers/${id}`).set('Cookie', editor).send(patch).expect(200);
    expect((await page(id)).changes).toHaveLength(2);
    const bad = await request(t.http)
      .patch(`/api/admin/customers/${id}`)
      .set('Cookie', editor)
      .send({ email: 'not-an-email', phone: '12' })
      .expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'phone']);
    // Another person's e-mail or phone: 409, merge them instead.
    const taken = await request(t.http)
      .patch(`/api/admin/customers/${id}`)
      .set('Cookie', editor)
      .send({ email: 'PAT.LEE@example.com' })
      .expect(409);
    expect(taken.body.errors).toEqual([{ field: 'email', message: expect.stringContaining('merge') }]);
    await request(t.http)
      .patch(`/api/admin/customers/${id}`)
      .set('Cookie', editor)
      .send({ phone: '217 555 0150' })
      .expect(409);
    // The corrected e-mail is matched from now on; the old one no more.
    expect((await match('email=sam.roe%40example.com')).map((m) => m.id)).toEqual([id]);
    expect(await match('email=sam%40example.com')).toEqual([]);
  });

  it('merges two records of one person: every booking, order and claim moves, the merge is recorded, one claim per e-mail holds', async () => {
    const pat = await only('2175550150');
    // The same person under another phone and e-mail: a booking, a walk-in and a claim.
    const other = [await book({ phone: '(773) 555-0190', email: 'patricia@example.net' })];
    const otherOrder = await walkIn({
      name: 'Patricia Lee',
      phone: '773-555-0190',
      email: 'patricia@example.net',
    });
    await claim({ phone: '773 555 0190', email: 'patricia@example.net' }).expect(201);
    const [{ id: otherOrderId }] = await t.dataSource.query(
      `SELECT id FROM repair_orders WHERE reference = $1`,
      [otherOrder],
    );
    const paid = await request(t.http)
      .post(`/api/admin/repair-orders/${otherOrderId}/payments`)
      .set('Cookie', editor)
      .set('Idempotency-Key', 'merge-payment-1')
      .send({ amountCents: 500, method: 'cash' });
    expect(paid.status).toBe(201);
    const second = await only('7735550190');
    expect((await page(second)).payments).toEqual([
      expect.objectContaining({
        orderReference: otherOrder,
        amountCents: 500,
        method: 'cash',
        takenBy: 'editor',
      }),
    ]);
    expect(second).not.toBe(pat);
    const before = await page(pat);

    await request(t.http)
      .post(`/api/admin/customers/${pat}/merge`)
      .set('Cookie', viewer)
      .send({ customerId: second })
      .expect(403);
    await request(t.http)
      .post(`/api/admin/customers/${pat}/merge`)
      .set('Cookie', editor)
      .send({ customerId: pat })
      .expect(400);
    const merged = await request(t.http)
      .post(`/api/admin/customers/${pat}/merge`)
      .set('Cookie', editor)
      .send({ customerId: second })
      .expect(200);
    expect(merged.body.id).toBe(pat);

    const after = await page(pat);
    expect(after.bookings.map((b) => b.reference).sort()).toEqual(
      [...before.bookings.map((b) => b.reference), ...other].sort(),
    );
    expect(after.repairOrders.map((o) => o.reference).sort()).toEqual(
      [...before.repairOrders.map((o) => o.reference), otherOrder].sort(),
    );
    expect(after.claims).toHaveLength(before.claims.length + 1);
    expect(after.payments.map((p) => [p.orderReference, p.amountCents])).toEqual([[otherOrder, 500]]);
    expect(after.otherAddresses.map((a) => a.email).sort()).toEqual([
      'pat.work@example.com',
      'patricia@example.net',
    ]);
    expect(after.merges).toEqual([
      expect.objectContaining({
        mergedCustomerId: second,
        mergedBy: 'editor',
        moved: { bookings: 1, repairOrders: 1, claims: 1 },
      }),
    ]);
    // Nothing is left on the merged record, which is no longer a record of its own.
    await request(t.http).get(`/api/admin/customers/${second}`).set('Cookie', viewer).expect(404);
    await request(t.http)
      .post(`/api/admin/customers/${pat}/merge`)
      .set('Cookie', editor)
      .send({ customerId: second })
      .expect(404);
    const [{ count }] = await t.dataSource.query(
      `SELECT (SELECT count(*) FROM appointments WHERE customer_id = $1) + (SELECT count(*) FROM repair_orders WHERE customer_id = $1)
              + (SELECT count(*) FROM repair_quotes WHERE customer_id = $1) AS count`,
      [second],
    );
    expect(Number(count)).toBe(0);
    expect((await search('7735550190')).map((c) => c.id)).toEqual([pat]);
    // One claim per e-mail still holds for every address of the merged person.
    for (const email of ['patricia@example.net', 'PAT.LEE@example.com', 'pat.work@example.com'])
      await claim({ phone: '(217) 555-0150', email }).expect(409);
    await expect(
      t.dataSource.query(
        `INSERT INTO customers (first_name, last_name, email, phone, discount_claimed, discount_code) VALUES ('X', 'Y', ' Patricia@Example.NET', '1', 'popup_10_off', 'QQQQ2222')`,
      ),
    ).rejects.toMatchObject({ driverError: { constraint: 'uq_customers_email_claim' } });
    // Later bookings under either e-mail or phone land on the kept record.
    const later = await book({ phone: '773.555.0190', email: 'patricia@example.net' });
    expect((await page(pat)).bookings.map((b) => b.reference)).toContain(later);
  });

  it('a merge leaves one first-repair discount per person: the duplicate’s unused code is refused (issue 39 item 4)', async () => {
    const codeOf = async (email: string): Promise<string> =>
      (await t.dataSource.query(`SELECT discount_code FROM customers WHERE email = $1`, [email]))[0]
        .discount_code;
    const bookWith = (contact: { phone: string; email: string }, discountCode: string) =>
      request(t.http)
        .post('/api/appointments')
        .send(
          bookingBody({
            appointmentDate: slots[slot++],
            repairServices: ['battery'],
            customerFirstName: 'Quinn',
            customerLastName: 'Lee',
            customerPhone: contact.phone,
            customerEmail: contact.email,
            discountCode,
          }),
        );
    const merge = async (kept: string, merged: string) =>
      request(t.http)
        .post(`/api/admin/customers/${kept}/merge`)
        .set('Cookie', editor)
        .send({ customerId: merged })
        .expect(200);

    // One person, two records, a claim on each; the kept record's code used, then the duplicate merged in.
    const home = { phone: '(312) 555-0170', email: 'quinn@example.com' };
    const work = { phone: '(312) 555-0171', email: 'quinn.q@example.net' };
    await claim({ first: 'Quinn', ...home }).expect(201);
    await claim({ first: 'Quinn', ...work }).expect(201);
    const kept = await only('3125550170');
    const duplicate = await only('3125550171');
    expect((await bookWith(home, await codeOf(home.email)).expect(201)).body).toMatchObject({
      discount: 1000,
    });
    await merge(kept, duplicate);
    const refused = await bookWith(work, await codeOf(work.email)).expect(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'discountCode' })]);
    expect((await page(kept)).claims.map((c) => c.used).sort()).toEqual([false, true]);

    // Both unused when merged: the kept record's code stays, the duplicate's is refused.
    const a = { phone: '(312) 555-0180', email: 'rae@example.com' };
    const b = { phone: '(312) 555-0181', email: 'rae.r@example.net' };
    await claim({ first: 'Rae', ...a }).expect(201);
    await claim({ first: 'Rae', ...b }).expect(201);
    const rae = await only('3125550180');
    await merge(rae, await only('3125550181'));
    // The screens say so: the duplicate's code is voided on the customer's page, and the list names
    // the code that still counts, not the newer, voided one.
    const voided = (await page(rae)).claims.filter((c) => c.voidedAt !== null);
    expect(voided.map((c) => c.code)).toEqual([await codeOf(b.email)]);
    const [listed] = (
      await request(t.http).get('/api/admin/customers?q=3125550180').set('Cookie', viewer).expect(200)
    ).body.items;
    expect(listed.claim).toMatchObject({ code: await codeOf(a.email), used: false, voidedAt: null });
    await bookWith(b, await codeOf(b.email)).expect(400);
    expect((await bookWith(a, await codeOf(a.email)).expect(201)).body).toMatchObject({ discount: 1000 });
  });

  it('answers 404 for an unknown customer and 401/403 by role on every change', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    await request(t.http).get(`/api/admin/customers/${unknown}`).set('Cookie', viewer).expect(404);
    await request(t.http)
      .patch(`/api/admin/customers/${unknown}`)
      .set('Cookie', editor)
      .send({ firstName: 'A' })
      .expect(404);
    await request(t.http).post(`/api/admin/customers/${unknown}/erasure`).set('Cookie', editor).expect(404);
    await request(t.http).post(`/api/admin/customers/${unknown}/erasure`).set('Cookie', viewer).expect(403);
    await request(t.http).post(`/api/admin/customers/${unknown}/erasure`).expect(401);
    await request(t.http).get(`/api/admin/customers/not-a-uuid`).set('Cookie', viewer).expect(400);
  });
});

describe(`erasure on request (${DB})`, () => {
  let t: TestApp;
  let editor: string;

  /** Every report figure, as JSON and as each CSV, and the CSV of a cash-up day with receipts, as bytes. */
  const everyReport = async (): Promise<string[]> => {
    const range = `from=${FIXTURE_RANGE.from}&to=${FIXTURE_RANGE.to}`;
    const json = await request(t.http).get(`/api/admin/reports?${range}`).set('Cookie', editor).expect(200);
    const csvs: string[] = [];
    for (const figure of REPORT_FIGURES) {
      const res = await request(t.http)
        .get(`/api/admin/reports/${figure}/export.csv?${range}`)
        .set('Cookie', editor);
      csvs.push(`${res.status} ${res.text}`);
    }
    const cashUp = await request(t.http)
      .get('/api/admin/cash-ups/2026-03-11/export.csv')
      .set('Cookie', editor);
    csvs.push(`${cashUp.status} ${cashUp.text}`);
    return [json.text, ...csvs];
  };

  beforeAll(async () => {
    t = await createTestApp({ now: FIXTURE_NOW });
    await loadReportsFixture((sql, params) => t.dataSource.query(sql, params));
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
  });
  afterAll(() => t?.close());

  it("replaces the customer's name, phone, e-mail and notes everywhere, and every report reads byte for byte the same", async () => {
    const [{ id }] = (
      await request(t.http).get('/api/admin/customers?q=555-0100').set('Cookie', editor).expect(200)
    ).body.items;
    const detail = (await request(t.http).get(`/api/admin/customers/${id}`).set('Cookie', editor).expect(200))
      .body;
    expect(detail.repairOrders.length).toBeGreaterThan(5);
    expect(detail.bookings.length).toBeGreaterThan(5);
    await t.dataSource.query(
      `UPDATE repair_orders SET notes = 'Lives at 12 Elm St', condition_notes = 'Scratched; owner says dropped it' WHERE customer_id = $1`,
      [id],
    );
    await t.dataSource.query(
      `INSERT INTO repair_order_notes (repair_order_id, text, author, created_at)
       SELECT id, 'Called Fixture at home', 'editor', now() FROM repair_orders WHERE customer_id = $1`,
      [id],
    );
    await t.dataSource.query(
      `INSERT INTO outbox_messages (kind, recipient, subject, text_body, html_body) VALUES ('repair_ready', 'Fixture@example.com', 'Hi Fixture', 'Dear Fixture', '<p>Dear Fixture</p>')`,
    );
    const before = await everyReport();

    const res = await request(t.http)
      .post(`/api/admin/customers/${id}/erasure`)
      .set('Cookie', editor)
      .expect(200);
    expect(res.body).toMatchObject({
      id,
      firstName: 'Erased',
      lastName: 'customer',
      email: '',
      phone: '',
      erasedBy: 'editor',
    });
    expect(res.body.erasedAt).toBe(FIXTURE_NOW);

    expect(await everyReport()).toEqual(before);
    const left = await t.dataSource.query(
      `SELECT 'customers' AS t, count(*)::int AS n FROM customers WHERE email ILIKE '%fixture%' OR first_name ILIKE '%fixture%' OR phone_key = '5555550100'
       UNION ALL SELECT 'appointments', count(*)::int FROM appointments
        WHERE customer_email ILIKE '%fixture%' OR customer_first_name ILIKE '%fixture%' OR customer_phone <> '' OR notes IS NOT NULL
       UNION ALL SELECT 'orders', count(*)::int FROM repair_orders
        WHERE customer_name ILIKE '%fixture%' OR customer_email <> '' OR customer_phone <> '' OR notes IS NOT NULL OR condition_notes <> ''
       UNION ALL SELECT 'notes', count(*)::int FROM repair_order_notes WHERE text ILIKE '%fixture%'
       UNION ALL SELECT 'outbox', count(*)::int FROM outbox_messages WHERE recipient ILIKE '%fixture%' OR text_body ILIKE '%fixture%'
       UNION ALL SELECT 'receipts', count(*)::int FROM receipts
        WHERE customer_name ILIKE '%fixture%' OR customer_phone <> '' OR customer_email <> ''`,
    );
    expect(left).toEqual([
      { t: 'customers', n: 0 },
      { t: 'appointments', n: 0 },
      { t: 'orders', n: 0 },
      { t: 'notes', n: 0 },
      { t: 'outbox', n: 0 },
      { t: 'receipts', n: 0 },
    ]);
    // The receipts of the fixture's eight pickups and its credit note keep their numbers and money.
    const receipts = await t.dataSource.query(`SELECT number, total_cents FROM receipts ORDER BY number`);
    expect(receipts).toHaveLength(9);
    expect(receipts[8]).toEqual({ number: '2026-000009', total_cents: -1000 });
    expect(receipts[3]).toEqual({ number: '2026-000004', total_cents: 4999 });
    // The page still lists every booking and order with its figures; the customer cannot be found by their old details.
    const after = (await request(t.http).get(`/api/admin/customers/${id}`).set('Cookie', editor).expect(200))
      .body;
    expect(after.repairOrders).toEqual(detail.repairOrders);
    expect(after.receipts.map((r: { number: string }) => r.number).sort()).toEqual(
      receipts.map((r: { number: string }) => r.number),
    );
    expect(after.bookings.map((b: { reference: string }) => b.reference)).toEqual(
      detail.bookings.map((b: { reference: string }) => b.reference),
    );
    for (const q of ['555-0100', 'fixture'])
      expect(
        (await request(t.http).get(`/api/admin/customers?q=${q}`).set('Cookie', editor).expect(200)).body
          .items,
      ).toEqual([]);
    // Erased once; no changes after.
    await request(t.http).post(`/api/admin/customers/${id}/erasure`).set('Cookie', editor).expect(409);
    await request(t.http)
      .patch(`/api/admin/customers/${id}`)
      .set('Cookie', editor)
      .send({ firstName: 'Back' })
      .expect(409);
  });

  it('keeps one discount per e-mail through erasure: the erased address cannot claim again, however typed', async () => {
    const claim = (email: string) =>
      request(t.http).post('/api/customers').send({
        firstName: 'Gone',
        lastName: 'Soon',
        phone: '(555) 555-0177',
        email,
        discountClaimed: 'popup_10_off',
      });
    await claim('gone.soon@example.com').expect(201);
    const [{ id }] = (
      await request(t.http).get('/api/admin/customers?q=gone.soon').set('Cookie', editor).expect(200)
    ).body.items;
    await request(t.http).post(`/api/admin/customers/${id}/erasure`).set('Cookie', editor).expect(200);

    const again = await claim('  Gone.Soon@Example.com ').expect(409);
    expect(again.body).toMatchObject({
      message: 'A discount claim for this email already exists',
      errors: [{ field: 'email', message: 'This email has already been used to claim the discount' }],
    });
    // Only a hash is kept, not the address; another e-mail still claims.
    const kept = await t.dataSource.query(`SELECT email_sha256 FROM erased_claim_emails`);
    expect(JSON.stringify(kept)).not.toContain('gone');
    await claim('someone.else@example.com').expect(201);
  });
});

describe(`the migration to customer records (${DB})`, () => {
  let db: TestDatabase;
  let ds: DataSource;
  beforeAll(async () => {
    db = await createTestDatabase();
    ds = new DataSource(
      dataSourceOptions({ databaseUrl: db.url, dbConnectTimeoutMs: 3000, dbPoolSize: 2 }, db.embedded),
    );
    await ds.initialize();
    await ds.runMigrations();
    // Back to the data as it was before records: claims, bookings and orders with contact copies.
    while (
      (await ds.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`))[0].name !==
      'SignInAttempts1764300000001'
    )
      await ds.undoLastMigration();
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('groups existing claims, bookings and orders by normalised phone or e-mail and links them to one record each', async () => {
    const claim = (first: string, email: string, phone: string, at: string, code: string) =>
      ds.query(
        `INSERT INTO customers (first_name, last_name, email, phone, discount_claimed, discount_code, created_at)
         VALUES ($1, 'Ames', $2, $3, 'popup_10_off', $4, $5) RETURNING id`,
        [first, email, phone, code, at],
      );
    const booking = async (reference: string, email: string, phone: string) =>
      (
        await ds.query(
          `INSERT INTO appointments (appointment_date, appointment_type, reference, customer_first_name, customer_last_name,
             customer_email, customer_phone, created_at)
           VALUES ('2026-03-10T15:00:00Z'::timestamptz + right($1, 1)::int * interval '1 hour', 'repair', $1, 'Bo', 'Brown', $2, $3,
             '2026-03-02T10:00:00Z') RETURNING id`,
          [reference, email, phone],
        )
      )[0].id as string;
    const order = (
      reference: string,
      name: string,
      email: string,
      phone: string,
      appointmentId: string | null,
    ) =>
      ds.query(
        `INSERT INTO repair_orders (reference, device_type, device_model, repair_type, customer_name, customer_email,
           customer_phone, appointment_id, created_at)
         VALUES ($1, 'phone', 'iPhone 12', 'Screen', $2, $3, $4, $5, '2026-03-03T10:00:00Z')`,
        [reference, name, email, phone, appointmentId],
      );
    const [ann] = await claim('Ann', 'ann@example.com', '(312) 555-0101', '2026-03-01T10:00:00Z', 'AAAA2222');
    const [annWork] = await claim(
      'Ann',
      'ANN.work@example.com',
      '312.555.0101',
      '2026-03-02T10:00:00Z',
      'BBBB3333',
    );
    const annBooking = await booking('RB-MIG001', ' Ann@Example.com', '+1 312 555 0101');
    const boBooking = await booking('RB-MIG002', 'bo@example.com', '773-555-0102');
    await order('RO-MIG001', 'Bo Brown', '', '', boBooking);
    await order('RO-MIG002', 'Bo Brown', 'bo.b@example.com', '17735550102', null);
    await order('RO-MIG003', 'Cy', '', '', null);
    await booking('RB-MIG003', 'cy@example.com', '(555) 555-9999');

    await ds.runMigrations();

    const records = await ds.query(
      `SELECT c.id, c.first_name, c.email, c.phone,
              (SELECT array_agg(lower(a.email) ORDER BY lower(a.email)) FROM customers a WHERE a.merged_into_id = c.id) AS addresses,
              (SELECT array_agg(x.reference ORDER BY x.reference) FROM (
                 SELECT reference FROM appointments WHERE customer_id = c.id
                 UNION ALL SELECT reference FROM repair_orders WHERE customer_id = c.id) x) AS linked
         FROM customers c WHERE c.merged_into_id IS NULL ORDER BY c.email`,
    );
    expect(records).toEqual([
      // Cy's walk-in left neither phone nor e-mail: a record of its own.
      {
        id: expect.any(String),
        first_name: 'Cy',
        email: '',
        phone: '',
        addresses: null,
        linked: ['RO-MIG003'],
      },
      // Ann: the earliest claim is the record; her second claim (same phone) and its code stay, as her other address.
      {
        id: ann.id,
        first_name: 'Ann',
        email: 'ann@example.com',
        phone: '(312) 555-0101',
        addresses: ['ann.work@example.com'],
        linked: ['RB-MIG001'],
      },
      // Bo: the booking, its order (no contact of its own) and a walk-in with his phone typed with +1.
      {
        id: expect.any(String),
        first_name: 'Bo',
        email: 'bo.b@example.com',
        phone: '17735550102',
        addresses: ['bo@example.com'],
        linked: ['RB-MIG002', 'RO-MIG001', 'RO-MIG002'],
      },
      {
        id: expect.any(String),
        first_name: 'Bo',
        email: 'cy@example.com',
        phone: '(555) 555-9999',
        addresses: null,
        linked: ['RB-MIG003'],
      },
    ]);
    const [work] = await ds.query(`SELECT merged_into_id, discount_code FROM customers WHERE id = $1`, [
      annWork.id,
    ]);
    expect(work).toEqual({ merged_into_id: ann.id, discount_code: 'BBBB3333' });
    expect(
      (await ds.query(`SELECT customer_id FROM appointments WHERE id = $1`, [annBooking]))[0].customer_id,
    ).toBe(ann.id);
    // From now on the database links every new booking: the same phone typed otherwise finds Ann.
    await booking('RB-MIG004', 'ann.new@example.com', '312 555 0101');
    const [linked] = await ds.query(`SELECT customer_id FROM appointments WHERE reference = 'RB-MIG004'`);
    expect(linked.customer_id).toBe(ann.id);
    // And down (with the migrations after it), and up again.
    while (
      (await ds.query(`SELECT 1 FROM migrations WHERE name = 'CustomerRecords1764400000001'`)).length > 0
    )
      await ds.undoLastMigration();
    expect(Number((await ds.query(`SELECT count(*) FROM customers`))[0].count)).toBe(2);
    await ds.runMigrations();
  });
});
