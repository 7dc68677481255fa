import request from 'supertest';
import { bookingBody } from './support/booking-body.js';
import { INTAKE } from './support/intake.js';
import { signIn } from './support/staff-session.js';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';
import { bodyBytes } from './support/body-parsers.js';
import { checkInWalkIn } from './support/walk-in.js';

/** Tuesday 3 March 2026, 12:00 in Chicago. */
const NOW = '2026-03-03T18:00:00.000Z';
const PHONE = '(555) 555-0142';
const DIGITS = '0142';

/**
 * The counter (counter spec 2 and 3, issue 31): payments, deposits and refunds never recorded twice,
 * never above what is due or paid, none on a closed order; pickup refused with a balance (409
 * naming it) until it is paid or released with a reason; receipts numbered per year without gap or
 * repeat under concurrency; an issued receipt and a payment never change (the database refuses).
 */
describe(`payments, the balance and receipts (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let editor: string;
  let viewer: string;
  let model: { id: string };
  let svc: Record<string, { id: string; name: string }>;
  let screenCents: number;

  const post = (path: string, body: object = {}, key?: string) => {
    const r = request(t.http).post(path).set('Cookie', editor);
    return key ? r.set('Idempotency-Key', key).send(body) : r.send(body);
  };
  /** Ada Lovelace on PHONE. */
  const walkIn = (slugs = ['screen'], email = 'ada@example.com') =>
    checkInWalkIn(t, editor, {
      customer: { email },
      deviceModelId: model.id,
      serviceTypeIds: slugs.map((s) => svc[s].id),
    });
  const move = (id: string, to: string, extra: object = {}) =>
    post(`/api/admin/repair-orders/${id}/status`, { to, ...extra });
  const toReady = async (id: string) => {
    for (const to of ['diagnosing', 'in_repair', 'ready']) await move(id, to).expect(200);
  };
  const pay = (id: string, amountCents: number, extra: object = {}, key?: string) =>
    post(`/api/admin/repair-orders/${id}/payments`, { amountCents, method: 'cash', ...extra }, key);
  const balance = async (id: string) =>
    (await request(t.http).get(`/api/admin/repair-orders/${id}/payments`).set('Cookie', viewer).expect(200))
      .body;
  const pickup = (o: { id: string; reference: string }, extra: object = {}, key?: string) =>
    post(
      `/api/admin/repair-orders/${o.id}/pickup`,
      { pickup: { reference: o.reference, phoneLast4: DIGITS }, ...extra },
      key,
    );

  beforeAll(async () => {
    t = await createTestApp({ now: NOW, env: { RATE_LIMIT_TRACKING: 'off' } });
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
    viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
    const matrix = (await request(t.http).get('/api/admin/pricing').set('Cookie', editor)).body;
    model = matrix.models.find((m: { slug: string }) => m.slug === 'iphone-15-pro');
    svc = Object.fromEntries(matrix.services.map((s: { slug: string }) => [s.slug, s]));
    const price = matrix.prices.find(
      (p: { deviceModelId: string; serviceTypeId: string }) =>
        p.deviceModelId === model.id && p.serviceTypeId === svc.screen.id,
    );
    screenCents = Math.round(price.price * 100);
    expect(screenCents).toBeGreaterThan(5000);
  });
  afterAll(() => t.close());

  it('10 replays of one payment (one after another and at once) record one; the order shows total, paid, due', async () => {
    const o = await walkIn();
    const first = await pay(o.id, 5000, {}, 'deposit-key-1').expect(201);
    expect(first.body).toMatchObject({
      totalCents: screenCents,
      paidCents: 5000,
      dueCents: screenCents - 5000,
    });
    expect(first.body.payments).toEqual([
      expect.objectContaining({ amountCents: 5000, method: 'cash', deposit: true, takenBy: 'editor' }),
    ]);
    for (let i = 0; i < 9; i++) {
      const again = await pay(o.id, 5000, {}, 'deposit-key-1').expect(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.text).toBe(first.text);
    }
    const concurrent = await Promise.all(
      Array.from({ length: 10 }, () => pay(o.id, 1000, {}, 'deposit-key-2')),
    );
    expect(concurrent.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    const after = await balance(o.id);
    expect(after.payments).toHaveLength(2);
    expect(after.paidCents).toBe(6000);
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM payments WHERE repair_order_id = $1`,
      [o.id],
    );
    expect(count).toBe(2);
    // The same figures on the order page and the tracking page.
    const page = (await request(t.http).get(`/api/admin/repair-orders/${o.id}`).set('Cookie', viewer)).body;
    expect(page).toMatchObject({
      totalCostCents: screenCents,
      paidCents: 6000,
      dueCents: screenCents - 6000,
    });
    const tracking = (await request(t.http).get(`/api/track/${o.token}`).expect(200)).body;
    expect(tracking.bill).toMatchObject({
      totalCents: screenCents,
      paidCents: 6000,
      dueCents: screenCents - 6000,
    });
  });

  it('refuses bad amounts: 0, not cents, above what is due, a refund above what was paid or without a reason', async () => {
    const o = await walkIn();
    await pay(o.id, 0).expect(400);
    await pay(o.id, 10.5).expect(400);
    await pay(o.id, 100, { method: 'other' }).expect(400);
    await pay(o.id, 100, { method: 'bitcoin' }).expect(400);
    const above = await pay(o.id, screenCents + 1).expect(422);
    expect(above.body.details).toEqual({ dueCents: screenCents });
    await pay(o.id, 3000).expect(201);
    await pay(o.id, -500).expect(400);
    const tooMuch = await pay(o.id, -3001, { reason: 'Changed their mind' }).expect(422);
    expect(tooMuch.body.message).toContain('$30.00');
    const refunded = await pay(o.id, -1000, { reason: 'Charged twice' }).expect(201);
    expect(refunded.body.paidCents).toBe(2000);
    expect(refunded.body.payments[1]).toMatchObject({
      amountCents: -1000,
      reason: 'Charged twice',
      deposit: false,
    });
    // A viewer reads and never takes money.
    await request(t.http)
      .post(`/api/admin/repair-orders/${o.id}/payments`)
      .set('Cookie', viewer)
      .send({ amountCents: 100, method: 'cash' })
      .expect(403);
  });

  it('the database holds the rules itself: paid never below zero, nothing above due, payments never edited', async () => {
    const o = await walkIn();
    const insert = (cents: number, reason: string | null = null) =>
      t.dataSource.query(
        `INSERT INTO payments (repair_order_id, amount_cents, method, reason, taken_by, taken_at) VALUES ($1, $2, 'cash', $3, 'sql', now())`,
        [o.id, cents, reason],
      );
    await expect(insert(-1, 'x')).rejects.toThrow(/ck_repair_orders_paid|violates check constraint/);
    await expect(insert(screenCents + 1)).rejects.toThrow(/above the amount due/);
    await insert(100);
    await expect(
      t.dataSource.query(`UPDATE payments SET amount_cents = 1 WHERE repair_order_id = $1`, [o.id]),
    ).rejects.toThrow(/never edited/);
    await expect(
      t.dataSource.query(`DELETE FROM payments WHERE repair_order_id = $1`, [o.id]),
    ).rejects.toThrow(/never edited/);
    await expect(
      t.dataSource.query(`UPDATE repair_orders SET status = 'picked_up' WHERE id = $1`, [o.id]),
    ).rejects.toThrow(/balance/);
  });

  it('pickup with a balance is refused with 409 naming it, then accepted with the payment in the same step; a receipt is issued', async () => {
    const o = await walkIn();
    await pay(o.id, 2000).expect(201);
    await toReady(o.id);
    const due = screenCents - 2000;
    const refused = await move(o.id, 'picked_up', {
      pickup: { reference: o.reference, phoneLast4: DIGITS },
    }).expect(409);
    expect(refused.body.details).toEqual({ dueCents: due });
    expect(refused.body.message).toContain(`$${(due / 100).toFixed(2)}`);
    const alsoRefused = await pickup(o).expect(409);
    expect(alsoRefused.body.details).toEqual({ dueCents: due });
    // Too little in the same step: still refused, and nothing recorded.
    await pickup(o, { payment: { amountCents: due - 1, method: 'card' } }).expect(409);
    expect((await balance(o.id)).payments).toHaveLength(1);

    const done = await pickup(o, { payment: { amountCents: due, method: 'card' } }, 'pickup-1').expect(200);
    expect(done.body.balance).toMatchObject({ paidCents: screenCents, dueCents: 0, acceptsPayments: false });
    expect(done.body.receipt).toMatchObject({
      number: '2026-000001',
      kind: 'receipt',
      reference: o.reference,
      totalCents: screenCents,
      paidCents: screenCents,
      dueCents: 0,
      tax: { ratePercent: 8.25, taxableCents: 0, taxCents: 0, included: true },
      customer: { name: 'Ada Lovelace', phone: PHONE, email: 'ada@example.com' },
      shop: expect.objectContaining({ name: t.config.shop.name, address: t.config.shop.address }),
    });
    expect(done.body.receipt.lines).toEqual([
      expect.objectContaining({
        kind: 'service',
        totalCents: screenCents,
        taxable: false,
        warrantyEndsOn: expect.stringMatching(/^2026-/),
      }),
    ]);
    // The payment taken before the work is the deposit, on the receipt too.
    expect(
      done.body.receipt.payments.map((p: { amountCents: number; deposit: boolean }) => [
        p.amountCents,
        p.deposit,
      ]),
    ).toEqual([
      [2000, true],
      [due, false],
    ]);
    // A replay of the hand-over answers the same, and issues nothing more.
    const replay = await pickup(o, { payment: { amountCents: due, method: 'card' } }, 'pickup-1').expect(200);
    expect(replay.text).toBe(done.text);

    // Closed: no new payment; a refund stays possible.
    const closed = await pay(o.id, 100).expect(409);
    expect(closed.body.message).toMatch(/picked-up/);
    await pay(o.id, -500, { reason: 'Goodwill' }).expect(201);

    // The receipt: staff read it and its PDF; the customer on their own token only; e-mailed once.
    const staffView = await request(t.http)
      .get(`/api/admin/receipts/${done.body.receipt.id}`)
      .set('Cookie', viewer)
      .expect(200);
    expect(staffView.body.number).toBe('2026-000001');
    const pdf = await request(t.http)
      .get(`/api/admin/receipts/${done.body.receipt.id}/pdf`)
      .set('Cookie', viewer)
      .buffer(true)
      .parse(bodyBytes)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const mine = (await request(t.http).get(`/api/track/${o.token}/receipts`).expect(200)).body;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      number: '2026-000001',
      issuedBy: null,
      customer: { email: '', phone: '••• 0142' },
    });
    const other = await walkIn();
    expect((await request(t.http).get(`/api/track/${other.token}/receipts`).expect(200)).body).toEqual([]);
    await request(t.http).get(`/api/track/${other.token}/receipts/2026-000001/pdf`).expect(404);
    await request(t.http).get(`/api/track/${o.token}/receipts/2026-000001/pdf`).expect(200);
    const mails = await t.dataSource.query(
      `SELECT recipient, subject, text_body FROM outbox_messages WHERE kind = 'receipt'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('2026-000001');
    expect(mails[0].text_body).toMatch(/\/track\/[A-Za-z0-9_-]{32}\/receipt/);

    // Issued means read-only (the customer's contact alone may be erased).
    await expect(t.dataSource.query(`UPDATE receipts SET total_cents = 1`)).rejects.toThrow(/never changes/);
    await expect(t.dataSource.query(`DELETE FROM receipts`)).rejects.toThrow(/never changes/);
    await t.dataSource.query(`UPDATE receipts SET customer_name = 'Erased' WHERE number = '2026-000001'`);

    // A credit note corrects it with the next number, never above what is left.
    await post(`/api/admin/receipts/${done.body.receipt.id}/credit-notes`, {
      amountCents: screenCents + 1,
      reason: 'x',
    }).expect(422);
    const credit = await post(`/api/admin/receipts/${done.body.receipt.id}/credit-notes`, {
      amountCents: 500,
      reason: 'Goodwill for the wait',
    }).expect(201);
    expect(credit.body).toMatchObject({
      number: '2026-000002',
      kind: 'credit_note',
      creditOf: '2026-000001',
      totalCents: -500,
    });
  });

  it('an editor releases a device unpaid with a reason, kept in the history; a cancelled order takes no payment but a refund', async () => {
    const o = await walkIn();
    await toReady(o.id);
    await pickup(o, { releaseUnpaidReason: '' }).expect(400);
    const released = await pickup(o, { releaseUnpaidReason: 'Regular customer, pays Friday' }).expect(200);
    expect(released.body.receipt).toMatchObject({ dueCents: screenCents, paidCents: 0 });
    const page = (await request(t.http).get(`/api/admin/repair-orders/${o.id}`).set('Cookie', viewer)).body;
    expect(page.status).toBe('picked_up');
    expect(page.timeline.at(-1).note).toContain('Regular customer, pays Friday');
    expect(page.timeline.at(-1).note).toContain('Released unpaid');

    const c = await walkIn();
    await pay(c.id, 2500).expect(201);
    await move(c.id, 'cancelled').expect(200);
    await pay(c.id, 100).expect(409);
    const back = await pay(c.id, -2500, { reason: 'Order cancelled: deposit returned' }).expect(201);
    expect(back.body).toMatchObject({ paidCents: 0 });
  });

  it('a declined quote’s receipt shows the diagnostic only', async () => {
    const o = await walkIn(['diagnostic', 'charging-port'], 'decline@example.com');
    await move(o.id, 'diagnosing').expect(200);
    await post(`/api/admin/repair-orders/${o.id}/quotes`, {
      lines: [{ kind: 'service', serviceTypeId: svc['charging-port'].id, quantity: 1 }],
    }).expect(201);
    await request(t.http).post(`/api/track/${o.token}/quote/decline`).send({ version: 1 }).expect(200);
    const { receipt } = (await pickup(o).expect(200)).body;
    expect(receipt.lines).toEqual([expect.objectContaining({ kind: 'service', description: 'Diagnostic' })]);
    expect(receipt.lines.some((l: { description: string }) => /charging/i.test(l.description))).toBe(false);
  });

  it('the deposit asked with a quote: the quote e-mail and the tracking page show it (asked, paid, still to pay)', async () => {
    const o = await walkIn(['screen'], 'deposit@example.com');
    const track = async () =>
      (await request(t.http).get(`/api/track/${o.token}`).expect(200)).body.bill as Record<string, unknown>;
    expect(await track()).toMatchObject({ depositRequestedCents: null, depositDueCents: 0 });
    await move(o.id, 'diagnosing').expect(200);
    const ask = (body: object) =>
      request(t.http)
        .put(`/api/admin/repair-orders/${o.id}/deposit-request`)
        .set('Cookie', editor)
        .send(body);
    // A percentage of the total, rounded half-up to the cent; never above the total; a viewer never asks.
    const share = await ask({ percent: 33 }).expect(200);
    expect(share.body.depositRequestedCents).toBe(Math.floor((2 * screenCents * 33 + 100) / 200));
    await ask({ amountCents: screenCents + 1 }).expect(422);
    await request(t.http)
      .put(`/api/admin/repair-orders/${o.id}/deposit-request`)
      .set('Cookie', viewer)
      .send({ amountCents: 4000 })
      .expect(403);
    const asked = await ask({ amountCents: 4000 }).expect(200);
    expect(asked.body.depositRequestedCents).toBe(4000);
    expect(await track()).toMatchObject({ depositRequestedCents: 4000, depositDueCents: 4000, paidCents: 0 });

    await post(`/api/admin/repair-orders/${o.id}/quotes`, {
      lines: [{ kind: 'service', serviceTypeId: svc.screen.id, quantity: 1 }],
    }).expect(201);
    const [mail] = (await t.dataSource.query(
      `SELECT text_body, html_body FROM outbox_messages WHERE kind = 'repair_quote' AND dedupe_key LIKE $1`,
      [`%${o.id}%`],
    )) as { text_body: string; html_body: string }[];
    expect(mail.text_body).toContain(
      'We ask for a deposit of $40.00 before we start the repair: you can pay it at the shop.',
    );
    expect(mail.text_body).toContain('Deposit asked: $40.00');
    expect(mail.html_body).toContain('We ask for a deposit of $40.00 before we start the repair');

    await request(t.http).post(`/api/track/${o.token}/quote/approve`).send({ version: 1 }).expect(200);
    await pay(o.id, 1500).expect(201);
    expect(await track()).toMatchObject({
      depositRequestedCents: 4000,
      depositDueCents: 2500,
      paidCents: 1500,
    });
    await pay(o.id, 2500).expect(201);
    expect(await track()).toMatchObject({
      depositRequestedCents: 4000,
      depositDueCents: 0,
      paidCents: 4000,
      dueCents: screenCents - 4000,
    });
  });

  it('a deposit asked at check-in (issue 41): walk-in and appointment make the order page’s one deposit request; one above the estimate makes no order', async () => {
    const walkInBody = (deposit: object) => ({
      customer: { name: 'Dee Posit', phone: '(555) 555-0161' },
      deviceModelId: model.id,
      serviceTypeIds: [svc.screen.id],
      intake: INTAKE,
      deposit,
    });
    const count = async (sql: string) => ((await t.dataSource.query(sql)) as { n: number }[])[0].n;
    const orders = () => count(`SELECT count(*)::int AS n FROM repair_orders`);
    const outbox = () => count(`SELECT count(*)::int AS n FROM outbox_messages`);

    // A percentage of the estimate, rounded half-up to the cent, asked by the editor checking in.
    const byShare = await post('/api/admin/repair-orders', walkInBody({ percent: 25 })).expect(201);
    const half = Math.floor((2 * screenCents * 25 + 100) / 200);
    expect(byShare.body.order.totalCostCents).toBe(screenCents);
    expect(await balance(byShare.body.order.id)).toMatchObject({
      totalCents: screenCents,
      depositRequestedCents: half,
      paidCents: 0,
    });
    expect(
      await t.dataSource.query(
        `SELECT amount_cents, requested_by FROM deposit_requests WHERE repair_order_id = $1`,
        [byShare.body.order.id],
      ),
    ).toEqual([{ amount_cents: half, requested_by: 'editor' }]);
    const token = (byShare.body.trackingUrl as string).split('/track/')[1];
    expect((await request(t.http).get(`/api/track/${token}`).expect(200)).body.bill).toMatchObject({
      depositRequestedCents: half,
      depositDueCents: half,
    });

    // Above the estimate: refused by the same rule (422 naming it), and nothing is made or queued.
    const [ordersBefore, outboxBefore] = [await orders(), await outbox()];
    const above = await post('/api/admin/repair-orders', walkInBody({ amountCents: screenCents + 1 })).expect(
      422,
    );
    expect(above.body.message).toMatch(/^A deposit is from \$0\.01 to the order's total \(\$[\d,.]+\)$/);
    const bad = await post('/api/admin/repair-orders', walkInBody({})).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toContain('deposit.amountCents');
    await post('/api/admin/repair-orders', walkInBody({ percent: 101 })).expect(400);
    expect([await orders(), await outbox()]).toEqual([ordersBefore, outboxBefore]);

    // An appointment's check-in: the same request, with the order; asked again on the order page, replaced.
    const booked = await request(t.http)
      .post('/api/appointments')
      .send(bookingBody({ customerEmail: 'dee.booked@example.com', customerPhone: '(555) 555-0162' }))
      .expect(201);
    const [{ id: appointmentId }] = await t.dataSource.query(
      `SELECT id FROM appointments WHERE reference = $1`,
      [booked.body.reference],
    );
    const checkIn = (deposit: object) =>
      post(`/api/admin/appointments/${appointmentId}/check-in`, { intake: INTAKE, deposit });
    const refused = await checkIn({ amountCents: 10_000_000 }).expect(422);
    expect(refused.body.message).toMatch(/^A deposit is from \$0\.01/);
    expect(
      await t.dataSource.query(`SELECT status FROM appointments WHERE id = $1`, [appointmentId]),
    ).toEqual([{ status: 'scheduled' }]);
    const checked = await checkIn({ amountCents: 2000 }).expect(201);
    const orderId = checked.body.order.id as string;
    expect((await balance(orderId)).depositRequestedCents).toBe(2000);
    // Checked in before: the one order, and the deposit is not asked again by a repeated press.
    await checkIn({ amountCents: 3000 }).expect(200);
    expect((await balance(orderId)).depositRequestedCents).toBe(2000);
    await request(t.http)
      .put(`/api/admin/repair-orders/${orderId}/deposit-request`)
      .set('Cookie', editor)
      .send({ amountCents: 2500 })
      .expect(200);
    expect((await balance(orderId)).depositRequestedCents).toBe(2500);
    // A viewer checks nothing in.
    await request(t.http)
      .post('/api/admin/repair-orders')
      .set('Cookie', viewer)
      .send(walkInBody({ percent: 10 }))
      .expect(403);
  });

  it('20 concurrent pickups give 20 consecutive receipt numbers', async () => {
    const orders = [];
    for (let i = 0; i < 20; i++) {
      const o = await walkIn(['screen'], `race${i}@example.com`);
      await toReady(o.id);
      await pay(o.id, screenCents).expect(201);
      orders.push(o);
    }
    // The year's last number so far (none yet when this test runs alone).
    const [{ last }] = await t.dataSource.query(
      `SELECT coalesce(max(last_number), 0)::int AS last FROM receipt_counters WHERE year = 2026`,
    );
    const started = Date.now();
    const results = await Promise.all(orders.map((o) => pickup(o)));
    const ms = Date.now() - started;
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const numbers = results.map((r) => r.body.receipt.number as string).sort();
    const expected = Array.from({ length: 20 }, (_, i) => `2026-${String(last + 1 + i).padStart(6, '0')}`);
    expect(numbers).toEqual(expected);
    const rows = await t.dataSource.query(`SELECT seq FROM receipts WHERE year = 2026 ORDER BY seq`);
    expect(rows.map((r: { seq: number }) => r.seq)).toEqual(
      Array.from({ length: rows.length }, (_, i) => i + 1),
    );
    console.log(`20 concurrent pickups: ${ms} ms, numbers ${expected[0]} to ${expected[19]}`);
  });

  it('a rolled-back pickup leaves no gap: the next receipt takes the number it would have had', async () => {
    const [{ last }] = await t.dataSource.query(
      `SELECT last_number AS last FROM receipt_counters WHERE year = 2026`,
    );
    const o = await walkIn();
    await toReady(o.id);
    // The payment is taken, then the confirmation fails: the whole step rolls back, number included.
    await pickup(
      { ...o, reference: 'RO-WRONG1' },
      { payment: { amountCents: screenCents, method: 'cash' } },
    ).expect(422);
    expect((await balance(o.id)).paidCents).toBe(0);
    const ok = await pickup(o, { payment: { amountCents: screenCents, method: 'cash' } }).expect(200);
    expect(ok.body.receipt.number).toBe(`2026-${String(last + 1).padStart(6, '0')}`);
  });

  it('the cash-up adds the day up to the cent, and records the count and its difference', async () => {
    const day = '2026-03-04';
    t.clock.set(new Date('2026-03-04T16:00:00Z'));
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
    viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
    const a = await walkIn(['screen'], 'cash1@example.com');
    const b = await walkIn(['screen'], 'cash2@example.com');
    await pay(a.id, 1234).expect(201);
    await pay(a.id, 2000, { method: 'card' }).expect(201);
    await pay(b.id, 999).expect(201);
    await pay(b.id, -199, { reason: 'Part not needed' }).expect(201);
    await pay(b.id, 500, { method: 'other', note: 'Voucher 12' }).expect(201);
    const cashUp = (await request(t.http).get(`/api/admin/cash-ups/${day}`).set('Cookie', viewer).expect(200))
      .body;
    expect(cashUp).toMatchObject({
      day,
      paymentsCents: 1234 + 2000 + 999 + 500,
      refundsCents: 199,
      expectedCashCents: 1234 + 999 - 199,
      countedCashCents: null,
    });
    expect(cashUp.byMethod).toEqual([
      { key: 'card', paymentsCents: 2000, paymentCount: 1, refundsCents: 0, refundCount: 0, netCents: 2000 },
      {
        key: 'cash',
        paymentsCents: 2233,
        paymentCount: 2,
        refundsCents: 199,
        refundCount: 1,
        netCents: 2034,
      },
      { key: 'other', paymentsCents: 500, paymentCount: 1, refundsCents: 0, refundCount: 0, netCents: 500 },
    ]);
    expect(cashUp.byStaff).toEqual([
      {
        key: 'editor',
        paymentsCents: 4733,
        paymentCount: 4,
        refundsCents: 199,
        refundCount: 1,
        netCents: 4534,
      },
    ]);
    expect(cashUp.depositsHeldCents).toBeGreaterThanOrEqual(4534);
    await request(t.http)
      .put(`/api/admin/cash-ups/${day}`)
      .set('Cookie', viewer)
      .send({ countedCashCents: 2000 })
      .expect(403);
    await request(t.http)
      .put(`/api/admin/cash-ups/not-a-day`)
      .set('Cookie', editor)
      .send({ countedCashCents: 2000 })
      .expect(400);
    const counted = await request(t.http)
      .put(`/api/admin/cash-ups/${day}`)
      .set('Cookie', editor)
      .send({ countedCashCents: 2000, note: 'Counted twice' })
      .expect(200);
    expect(counted.body).toMatchObject({
      countedCashCents: 2000,
      differenceCents: -34,
      countedBy: 'editor',
      note: 'Counted twice',
    });
  });
});
