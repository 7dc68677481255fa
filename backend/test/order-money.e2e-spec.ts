import request from 'supertest';
import { InventoryLedger } from '../src/inventory/inventory-ledger.js';
import { signIn } from './support/staff-session.js';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';
import { checkInWalkIn } from './support/walk-in.js';

const NOW = '2026-03-03T18:00:00.000Z';

/** Money on the order (workshop spec 1, issue 22): labour, parts and total in cents, the $10 discount once. */
describe(`money on the repair order (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let editor: string;
  let model: { id: string };
  let serviceId: string;

  const walkIn = async (email: string) =>
    (
      await checkInWalkIn<{ id: string; reference: string; laborCostCents: number }>(t, editor, {
        customer: { name: 'Grace Hopper', phone: '(555) 555-0177', email },
        deviceModelId: model.id,
        serviceTypeIds: [serviceId],
      })
    ).order;
  const claim = async (email: string): Promise<string> => {
    await request(t.http)
      .post('/api/customers')
      .send({
        firstName: 'Grace',
        lastName: 'Hopper',
        phone: '(555) 555-0177',
        email,
        deviceInfo: 'Discount signup via popup',
        discountClaimed: 'popup_10_off',
      })
      .expect(201);
    const [row] = await t.dataSource.query(`SELECT discount_code FROM customers WHERE email = $1`, [email]);
    return row.discount_code as string;
  };
  const redeem = (id: string, code: string) =>
    request(t.http).post(`/api/admin/repair-orders/${id}/discount`).set('Cookie', editor).send({ code });

  beforeAll(async () => {
    t = await createTestApp({ now: NOW, env: { RATE_LIMIT_CUSTOMERS: 'off' } });
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
    const matrix = (await request(t.http).get('/api/admin/pricing').set('Cookie', editor)).body;
    model = matrix.models.find((m: { slug: string }) => m.slug === 'iphone-15-pro');
    serviceId = matrix.services.find((s: { slug: string }) => s.slug === 'screen').id;
  });
  afterAll(() => t.close());

  it('labour + parts − the $10 discount, to the cent; the code once, and once per order', async () => {
    const code = await claim('grace@example.com');
    const order = await walkIn('grace@example.com');
    await redeem(order.id, 'NOTACODE').expect(400);
    const redeemed = await redeem(order.id, code.toLowerCase()).expect(200);
    expect(redeemed.body).toMatchObject({
      discountCents: 1000,
      totalCostCents: order.laborCostCents - 1000,
    });
    // Once per order, and the code is spent.
    await redeem(order.id, code).expect(409);
    const other = await walkIn('grace@example.com');
    await redeem(other.id, code).expect(400);
    // A code is the e-mail's own.
    const elsewhere = await walkIn('someone@example.com');
    await redeem(elsewhere.id, await claim('ada@example.com')).expect(400);

    // Parts used are the shop's spend (2 × $38.47), never added to what the customer pays.
    const [{ id: partId }] = await t.dataSource.query(
      `INSERT INTO inventory (part_name, slug, unit_price_cents) VALUES ('Money part', 'money-part', 3847) RETURNING id`,
    );
    const ledger = t.app.get(InventoryLedger);
    await ledger.receive(partId, 2, 'editor');
    await request(t.http)
      .post(`/api/admin/repair-orders/${order.id}/status`)
      .set('Cookie', editor)
      .send({ to: 'diagnosing' })
      .expect(200);
    const used = await request(t.http)
      .post(`/api/admin/repair-orders/${order.id}/parts/${partId}/use`)
      .set('Cookie', editor)
      .send({ quantity: 2 })
      .expect(200);
    expect(used.body).toMatchObject({
      laborCostCents: order.laborCostCents,
      partsCostCents: 0,
      discountCents: 1000,
      totalCostCents: order.laborCostCents - 1000,
      partsSpendCents: 7694,
      marginCents: order.laborCostCents - 1000 - 7694,
    });
  });
});
