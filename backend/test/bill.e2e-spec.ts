import request from 'supertest';
import { INTAKE } from './support/intake.js';
import { signIn } from './support/staff-session.js';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';
import { checkInWalkIn } from './support/walk-in.js';

/** Tuesday 3 March 2026, 12:00 in Chicago. */
const NOW = '2026-03-03T18:00:00.000Z';
const PHONE_LAST4 = '0142';

interface Charge {
  kind: 'service' | 'part' | 'labour';
  description: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}
interface Order {
  id: string;
  reference: string;
  status: string;
  laborCostCents: number;
  partsCostCents: number;
  discountCents: number;
  totalCostCents: number;
  paidCents: number;
  partsSpendCents: number;
  marginCents: number;
  charges: Charge[];
  allowedNextStatuses: string[];
}

/**
 * One bill (workshop spec 1 and 3, issue 28): the charges follow what was agreed — the approved
 * quote's lines (a part at its sell price, a price the editor changed), the booked services when
 * no quote was needed, the diagnostic alone after a declined quote — less the discount once; the
 * parts used are the shop's spend, shown apart as margin, never added to the total. The same
 * figures on the order, the tracking page and in the reports.
 */
describe(`one bill (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let editor: string;
  let model: { id: string };
  let svc: Record<string, { id: string; name: string }>;
  let prices: Record<string, number>;

  const post = (path: string, body: object = {}) =>
    request(t.http).post(path).set('Cookie', editor).send(body);
  const order = async (id: string): Promise<Order> =>
    (await request(t.http).get(`/api/admin/repair-orders/${id}`).set('Cookie', editor).expect(200)).body;
  const track = async (token: string) => (await request(t.http).get(`/api/track/${token}`).expect(200)).body;
  const walkIn = (slugs: string[], email = 'ada@example.com') =>
    checkInWalkIn(t, editor, {
      customer: { email },
      deviceModelId: model.id,
      serviceTypeIds: slugs.map((s) => svc[s].id),
    });
  const move = (id: string, to: string, extra: object = {}) =>
    post(`/api/admin/repair-orders/${id}/status`, { to, ...extra });
  const pickUp = async (id: string) => {
    const { reference, totalCostCents, paidCents } = await order(id);
    // The rest paid at the counter first (counter spec 2: no pickup with a balance due).
    if (totalCostCents > paidCents)
      await post(`/api/admin/repair-orders/${id}/payments`, {
        amountCents: totalCostCents - paidCents,
        method: 'cash',
      }).expect(201);
    await move(id, 'picked_up', { pickup: { reference, phoneLast4: PHONE_LAST4 } }).expect(200);
  };
  const claimCode = async (email: string): Promise<string> => {
    await request(t.http)
      .post('/api/customers')
      .send({
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '(555) 555-0142',
        email,
        deviceInfo: 'Discount signup via popup',
        discountClaimed: 'popup_10_off',
      })
      .expect(201);
    const [row] = await t.dataSource.query(`SELECT discount_code FROM customers WHERE email = $1`, [email]);
    return row.discount_code as string;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: NOW, env: { RATE_LIMIT_TRACKING: 'off', RATE_LIMIT_CUSTOMERS: 'off' } });
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
    const matrix = (await request(t.http).get('/api/admin/pricing').set('Cookie', editor)).body;
    model = matrix.models.find((m: { slug: string }) => m.slug === 'iphone-15-pro');
    svc = Object.fromEntries(matrix.services.map((s: { slug: string }) => [s.slug, s]));
    prices = Object.fromEntries(
      matrix.prices
        .filter((p: { deviceModelId: string }) => p.deviceModelId === model.id)
        .map((p: { serviceTypeId: string; price: number }) => [
          matrix.services.find((s: { id: string }) => s.id === p.serviceTypeId).slug,
          Math.round(p.price * 100),
        ]),
    );
  });
  afterAll(() => t.close());

  it('"ask for approval" is only sending a quote: a move to awaiting_approval by hand is refused', async () => {
    const { id } = await walkIn(['screen']);
    await move(id, 'diagnosing').expect(200);
    expect((await order(id)).allowedNextStatuses).not.toContain('awaiting_approval');
    const refused = await move(id, 'awaiting_approval').expect(409);
    expect(refused.body.message).toMatch(/quote/i);
    expect((await order(id)).status).toBe('diagnosing');
  });

  let declined: { id: string; token: string };
  let approved: { id: string; token: string };

  it('a declined quote leaves the diagnostic only, on the order and the tracking page; no warranty for what was not done', async () => {
    declined = await walkIn(['diagnostic', 'charging-port'], 'decline@example.com');
    const checkedIn = await order(declined.id);
    // No quote needed yet: the booked services at the one price rule.
    expect(checkedIn.laborCostCents).toBe(prices['charging-port']);
    expect(checkedIn.totalCostCents).toBe(prices['charging-port']);

    await move(declined.id, 'diagnosing').expect(200);
    await post(`/api/admin/repair-orders/${declined.id}/quotes`, {
      lines: [{ kind: 'service', serviceTypeId: svc['charging-port'].id, quantity: 1 }],
    }).expect(201);
    await request(t.http).post(`/api/track/${declined.token}/quote/decline`).send({ version: 1 }).expect(200);

    const after = await order(declined.id);
    expect(after).toMatchObject({
      status: 'ready',
      laborCostCents: 0,
      partsCostCents: 0,
      discountCents: 0,
      totalCostCents: 0,
      partsSpendCents: 0,
      marginCents: 0,
    });
    expect(after.charges).toEqual([
      {
        kind: 'service',
        serviceTypeId: svc.diagnostic.id,
        partId: null,
        description: 'Diagnostic',
        quantity: 1,
        unitPriceCents: 0,
        totalCents: 0,
        warrantyDays: 0,
      },
    ]);
    expect((await track(declined.token)).bill).toEqual({
      lines: [{ description: 'Diagnostic', quantity: 1, unitPriceCents: 0, totalCents: 0 }],
      discountCents: 0,
      totalCents: 0,
      creditedCents: 0,
      paidCents: 0,
      dueCents: 0,
      depositRequestedCents: null,
      depositDueCents: 0,
    });

    await pickUp(declined.id);
    const claim = await post(`/api/admin/repair-orders/${declined.id}/warranty-claims`, {
      serviceTypeId: svc['charging-port'].id,
      fault: 'Port loose again',
      intake: INTAKE,
    }).expect(422);
    expect(claim.body.message).toBe('Charging Port Repair was not performed on this repair');
  });

  it('an approved quote is the bill at once: a changed price, a part at its sell price, labour; the part used is spend, not charge', async () => {
    approved = await walkIn(['screen'], 'approve@example.com');
    await move(approved.id, 'diagnosing').expect(200);
    const part = (
      await post('/api/admin/inventory', {
        name: 'Bill test screen',
        unitCost: 25,
        sellPriceCents: 4500,
      }).expect(201)
    ).body;
    expect(part).toMatchObject({ unitCost: 25, sellPriceCents: 4500 });
    await post(`/api/admin/inventory/${part.id}/deliveries`, { quantity: 1 }).expect(200);

    const prefill = (
      await request(t.http)
        .get(`/api/admin/repair-orders/${approved.id}/quotes`)
        .set('Cookie', editor)
        .expect(200)
    ).body.prefill;
    expect(prefill).toEqual([expect.objectContaining({ kind: 'service', unitPriceCents: prices.screen })]);

    // The editor changes the screen's price before sending; the part comes at its sell price.
    const quote = (
      await post(`/api/admin/repair-orders/${approved.id}/quotes`, {
        lines: [
          { kind: 'service', serviceTypeId: svc.screen.id, quantity: 1, unitPriceCents: 24900 },
          { kind: 'part', partId: part.id, quantity: 1 },
          { kind: 'labour', description: 'Adhesive and seal', quantity: 1, unitPriceCents: 1500 },
        ],
      }).expect(201)
    ).body;
    expect(quote.lines.map((l: Charge) => l.unitPriceCents)).toEqual([24900, 4500, 1500]);
    expect(quote.totalCents).toBe(30900);

    await request(t.http).post(`/api/track/${approved.token}/quote/approve`).send({ version: 1 }).expect(200);
    const agreed = await order(approved.id);
    expect(agreed).toMatchObject({
      status: 'in_repair',
      laborCostCents: 26400,
      partsCostCents: 4500,
      discountCents: 0,
      totalCostCents: 30900,
      partsSpendCents: 0,
      marginCents: 30900,
    });
    expect(agreed.charges.map((c) => [c.kind, c.description, c.totalCents])).toEqual([
      ['service', svc.screen.name, 24900],
      ['part', 'Bill test screen', 4500],
      ['labour', 'Adhesive and seal', 1500],
    ]);

    // The discount once.
    const code = await claimCode('approve@example.com');
    await post(`/api/admin/repair-orders/${approved.id}/discount`, { code }).expect(200);
    await post(`/api/admin/repair-orders/${approved.id}/discount`, { code }).expect(409);

    // Using the part records the spend at its cost; what the customer pays does not move.
    const used = await post(`/api/admin/repair-orders/${approved.id}/parts/${part.id}/use`, {
      quantity: 1,
    }).expect(200);
    expect(used.body).toMatchObject({
      laborCostCents: 26400,
      partsCostCents: 4500,
      discountCents: 1000,
      totalCostCents: 29900,
      partsSpendCents: 2500,
      marginCents: 27400,
    });
    expect(await order(approved.id)).toMatchObject({ totalCostCents: 29900, partsSpendCents: 2500 });
    expect((await track(approved.token)).bill).toEqual({
      lines: [
        { description: svc.screen.name, quantity: 1, unitPriceCents: 24900, totalCents: 24900 },
        { description: 'Bill test screen', quantity: 1, unitPriceCents: 4500, totalCents: 4500 },
        { description: 'Adhesive and seal', quantity: 1, unitPriceCents: 1500, totalCents: 1500 },
      ],
      discountCents: 1000,
      totalCents: 29900,
      creditedCents: 0,
      paidCents: 0,
      dueCents: 29900,
      depositRequestedCents: null,
      depositDueCents: 0,
    });

    // Ten minutes on the bench (the reports count a repair finished after it was in repair).
    t.clock.set(new Date(Date.parse(NOW) + 10 * 60_000));
    await move(approved.id, 'ready').expect(200);
    await pickUp(approved.id);
    // A warranty for the service performed and paid for.
    await post(`/api/admin/repair-orders/${approved.id}/warranty-claims`, {
      serviceTypeId: svc.screen.id,
      fault: 'Touch fails in one corner',
      intake: INTAKE,
    }).expect(201);
  });

  it('the reports count the charges as revenue and the parts used as the parts spend', async () => {
    const reports = (
      await request(t.http)
        .get('/api/admin/reports?from=2026-03-02&to=2026-03-08')
        .set('Cookie', editor)
        .expect(200)
    ).body;
    expect(reports.finishedPerWeek).toEqual([
      { week: '2026-03-02', finished: 1, pickedUp: 2, revenueCents: 29900, partsSpendCents: 2500 },
    ]);
  });
});
