import request from 'supertest';
import { signIn } from './support/staff-session.js';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';
import { checkInWalkIn } from './support/walk-in.js';

/** Tuesday 3 March 2026, 12:00 in Chicago. */
const NOW = '2026-03-03T18:00:00.000Z';
/** Wednesday 4 March 2026, 12:00 in Chicago: the day after. */
const NEXT_DAY = '2026-03-04T18:00:00.000Z';
const PHONE = '(555) 555-0142';
const DIGITS = '0142';

/**
 * Credit notes lower what an order charges (counter spec 3, issue 39 item 1): the balance is net
 * charges − payments, so a refund for something no longer charged (a credit note plus the refund)
 * leaves $0 due on the order page and the tracking page, the credit note takes the next number of
 * the receipts' series, and the reports count it against revenue and margin on the day it was
 * issued, to the cent. A refund alone still leaves a balance due.
 */
describe(`credit notes and the balance (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let editor: string;
  let viewer: string;
  let model: { id: string };
  let svc: Record<string, { id: string; name: string }>;
  let screenCents: number;

  const post = (path: string, body: object = {}) =>
    request(t.http).post(path).set('Cookie', editor).send(body);
  const get = async (path: string) =>
    (await request(t.http).get(path).set('Cookie', viewer).expect(200)).body;
  /** An order for a screen, repaired, paid in full and picked up: its receipt issued. */
  const pickedUpPaid = async () => {
    const { id, reference, token } = await checkInWalkIn(t, editor, {
      customer: { name: 'Ada Lovelace', phone: PHONE, email: 'ada@example.com' },
      deviceModelId: model.id,
      serviceTypeIds: [svc.screen.id],
    });
    const o = { id, reference, token };
    for (const to of ['diagnosing', 'in_repair', 'ready'])
      await post(`/api/admin/repair-orders/${o.id}/status`, { to }).expect(200);
    const done = await post(`/api/admin/repair-orders/${o.id}/pickup`, {
      pickup: { reference: o.reference, phoneLast4: DIGITS },
      payment: { amountCents: screenCents, method: 'card' },
    }).expect(200);
    return { ...o, receipt: done.body.receipt as { id: string; number: string; lines: unknown[] } };
  };
  const refund = (id: string, amountCents: number, extra: object = {}) =>
    post(`/api/admin/repair-orders/${id}/payments`, { amountCents: -amountCents, method: 'card', ...extra });
  /** What the order page, the counter's money box and the tracking page each say is due. */
  const dues = async (o: { id: string; token: string }) => {
    const page = await get(`/api/admin/repair-orders/${o.id}`);
    const balance = await get(`/api/admin/repair-orders/${o.id}/payments`);
    const tracking = (await request(t.http).get(`/api/track/${o.token}`).expect(200)).body;
    return {
      page,
      balance,
      bill: tracking.bill,
      due: [page.dueCents, balance.dueCents, tracking.bill.dueCents],
    };
  };
  /** The clock at `when`, and fresh sessions (an idle one ends when the clock jumps a day). */
  const at = async (when: string) => {
    t.clock.set(when);
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
    viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
  };
  const day = async (d: string) => {
    const r = await get(`/api/admin/reports?from=${d}&to=${d}`);
    return { revenue: r.revenuePerDay[0], margin: r.marginPerWeek[0] };
  };

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
    expect(screenCents).toBeGreaterThan(2500);
  });
  afterAll(() => t.close());

  it('a $5 refund with its credit note leaves $0 due on a closed order, the note in the series, the reports net of it', async () => {
    await at(NOW);
    const before = await day('2026-03-03');
    const o = await pickedUpPaid();
    expect((await dues(o)).due).toEqual([0, 0, 0]);
    expect((await get(`/api/admin/repair-orders/${o.id}/payments`)).creditableCents).toBe(screenCents);

    const after = await refund(o.id, 500, {
      reason: 'Screen protector charged but not fitted',
      creditNote: { lines: [0] },
    }).expect(201);
    expect(after.body).toMatchObject({
      totalCents: screenCents,
      creditedCents: 500,
      paidCents: screenCents - 500,
      dueCents: 0,
      refundableCents: screenCents - 500,
      creditableCents: screenCents - 500,
      acceptsPayments: false,
    });
    // The receipt and its credit note, one series: the next number, minus $5.00, naming the line.
    const [receipt, note] = after.body.receipts;
    expect(receipt).toMatchObject({ number: o.receipt.number, kind: 'receipt', totalCents: screenCents });
    const [year, seq] = (o.receipt.number as string).split('-');
    expect(note).toMatchObject({
      number: `${year}-${String(Number(seq) + 1).padStart(6, '0')}`,
      kind: 'credit_note',
      totalCents: -500,
    });
    const credit = await get(`/api/admin/receipts/${note.id}`);
    expect(credit).toMatchObject({
      creditOf: o.receipt.number,
      creditReason: 'Screen protector charged but not fitted',
    });
    expect(credit.lines[0].description).toContain(svc.screen.name);

    // Every screen that shows the balance says $0 due, and shows the credit.
    const { page, bill, due } = await dues(o);
    expect(due).toEqual([0, 0, 0]);
    expect(page).toMatchObject({
      totalCostCents: screenCents,
      creditedCents: 500,
      paidCents: screenCents - 500,
    });
    expect(page.marginCents).toBe(screenCents - 500 - page.partsSpendCents);
    expect(bill).toMatchObject({ totalCents: screenCents, creditedCents: 500, paidCents: screenCents - 500 });
    const mine = (await request(t.http).get(`/api/track/${o.token}/receipts`).expect(200)).body;
    expect(mine.map((r: { kind: string; totalCents: number }) => [r.kind, r.totalCents])).toEqual([
      ['receipt', screenCents],
      ['credit_note', -500],
    ]);

    // The reports: the day's revenue (picked up) and margin net of the credit note, to the cent.
    const now = await day('2026-03-03');
    expect(now.revenue.chargesCents - before.revenue.chargesCents).toBe(screenCents - 500);
    expect(now.revenue.creditNotesCents - before.revenue.creditNotesCents).toBe(500);
    expect(now.revenue.refundsCents - before.revenue.refundsCents).toBe(500);
    expect(now.margin.chargesCents - before.margin.chargesCents).toBe(screenCents - 500);
    expect(now.margin.marginCents - before.margin.marginCents).toBe(screenCents - 500 - page.partsSpendCents);
    // The CSV says the same.
    const csv = await request(t.http)
      .get(`/api/admin/reports/revenue-per-day/export.csv?from=2026-03-03&to=2026-03-03`)
      .set('Cookie', viewer)
      .expect(200);
    expect(csv.text.split('\r\n')[0]).toBe('day,charges,credit_notes,payments,refunds,received');
    expect(csv.text.split('\r\n')[1]).toBe(
      `2026-03-03,${((now.revenue.chargesCents as number) / 100).toFixed(2)},${(now.revenue.creditNotesCents / 100).toFixed(2)},` +
        `${(now.revenue.paymentsCents / 100).toFixed(2)},${(now.revenue.refundsCents / 100).toFixed(2)},${(now.revenue.receivedCents / 100).toFixed(2)}`,
    );
  });

  it('a $25 credit note made through the API, then the $25 refund, leaves $0 due; the note counts on the day it was issued', async () => {
    await at(NOW);
    const o = await pickedUpPaid();
    await at(NEXT_DAY);
    const before = { pickup: await day('2026-03-03'), credit: await day('2026-03-04') };
    const note = await post(`/api/admin/receipts/${o.receipt.id}/credit-notes`, {
      amountCents: 2500,
      reason: 'Goodwill for the wait',
    }).expect(201);
    expect(note.body).toMatchObject({ kind: 'credit_note', totalCents: -2500 });
    // The credit note alone: the customer is owed $25 (a refund of it is still to give).
    expect((await dues(o)).due).toEqual([-2500, -2500, -2500]);
    // A part of it first (a refund when the customer is owed is not held to "what is due").
    await refund(o.id, 1000, { reason: 'Goodwill for the wait, part in cash' }).expect(201);
    expect((await dues(o)).due).toEqual([-1500, -1500, -1500]);
    const last = await refund(o.id, 1500, { reason: 'Goodwill for the wait' }).expect(201);
    expect(last.body).toMatchObject({ creditedCents: 2500, paidCents: screenCents - 2500, dueCents: 0 });
    expect((await dues(o)).due).toEqual([0, 0, 0]);
    // Counted on the 4th (the note's day), not on the 3rd (the pickup's).
    const after = { pickup: await day('2026-03-03'), credit: await day('2026-03-04') };
    expect(after.pickup.revenue).toEqual(before.pickup.revenue);
    expect(after.credit.revenue.chargesCents - before.credit.revenue.chargesCents).toBe(-2500);
    expect(after.credit.revenue.creditNotesCents - before.credit.revenue.creditNotesCents).toBe(2500);
    expect(after.credit.revenue.refundsCents - before.credit.revenue.refundsCents).toBe(2500);
  });

  it('a refund alone (money given back by mistake) leaves a balance due; a credit note is never above the receipt or the lines it names', async () => {
    await at(NOW);
    const o = await pickedUpPaid();
    const alone = await refund(o.id, 500, { reason: 'Card charged twice' }).expect(201);
    expect(alone.body).toMatchObject({ creditedCents: 0, dueCents: 500 });
    expect(alone.body.receipts).toHaveLength(1);
    // Lines the receipt does not have, or less than the amount: refused, nothing recorded.
    await refund(o.id, 100, { reason: 'x', creditNote: { lines: [7] } }).expect(422);
    await refund(o.id, screenCents, { reason: 'x', creditNote: {} }).expect(422);
    await post(`/api/admin/receipts/${o.receipt.id}/credit-notes`, {
      amountCents: screenCents + 1,
      reason: 'x',
      lines: [0],
    }).expect(422);
    // A credit note goes with a refund, not a payment.
    await post(`/api/admin/repair-orders/${o.id}/payments`, {
      amountCents: 100,
      method: 'cash',
      creditNote: {},
    }).expect(400);
    expect((await get(`/api/admin/repair-orders/${o.id}/payments`)).payments).toHaveLength(2);

    // Before pickup there is no receipt to credit: 422, and the refund is not recorded either.
    const { id } = await checkInWalkIn(t, editor, {
      customer: { name: 'Ada Lovelace', phone: PHONE, email: 'ada@example.com' },
      deviceModelId: model.id,
      serviceTypeIds: [svc.screen.id],
    });
    await post(`/api/admin/repair-orders/${id}/payments`, { amountCents: 2000, method: 'cash' }).expect(201);
    const refused = await refund(id, 500, { reason: 'x', creditNote: {} }).expect(422);
    expect(refused.body.message).toMatch(/receipt/);
    expect((await get(`/api/admin/repair-orders/${id}/payments`)).paidCents).toBe(2000);
  });

  it('the database keeps what the credit notes took off the order, and still refuses a refund above what was paid', async () => {
    await at(NOW);
    const o = await pickedUpPaid();
    await post(`/api/admin/receipts/${o.receipt.id}/credit-notes`, {
      amountCents: 700,
      reason: 'Goodwill',
    }).expect(201);
    const [row] = await t.dataSource.query(
      `SELECT credited_cents, paid_cents FROM repair_orders WHERE id = $1`,
      [o.id],
    );
    expect(row).toEqual({ credited_cents: 700, paid_cents: screenCents });
    // A refund above what was paid is still refused by the database.
    await expect(
      t.dataSource.query(
        `INSERT INTO payments (repair_order_id, amount_cents, method, reason, taken_by, taken_at)
         VALUES ($1, $2, 'cash', 'x', 'editor', now())`,
        [o.id, -(screenCents + 1)],
      ),
    ).rejects.toThrow(/ck_repair_orders_paid|violates check constraint/);
  });
});
