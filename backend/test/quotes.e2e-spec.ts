import request from 'supertest';
import { InventoryLedger } from '../src/inventory/inventory-ledger.js';
import { OrderParts } from '../src/workshop/order-parts.js';
import { signIn } from './support/staff-session.js';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';
import { checkInWalkIn } from './support/walk-in.js';

/** Tuesday 3 March 2026, 12:00 in Chicago. */
const NOW = '2026-03-03T18:00:00.000Z';
const DAY = 86_400_000;

interface QuoteLine {
  kind: 'service' | 'part' | 'labour';
  serviceTypeId: string | null;
  partId: string | null;
  description: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}
interface Quote {
  id: string;
  version: number;
  status: string;
  expired: boolean;
  totalCents: number;
  sentAt: string;
  expiresAt: string;
  decidedAt: string | null;
  lines: QuoteLine[];
}
interface Order {
  id: string;
  partsSpendCents: number;
  reference: string;
  status: string;
  laborCostCents: number;
  partsCostCents: number;
  totalCostCents: number;
  timeline: { from: string | null; to: string; by: string; note: string | null }[];
}

describe(`quotes (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let viewer: string;
  let editor: string;
  let ledger: InventoryLedger;
  let model: { id: string };
  let screen: { id: string; name: string };
  let battery: { id: string; name: string };
  let partNo = 0;

  const post = (path: string, body: object = {}, cookie = editor) =>
    request(t.http).post(path).set('Cookie', cookie).send(body);
  const get = (path: string, cookie = viewer) => request(t.http).get(path).set('Cookie', cookie);

  /** A walk-in for a screen repair, moved to diagnosing: its id and tracking token. */
  const diagnosing = async (): Promise<{ id: string; token: string }> => {
    const { id, token } = await checkInWalkIn(t, editor, {
      customer: { name: 'Ada Lovelace', phone: '(555) 555-0142', email: 'ada@example.com' },
      deviceModelId: model.id,
      serviceTypeIds: [screen.id],
    });
    await post(`/api/admin/repair-orders/${id}/status`, { to: 'diagnosing' }).expect(200);
    return { id, token };
  };
  /** A part with `stock` received, costing `unitCents`. */
  const part = async (stock: number, unitCents = 2500): Promise<string> => {
    partNo += 1;
    const [{ id }] = (await t.dataSource.query(
      `INSERT INTO inventory (part_name, slug, unit_price_cents, reorder_level) VALUES ($1, $2, $3, 1) RETURNING id`,
      [`Quote part ${partNo}`, `quote-part-${partNo}`, unitCents],
    )) as { id: string }[];
    if (stock > 0) await ledger.receive(id, stock, 'editor');
    return id;
  };
  const balance = async (id: string) => {
    const [row] = (await t.dataSource.query(`SELECT quantity, reserved FROM inventory WHERE id = $1`, [
      id,
    ])) as { quantity: number; reserved: number }[];
    return { onHand: row.quantity, reserved: row.reserved };
  };
  const order = async (id: string): Promise<Order> =>
    (await get(`/api/admin/repair-orders/${id}`).expect(200)).body;
  const quotes = async (id: string) => (await get(`/api/admin/repair-orders/${id}/quotes`).expect(200)).body;
  const send = (id: string, body: object, cookie = editor) =>
    post(`/api/admin/repair-orders/${id}/quotes`, body, cookie);
  const approve = (token: string, version: number) =>
    request(t.http).post(`/api/track/${token}/quote/approve`).send({ version });
  const decline = (token: string, version: number) =>
    request(t.http).post(`/api/track/${token}/quote/decline`).send({ version });
  const track = async (token: string) => (await request(t.http).get(`/api/track/${token}`).expect(200)).body;
  const quoteMails = async (orderId: string) =>
    (await t.dataSource.query(
      `SELECT subject, text_body, dedupe_key FROM outbox_messages WHERE kind = 'repair_quote' AND dedupe_key LIKE $1 ORDER BY created_at`,
      [`%${orderId}%`],
    )) as { subject: string; text_body: string; dedupe_key: string }[];
  const at = async (instant: Date) => {
    t.clock.set(instant);
    viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
  };

  beforeAll(async () => {
    t = await createTestApp({ now: NOW, env: { RATE_LIMIT_TRACKING: '10000/3600' } });
    viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
    const matrix = (await request(t.http).get('/api/admin/pricing').set('Cookie', editor)).body;
    model = matrix.models.find((m: { slug: string }) => m.slug === 'iphone-15-pro');
    screen = matrix.services.find((s: { slug: string }) => s.slug === 'screen');
    battery = matrix.services.find((s: { slug: string }) => s.slug === 'battery');
    ledger = t.app.get(InventoryLedger);
  });
  afterAll(() => t.close());

  it("prefills a new quote with the order's services at today's price of its device", async () => {
    const { id } = await diagnosing();
    const [{ price }] = await t.dataSource.query(
      `SELECT coalesce(p.price_cents, s.base_price_cents) AS price FROM service_types s
         LEFT JOIN retail_prices p ON p.service_type_id = s.id AND p.device_model_id = $1 WHERE s.id = $2`,
      [model.id, screen.id],
    );
    const body = await quotes(id);
    expect(body).toMatchObject({ versions: [], defaultValidDays: 14, canSend: true });
    expect(body.prefill).toEqual([
      {
        kind: 'service',
        serviceTypeId: screen.id,
        partId: null,
        description: screen.name,
        quantity: 1,
        unitPriceCents: price,
        totalCents: price,
      },
    ]);
  });

  it("offers the matrix's services for the order's device (issue 39 item 3): one added to a quote is charged as a service, with its warranty", async () => {
    const { id, token } = await diagnosing();
    // Water treatment taken off this device (a cell of 0: not offered), battery priced at $81.00.
    const water = (await get('/api/admin/pricing', editor).expect(200)).body.services.find(
      (s: { slug: string }) => s.slug === 'water-damage',
    ) as { id: string; name: string };
    await t.dataSource.query(
      `INSERT INTO retail_prices (device_model_id, service_type_id, price_cents) VALUES ($1, $2, $3), ($1, $4, 0)
         ON CONFLICT (device_model_id, service_type_id) DO UPDATE SET price_cents = excluded.price_cents`,
      [model.id, battery.id, 8100, water.id],
    );
    const expected = (await t.dataSource.query(
      `SELECT s.id AS "serviceTypeId", s.name, s.warranty_days AS "warrantyDays",
              CASE WHEN p.price_cents > 0 THEN p.price_cents ELSE 0 END AS "unitPriceCents"
         FROM service_types s LEFT JOIN retail_prices p ON p.service_type_id = s.id AND p.device_model_id = $1
        WHERE s.retired_at IS NULL AND (p.price_cents > 0 OR s.base_price_cents = 0)
        ORDER BY s.display_order, s.name`,
      [model.id],
    )) as { serviceTypeId: string; name: string; warrantyDays: number; unitPriceCents: number }[];
    const { services } = await quotes(id);
    expect(services).toEqual(expected);
    expect(services.find((s: { serviceTypeId: string }) => s.serviceTypeId === battery.id)).toEqual({
      serviceTypeId: battery.id,
      name: battery.name,
      unitPriceCents: 8100,
      warrantyDays: 365,
    });
    expect(services.map((s: { serviceTypeId: string }) => s.serviceTypeId)).not.toContain(water.id);
    // The order names its device's model as the catalogue (and the parts fitting it) do.
    const orderBody = (await get(`/api/admin/repair-orders/${id}`).expect(200)).body;
    expect(orderBody.deviceModel).toBe('iPhone 15 Pro');
    expect(orderBody.deviceModelId).toBe(model.id);

    // The battery, not booked at check-in, added from the list at its price, beside labour.
    await send(id, {
      lines: [
        { kind: 'service', serviceTypeId: battery.id, quantity: 1 },
        { kind: 'labour', description: 'Bench time', quantity: 1, unitPriceCents: 1000 },
      ],
    }).expect(201);
    await approve(token, 1).expect(200);
    const charged = (await get(`/api/admin/repair-orders/${id}`).expect(200)).body as Order & {
      charges: { kind: string; serviceTypeId: string | null; unitPriceCents: number; warrantyDays: number }[];
    };
    expect(charged.charges).toEqual([
      expect.objectContaining({
        kind: 'service',
        serviceTypeId: battery.id,
        unitPriceCents: 8100,
        warrantyDays: 365,
      }),
      expect.objectContaining({ kind: 'labour', serviceTypeId: null, unitPriceCents: 1000, warrantyDays: 0 }),
    ]);
    expect(charged.laborCostCents).toBe(9100);
  });

  it('sends a version: priced lines, 14 days to answer, the order awaiting approval, one e-mail with the link', async () => {
    const { id, token } = await diagnosing();
    const partId = await part(3, 4000);
    const prefill = (await quotes(id)).prefill as QuoteLine[];
    const res = await send(id, {
      lines: [
        // A service left unpriced is at today's price; a part at the price the editor gave (its
        // sell price when left out: see the approval below).
        { kind: 'service', serviceTypeId: screen.id, quantity: 1 },
        { kind: 'part', partId, quantity: 2, unitPriceCents: 6500 },
        { kind: 'labour', description: '  Clean corrosion  ', quantity: 1, unitPriceCents: 3000 },
      ],
      note: 'Found corrosion',
    }).expect(201);
    const quote = res.body as Quote;
    const servicePrice = prefill[0].unitPriceCents;
    expect(quote).toMatchObject({
      version: 1,
      status: 'pending',
      expired: false,
      totalCents: servicePrice + 2 * 6500 + 3000,
      sentAt: NOW,
      expiresAt: new Date(Date.parse(NOW) + 14 * DAY).toISOString(),
      decidedAt: null,
    });
    expect(
      quote.lines.map((l) => [l.kind, l.description, l.quantity, l.unitPriceCents, l.totalCents]),
    ).toEqual([
      ['service', screen.name, 1, servicePrice, servicePrice],
      ['part', 'Quote part ' + partNo, 2, 6500, 13000],
      ['labour', 'Clean corrosion', 1, 3000, 3000],
    ]);
    const after = await order(id);
    expect(after.status).toBe('awaiting_approval');
    expect(after.timeline.at(-1)).toMatchObject({
      to: 'awaiting_approval',
      by: 'editor',
      note: 'Quote version 1 sent',
    });

    const mails = await quoteMails(id);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(after.reference);
    const link = /\/track\/(\S+)/.exec(mails[0].text_body)![1];
    expect((await track(link)).quote).toMatchObject({ version: 1, status: 'pending' });

    // The customer sees lines and money, never ids, costs, notes or staff names.
    const seen = (await track(token)).quote;
    expect(seen).toEqual({
      version: 1,
      status: 'pending',
      expired: false,
      lines: quote.lines.map((l) => ({
        description: l.description,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        totalCents: l.totalCents,
      })),
      subtotalCents: quote.totalCents,
      discountCents: 0,
      totalCents: quote.totalCents,
      sentAt: quote.sentAt,
      expiresAt: quote.expiresAt,
      decidedAt: null,
    });
    const page = JSON.stringify(await track(token));
    for (const hidden of ['Found corrosion', 'editor', partId]) expect(page).not.toContain(hidden);
  });

  it('one figure before approval (issue 39 item 2): the quote takes the first-repair discount off as a line, for staff, the customer, the e-mail and the bill after approval', async () => {
    const email = 'first-repair@example.com';
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
    const [{ discount_code: code }] = (await t.dataSource.query(
      `SELECT discount_code FROM customers WHERE email = $1`,
      [email],
    )) as { discount_code: string }[];
    const { id, token } = await checkInWalkIn(t, editor, {
      customer: { name: 'Ada Lovelace', phone: '(555) 555-0142', email },
      deviceModelId: model.id,
      serviceTypeIds: [screen.id],
    });
    await post(`/api/admin/repair-orders/${id}/discount`, { code }).expect(200);
    await post(`/api/admin/repair-orders/${id}/status`, { to: 'diagnosing' }).expect(200);
    // A quote of $184.99 (a service edited to $164.99 and $20 of labour), $10 off: $174.99.
    const sent = (
      await send(id, {
        lines: [
          { kind: 'service', serviceTypeId: screen.id, quantity: 1, unitPriceCents: 16499 },
          { kind: 'labour', description: 'Frame straightening', quantity: 1, unitPriceCents: 2000 },
        ],
      }).expect(201)
    ).body as Quote;
    const money = { subtotalCents: 18499, discountCents: 1000, totalCents: 17499 };
    expect(sent).toMatchObject(money);
    expect((await quotes(id)).versions[0]).toMatchObject(money);
    expect((await track(token)).quote).toMatchObject(money);
    const [mail] = await quoteMails(id);
    expect(mail.text_body).toContain(
      'is ready: $174.99, with your first-repair discount of $10.00 taken off.',
    );
    expect(mail.text_body).toMatch(/First-repair discount: +−\$10\.00/);
    expect(mail.text_body).toContain('Version 1, $174.99');
    expect(mail.text_body).not.toContain('$184.99,');

    // Approved: the order charges exactly the figure the customer approved.
    const approved = await approve(token, 1).expect(200);
    expect(approved.body.quote).toMatchObject({ status: 'approved', ...money });
    expect(approved.body.bill).toMatchObject({ discountCents: 1000, totalCents: 17499 });
    expect(await order(id)).toMatchObject({ totalCostCents: 17499 });
  });

  it('a new version supersedes the pending one: approving the old one is a 409 naming the new, one e-mail per version', async () => {
    const { id, token } = await diagnosing();
    await send(id, { lines: [{ kind: 'service', serviceTypeId: screen.id, quantity: 1 }] }).expect(201);
    const v2 = (
      await send(id, {
        lines: [
          { kind: 'service', serviceTypeId: screen.id, quantity: 1 },
          { kind: 'service', serviceTypeId: battery.id, quantity: 1 },
        ],
      }).expect(201)
    ).body as Quote;
    expect(v2.version).toBe(2);
    const { versions } = await quotes(id);
    expect(versions.map((v: Quote) => [v.version, v.status])).toEqual([
      [2, 'pending'],
      [1, 'superseded'],
    ]);
    expect((await order(id)).status).toBe('awaiting_approval');
    expect(await quoteMails(id)).toHaveLength(2);
    expect((await track(token)).quote.version).toBe(2);

    const stale = await approve(token, 1).expect(409);
    expect(stale.body).toMatchObject({
      message: 'This quote was replaced by version 2. Please review the new quote.',
      details: { currentVersion: 2 },
    });
    await approve(token, 3).expect(404);
    await approve(token, 2).expect(200);
    await decline(token, 2).expect(409);
  });

  it('a version can be approved until its expiry (injected clock); after it, 410 and the page says expired', async () => {
    const start = new Date(Date.parse(NOW) + 30 * DAY);
    await at(start);
    const early = await diagnosing();
    const late = await diagnosing();
    for (const o of [early, late])
      await send(o.id, { lines: [{ kind: 'service', serviceTypeId: screen.id, quantity: 1 }] }).expect(201);

    t.clock.set(new Date(start.getTime() + 14 * DAY - 60_000));
    await approve(early.token, 1).expect(200);

    t.clock.set(new Date(start.getTime() + 14 * DAY));
    const gone = await approve(late.token, 1).expect(410);
    expect(gone.body).toMatchObject({
      message: 'This quote has expired. Please contact us for a new one.',
      details: { expiresAt: new Date(start.getTime() + 14 * DAY).toISOString() },
    });
    await decline(late.token, 1).expect(410);
    expect((await track(late.token)).quote).toMatchObject({ status: 'pending', expired: true });
    await at(start);
    // A shorter validity is the editor's choice.
    const short = await diagnosing();
    const q = (
      await send(short.id, {
        lines: [{ kind: 'service', serviceTypeId: screen.id, quantity: 1 }],
        validDays: 3,
      }).expect(201)
    ).body as Quote;
    expect(q.expiresAt).toBe(new Date(start.getTime() + 3 * DAY).toISOString());
    await at(new Date(NOW));
  });

  it('approval moves the order to in_repair, fixes its labour and reserves its parts, in one go', async () => {
    const { id, token } = await diagnosing();
    const partId = await part(5, 2000);
    const quote = (
      await send(id, {
        lines: [
          { kind: 'service', serviceTypeId: screen.id, quantity: 1 },
          { kind: 'part', partId, quantity: 2, unitPriceCents: 4500 },
          { kind: 'labour', description: 'Adhesive', quantity: 2, unitPriceCents: 500 },
        ],
      }).expect(201)
    ).body as Quote;
    const page = (await approve(token, 1).expect(200)).body;
    expect(page.status).toBe('in_repair');
    expect(page.quote).toMatchObject({ version: 1, status: 'approved', decidedAt: NOW });

    const after = await order(id);
    expect(after.status).toBe('in_repair');
    expect(after.timeline.at(-1)).toMatchObject({
      from: 'awaiting_approval',
      to: 'in_repair',
      by: 'customer',
      note: 'Quote version 1 approved by the customer',
    });
    // The order charges what the customer approved, from the approval on: labour, parts as quoted.
    expect(after.laborCostCents).toBe(quote.lines[0].totalCents + 1000);
    expect(after.partsCostCents).toBe(9000);
    expect(after.totalCostCents).toBe(quote.totalCents);
    expect(await balance(partId)).toEqual({ onHand: 5, reserved: 2 });

    // Using the part records the shop's spend at its cost (the parts ledger); the charges stay.
    await t.app.get(OrderParts).consume(id, partId, 2, 'editor');
    expect(await balance(partId)).toEqual({ onHand: 3, reserved: 0 });
    const used = await order(id);
    expect(used).toMatchObject({
      partsCostCents: 9000,
      partsSpendCents: 4000,
      totalCostCents: quote.totalCents,
    });
  });

  it('approval with a part short of stock reserves what there is and the order waits for parts', async () => {
    const { id, token } = await diagnosing();
    const partId = await part(1);
    await send(id, { lines: [{ kind: 'part', partId, quantity: 3, unitPriceCents: 5000 }] }).expect(201);
    expect((await approve(token, 1).expect(200)).body.status).toBe('waiting_parts');
    const after = await order(id);
    expect(after.timeline.slice(-2).map((h) => h.to)).toEqual(['in_repair', 'waiting_parts']);
    expect(after.timeline.at(-1)!.note).toBe(`Waiting for 2 × Quote part ${partNo}`);
    expect(await balance(partId)).toEqual({ onHand: 1, reserved: 1 });
  });

  it('declining returns the device: the order goes ready (one ready e-mail) and nothing is reserved', async () => {
    const { id, token } = await diagnosing();
    const partId = await part(2);
    await send(id, { lines: [{ kind: 'part', partId, quantity: 1, unitPriceCents: 5000 }] }).expect(201);
    const page = (await decline(token, 1).expect(200)).body;
    expect(page).toMatchObject({ status: 'ready', quote: { status: 'declined' } });
    expect((await order(id)).timeline.at(-1)).toMatchObject({
      from: 'awaiting_approval',
      to: 'ready',
      by: 'customer',
    });
    expect(await balance(partId)).toEqual({ onHand: 2, reserved: 0 });
    await approve(token, 1).expect(409);
  });

  it('20 concurrent approvals of one version record one decision', async () => {
    const { id, token } = await diagnosing();
    const partId = await part(10);
    await send(id, { lines: [{ kind: 'part', partId, quantity: 1, unitPriceCents: 5000 }] }).expect(201);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 20 }, () => approve(token, 1)));
    const ms = Math.round(performance.now() - started);
    const statuses = answers.map((a) => a.status).sort();
    const [{ decisions }] = await t.dataSource.query(
      `SELECT count(*)::int AS decisions FROM repair_quotes WHERE repair_order_id = $1 AND status = 'approved'`,
      [id],
    );
    const moves = (await order(id)).timeline.filter((h) => h.to === 'in_repair');
    console.log(
      `quote approval race: 20 concurrent approvals -> ${statuses.filter((s) => s === 200).length} x 200, ` +
        `${statuses.filter((s) => s === 409).length} x 409, ${decisions} decision recorded, ` +
        `${moves.length} in_repair history row, reserved ${(await balance(partId)).reserved}, ${ms} ms`,
    );
    expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(decisions).toBe(1);
    expect(moves).toHaveLength(1);
    expect(await balance(partId)).toEqual({ onHand: 10, reserved: 1 });
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.message).toBe('This quote was already approved');
  });

  it('refuses a quote outside diagnosing/awaiting approval, unknown services and parts, and viewers', async () => {
    const { id: received } = await checkInWalkIn(t, editor, {
      customer: { name: 'Bo Peep', phone: '(555) 555-0199', email: 'bo@example.com' },
      deviceModelId: model.id,
      serviceTypeIds: [screen.id],
    });
    const line = { kind: 'service', serviceTypeId: screen.id, quantity: 1 };
    const refused = await send(received, { lines: [line] }).expect(409);
    expect(refused.body).toMatchObject({
      message: 'A quote cannot be sent for an order that is received',
      details: { currentStatus: 'received' },
    });
    expect((await quotes(received)).canSend).toBe(false);

    const { id } = await diagnosing();
    const unknown = '00000000-0000-4000-8000-000000000000';
    await send(id, { lines: [{ ...line, serviceTypeId: unknown }] }).expect(422);
    await send(id, { lines: [{ kind: 'part', partId: unknown, quantity: 1, unitPriceCents: 100 }] }).expect(
      422,
    );
    await send(id, { lines: [] }).expect(400);
    await send(id, { lines: [{ kind: 'labour', quantity: 1, unitPriceCents: 100 }] }).expect(400);
    // A labour line needs its price (a part's is its unit cost).
    await send(id, { lines: [{ kind: 'labour', description: 'Adhesive', quantity: 1 }] }).expect(400);
    await send(id, { lines: [{ kind: 'part', partId: unknown, quantity: 1 }] }).expect(422);
    await send(id, { lines: [{ ...line, quantity: 0 }] }).expect(400);
    await send(id, { lines: [line] }, viewer).expect(403);
    await request(t.http)
      .post(`/api/admin/repair-orders/${id}/quotes`)
      .send({ lines: [line] })
      .expect(401);
    await send(unknown, { lines: [line] }).expect(404);
    await get(`/api/admin/repair-orders/${unknown}/quotes`).expect(404);
    expect((await order(id)).status).toBe('diagnosing');

    const wrong = await approve('not-a-token', 1).expect(404);
    expect(wrong.body.message).toBe('Not found');
    await request(t.http).post(`/api/track/not-a-token/quote/approve`).send({ version: 'x' }).expect(400);
  });

  describe('an answer received by phone or in the shop, recorded by staff (issue 41)', () => {
    const record = (id: string, body: object, cookie = editor) =>
      post(`/api/admin/repair-orders/${id}/quotes/decision`, body, cookie);

    it('approval by phone moves the quote and the order as the customer’s own does, and keeps who, when and how', async () => {
      const { id, token } = await diagnosing();
      const partId = await part(5, 2000);
      const quote = (
        await send(id, {
          lines: [
            { kind: 'service', serviceTypeId: screen.id, quantity: 1 },
            { kind: 'part', partId, quantity: 1, unitPriceCents: 4500 },
          ],
        }).expect(201)
      ).body as Quote;
      t.clock.advance(60_000);
      const answered = (
        await record(id, {
          version: 1,
          decision: 'approved',
          channel: 'phone',
          note: '  Called at 12:01, go ahead  ',
        }).expect(200)
      ).body;
      const decidedAt = t.clock.now().toISOString();
      expect(answered.versions[0]).toMatchObject({
        version: 1,
        status: 'approved',
        decidedAt,
        decisionChannel: 'phone',
        decisionRecordedBy: 'editor',
        decisionNote: 'Called at 12:01, go ahead',
      });
      const after = await order(id);
      expect(after.status).toBe('in_repair');
      expect(after.timeline.at(-1)).toMatchObject({
        from: 'awaiting_approval',
        to: 'in_repair',
        by: 'editor',
        note: 'Quote version 1 approved by phone, recorded by editor',
      });
      // The same bill and reservation as the customer's own approval.
      expect(after.totalCostCents).toBe(quote.totalCents);
      expect(after.partsCostCents).toBe(4500);
      expect(await balance(partId)).toEqual({ onHand: 5, reserved: 1 });
      // The customer's page shows the approval; answering again is refused either way.
      expect((await track(token)).quote).toMatchObject({ status: 'approved' });
      await approve(token, 1).expect(409);
      await record(id, { version: 1, decision: 'declined', channel: 'in_shop' }).expect(409);
    });

    it('a decline in the shop returns the device; the customer’s own answer stays apart (channel customer, no recorder)', async () => {
      const shop = await diagnosing();
      await send(shop.id, { lines: [{ kind: 'service', serviceTypeId: screen.id, quantity: 1 }] }).expect(
        201,
      );
      const declined = (
        await record(shop.id, { version: 1, decision: 'declined', channel: 'in_shop' }).expect(200)
      ).body;
      expect(declined.versions[0]).toMatchObject({
        status: 'declined',
        decisionChannel: 'in_shop',
        decisionRecordedBy: 'editor',
        decisionNote: null,
      });
      expect((await order(shop.id)).timeline.at(-1)).toMatchObject({
        to: 'ready',
        by: 'editor',
        note: 'Quote version 1 declined in the shop, recorded by editor',
      });

      const online = await diagnosing();
      await send(online.id, { lines: [{ kind: 'service', serviceTypeId: screen.id, quantity: 1 }] }).expect(
        201,
      );
      await approve(online.token, 1).expect(200);
      expect((await quotes(online.id)).versions[0]).toMatchObject({
        status: 'approved',
        decisionChannel: 'customer',
        decisionRecordedBy: null,
        decisionNote: null,
      });
    });

    it('refuses a superseded, expired or unknown version, bad input and viewers; the database holds the rules', async () => {
      const { id } = await diagnosing();
      const line = { kind: 'service', serviceTypeId: screen.id, quantity: 1 };
      await send(id, { lines: [line] }).expect(201);
      await send(id, { lines: [line, line] }).expect(201);
      const old = await record(id, { version: 1, decision: 'approved', channel: 'phone' }).expect(409);
      expect(old.body.details).toEqual({ currentVersion: 2 });
      await record(id, { version: 3, decision: 'approved', channel: 'phone' }).expect(404);
      await record(id, { version: 2, decision: 'approved', channel: 'email' }).expect(400);
      await record(id, { version: 2, decision: 'maybe', channel: 'phone' }).expect(400);
      await record(id, { version: 2, decision: 'approved', channel: 'phone', note: 'x'.repeat(501) }).expect(
        400,
      );
      await record(id, { version: 2, decision: 'approved', channel: 'phone' }, viewer).expect(403);
      await record('00000000-0000-4000-8000-000000000000', {
        version: 1,
        decision: 'approved',
        channel: 'phone',
      }).expect(404);
      await at(new Date(Date.parse(t.clock.now().toISOString()) + 15 * DAY));
      await record(id, { version: 2, decision: 'approved', channel: 'phone' }).expect(410);
      expect((await order(id)).status).toBe('awaiting_approval');

      // The table refuses a staff channel with no recorder, a recorder or a note on the customer's own
      // answer, and a decision without a channel.
      const [{ id: quoteId }] = await t.dataSource.query(
        `SELECT id FROM repair_quotes WHERE repair_order_id = $1 AND version = 2`,
        [id],
      );
      const bad = [
        `status = 'approved', decided_at = now(), decision_channel = 'phone'`,
        `status = 'approved', decided_at = now(), decision_channel = 'customer', decision_recorded_by = 'editor'`,
        `status = 'approved', decided_at = now(), decision_channel = 'customer', decision_note = 'x'`,
        `status = 'approved', decided_at = now()`,
        `decision_channel = 'fax'`,
      ];
      for (const set of bad)
        await expect(
          t.dataSource.query(`UPDATE repair_quotes SET ${set} WHERE id = $1`, [quoteId]),
        ).rejects.toThrow(/violates check constraint/);
    });
  });
});
