import request from 'supertest';
import { signIn } from './support/staff-session.js';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';
import { checkInWalkIn } from './support/walk-in.js';

const NOW = '2026-03-03T18:00:00.000Z';

interface Part {
  id: string;
  name: string;
  onHand: number;
  reserved: number;
  available: number;
  lowStock: boolean;
  unitCost: number;
}

describe(`inventory over HTTP (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let viewer: string;
  let editor: string;
  let model: { id: string };
  let serviceId: string;

  const post = (path: string, body: object, cookie = editor) =>
    request(t.http).post(path).set('Cookie', cookie).send(body);
  const get = (path: string, cookie = viewer) => request(t.http).get(path).set('Cookie', cookie);
  const walkIn = async () =>
    (
      await checkInWalkIn<{ id: string; reference: string; laborCostCents: number }>(t, editor, {
        deviceModelId: model.id,
        serviceTypeIds: [serviceId],
      })
    ).order;
  const move = (id: string, to: string) => post(`/api/admin/repair-orders/${id}/status`, { to }).expect(200);

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
    const matrix = (await get('/api/admin/pricing', editor)).body;
    model = matrix.models.find((m: { slug: string }) => m.slug === 'iphone-15-pro');
    serviceId = matrix.services.find((s: { slug: string }) => s.slug === 'screen').id;
  });
  afterAll(() => t.close());

  it('editors add parts with no stock; viewers read and may not change; names are unique', async () => {
    const created = await post('/api/admin/inventory', {
      name: '  iPhone 15 Pro screen  ',
      deviceModelId: model.id,
      partType: 'screen',
      supplier: 'Mobilesentrix',
      unitCost: 89.99,
      reorderLevel: 2,
    }).expect(201);
    expect(created.body).toMatchObject({
      name: 'iPhone 15 Pro screen',
      slug: 'iphone-15-pro-screen',
      deviceModelId: model.id,
      deviceModelName: 'iPhone 15 Pro',
      partType: 'screen',
      supplier: 'Mobilesentrix',
      unitCost: 89.99,
      onHand: 0,
      reserved: 0,
      available: 0,
      lowStock: true,
      lastRestockedAt: null,
    });
    await post('/api/admin/inventory', { name: 'iPhone 15 Pro screen', slug: 'another-screen', unitCost: 1 })
      .expect(409)
      .expect((res) => expect(res.body.errors).toEqual([{ field: 'name', message: expect.any(String) }]));
    await post('/api/admin/inventory', { name: 'Battery', unitCost: 1 }, viewer).expect(403);
    await post('/api/admin/inventory', { name: 'Battery', unitCost: 1.001 }).expect(400);
    // Stock is not a field of a part: it is ignored by the edit (whitelist) or refused.
    const patched = await request(t.http)
      .patch(`/api/admin/inventory/${created.body.id}`)
      .set('Cookie', editor)
      .send({ unitCost: 91.5, supplier: '', partType: '  glass  ' });
    expect(patched.status).toBe(200);
    // The details are trimmed, and empty clears one, on an edit as on a new part.
    expect(patched.body).toMatchObject({
      unitCost: 91.5,
      onHand: 0,
      deviceModelId: model.id,
      deviceModelName: 'iPhone 15 Pro',
      partType: 'glass',
      supplier: null,
    });
    await request(t.http)
      .patch(`/api/admin/inventory/${created.body.id}`)
      .set('Cookie', editor)
      .send({ supplier: 'x'.repeat(81) })
      .expect(400)
      .expect((res) => expect(res.body.errors).toEqual([{ field: 'supplier', message: expect.any(String) }]));
    // A part names its model from the catalogue (issue 39 item 3): an id of nothing is refused; null: any device.
    const unknownModel = '00000000-0000-4000-8000-000000000000';
    await post('/api/admin/inventory', { name: 'Ghost screen', deviceModelId: unknownModel, unitCost: 1 })
      .expect(400)
      .expect((res) =>
        expect(res.body.errors).toEqual([
          { field: 'deviceModelId', message: 'No device model of the catalogue has this id' },
        ]),
      );
    await request(t.http)
      .patch(`/api/admin/inventory/${created.body.id}`)
      .set('Cookie', editor)
      .send({ deviceModelId: unknownModel })
      .expect(400);
    await post('/api/admin/inventory', { name: 'Ghost screen', deviceModelId: 'iPhone 15 Pro', unitCost: 1 })
      .expect(400)
      .expect((res) =>
        expect(res.body.errors).toEqual([{ field: 'deviceModelId', message: expect.any(String) }]),
      );
    const anyDevice = await request(t.http)
      .patch(`/api/admin/inventory/${created.body.id}`)
      .set('Cookie', editor)
      .send({ deviceModelId: null })
      .expect(200);
    expect(anyDevice.body).toMatchObject({ deviceModelId: null, deviceModelName: null });
    const back = await request(t.http)
      .patch(`/api/admin/inventory/${created.body.id}`)
      .set('Cookie', editor)
      .send({ deviceModelId: model.id })
      .expect(200);
    expect(back.body).toMatchObject({ deviceModelId: model.id, deviceModelName: 'iPhone 15 Pro' });
    const list = (await get('/api/admin/inventory').expect(200)).body as { items: Part[] };
    expect(list.items.map((p) => p.name)).toContain('iPhone 15 Pro screen');
    expect(list.items.find((p) => p.name === 'iPhone 15 Pro screen')).toMatchObject({
      deviceModelName: 'iPhone 15 Pro',
    });
    await request(t.http).get('/api/admin/inventory').expect(401);
  });

  it('a delivery, an adjustment with its reason, the ledger, and the low-stock flag', async () => {
    const part = (
      await post('/api/admin/inventory', { name: 'Galaxy S24 battery', unitCost: 19.5, reorderLevel: 2 })
    ).body as Part;
    const delivered = await post(`/api/admin/inventory/${part.id}/deliveries`, {
      quantity: 4,
      note: 'Invoice 7',
    }).expect(200);
    expect(delivered.body).toMatchObject({
      part: { onHand: 4, available: 4, lowStock: false, lastRestockedAt: NOW },
      waitingOrders: [],
    });
    await post(`/api/admin/inventory/${part.id}/deliveries`, { quantity: 1 }, viewer).expect(403);
    await post(`/api/admin/inventory/${part.id}/adjustments`, { change: -1, reason: '' }).expect(400);
    await post(`/api/admin/inventory/${part.id}/adjustments`, { change: 0, reason: 'x' }).expect(400);
    const adjusted = await post(`/api/admin/inventory/${part.id}/adjustments`, {
      change: -2,
      reason: 'Swollen cells',
    }).expect(200);
    expect(adjusted.body).toMatchObject({ onHand: 2, available: 2, lowStock: true });
    await post(`/api/admin/inventory/${part.id}/adjustments`, { change: -3, reason: 'Stock take' }).expect(
      409,
    );
    const ledger = (await get(`/api/admin/inventory/${part.id}/movements`).expect(200)).body;
    expect(ledger.items).toEqual([
      expect.objectContaining({ kind: 'adjusted', onHandChange: -2, reason: 'Swollen cells', by: 'editor' }),
      expect.objectContaining({
        kind: 'received',
        onHandChange: 4,
        reason: 'Invoice 7',
        by: 'editor',
        at: NOW,
      }),
    ]);
    await get('/api/admin/inventory/00000000-0000-4000-8000-000000000000/movements').expect(404);
  });

  it("an order's parts: held, waited for, delivered, used; the money follows to the cent", async () => {
    const part = (await post('/api/admin/inventory', { name: 'Pixel 8 screen', unitCost: 45.25 }))
      .body as Part;
    await post(`/api/admin/inventory/${part.id}/deliveries`, { quantity: 1 }).expect(200);
    const order = await walkIn();
    await move(order.id, 'diagnosing');
    const held = await post(`/api/admin/repair-orders/${order.id}/parts`, {
      partId: part.id,
      quantity: 2,
    }).expect(200);
    expect(held.body.items).toEqual([
      expect.objectContaining({ partId: part.id, reserved: 1, short: 1, used: 0, unitCostCents: 4525 }),
    ]);
    await post(`/api/admin/repair-orders/${order.id}/parts`, { partId: part.id, quantity: 1 }, viewer).expect(
      403,
    );
    // Repaired as agreed at check-in (no quote needed: awaiting_approval is for a sent quote).
    for (const to of ['in_repair', 'waiting_parts']) await move(order.id, to);
    const delivery = await post(`/api/admin/inventory/${part.id}/deliveries`, { quantity: 3 }).expect(200);
    expect(delivery.body.waitingOrders).toEqual([
      { orderId: order.id, reference: order.reference, reservedNow: 1, stillShort: 0, canResume: true },
    ]);
    expect(delivery.body.part).toMatchObject({ onHand: 4, reserved: 2, available: 2 });
    await move(order.id, 'in_repair');
    const used = await post(`/api/admin/repair-orders/${order.id}/parts/${part.id}/use`, {
      quantity: 2,
    }).expect(200);
    // The parts used are the shop's spend, apart from what the customer pays (the one bill).
    expect(used.body).toEqual({
      items: [expect.objectContaining({ reserved: 0, short: 0, used: 2, usedCostCents: 9050 })],
      partsCostCents: 0,
      laborCostCents: order.laborCostCents,
      discountCents: 0,
      totalCostCents: order.laborCostCents,
      creditedCents: 0,
      partsSpendCents: 9050,
      marginCents: order.laborCostCents - 9050,
    });
    const detail = (await get(`/api/admin/repair-orders/${order.id}`)).body;
    expect(detail).toMatchObject({
      partsCostCents: 0,
      totalCostCents: order.laborCostCents,
      partsSpendCents: 9050,
    });
    await post(`/api/admin/repair-orders/${order.id}/parts/${part.id}/use`, { quantity: 3 }).expect(409);
    await get(`/api/admin/repair-orders/00000000-0000-4000-8000-000000000000/parts`).expect(404);
  });

  it("a part's page (issue 32 item 5): the part by id, its ledger a page at a time, newest first; a retired part leaves the pick list and keeps its history", async () => {
    const part = (await post('/api/admin/inventory', { name: 'Pixel 7 battery', unitCost: 12 })).body as Part;
    expect((await get(`/api/admin/inventory/${part.id}`).expect(200)).body).toMatchObject({
      id: part.id,
      name: 'Pixel 7 battery',
      onHand: 0,
    });
    await get('/api/admin/inventory/00000000-0000-4000-8000-000000000000').expect(404);
    await request(t.http).get(`/api/admin/inventory/${part.id}`).expect(401);
    // 27 deliveries of 1 to 27 units: page 1 holds the latest 25, page 2 the first 2.
    for (let n = 1; n <= 27; n++)
      await post(`/api/admin/inventory/${part.id}/deliveries`, { quantity: n, note: `Invoice ${n}` }).expect(
        200,
      );
    const first = (await get(`/api/admin/inventory/${part.id}/movements`).expect(200)).body;
    expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    expect(first.items).toHaveLength(25);
    expect(first.items[0]).toMatchObject({ kind: 'received', onHandChange: 27, reason: 'Invoice 27' });
    const second = (await get(`/api/admin/inventory/${part.id}/movements?page=2`).expect(200)).body;
    expect(second.items.map((m: { onHandChange: number }) => m.onHandChange)).toEqual([2, 1]);
    await get(`/api/admin/inventory/${part.id}/movements?page=0`).expect(400);
    await get(`/api/admin/inventory/${part.id}/movements?pageSize=101`).expect(400);

    // Held for one order, then retired: no new order may reserve it; the first keeps its hold.
    const order = await walkIn();
    await move(order.id, 'diagnosing');
    await post(`/api/admin/repair-orders/${order.id}/parts`, { partId: part.id, quantity: 2 }).expect(200);
    await post(`/api/admin/inventory/${part.id}/retire`, {}).expect(200);
    const other = await walkIn();
    const refused = await post(`/api/admin/repair-orders/${other.id}/parts`, {
      partId: part.id,
      quantity: 1,
    }).expect(409);
    expect(refused.body.message).toBe('Pixel 7 battery is retired: it can no longer be reserved');
    expect((await get(`/api/admin/repair-orders/${other.id}/parts`)).body.items).toEqual([]);
    expect((await get(`/api/admin/repair-orders/${order.id}/parts`)).body.items).toEqual([
      expect.objectContaining({ partId: part.id, reserved: 2 }),
    ]);
    const history = (await get(`/api/admin/inventory/${part.id}/movements`)).body;
    expect(history.total).toBe(28);
    expect(history.items[0]).toMatchObject({
      kind: 'reserved',
      reservedChange: 2,
      orderId: order.id,
      orderReference: order.reference,
    });
    expect((await get(`/api/admin/inventory/${part.id}`)).body.retiredAt).not.toBeNull();
  });

  it('imports parts from CSV: a dry run changes nothing, the import adds and updates, a bad line names itself', async () => {
    await post('/api/admin/inventory', { name: 'Moto G battery', unitCost: 9, reorderLevel: 1 }).expect(201);
    const csv = [
      'name,device_model,part_type,supplier,unit_cost,reorder_level',
      'Moto G battery,,battery,Acme,9.50,1',
      '"Galaxy S24 screen, OLED",  galaxy  s24 ,screen,Acme,$61.20,2',
      '',
    ].join('\r\n');
    const dry = await post('/api/admin/inventory/import', { csv, dryRun: true }).expect(200);
    expect(dry.body).toEqual({
      dryRun: true,
      changes: [
        {
          line: 2,
          name: 'Moto G battery',
          action: 'update',
          fields: ['partType', 'supplier', 'unitCost'],
        },
        { line: 3, name: 'Galaxy S24 screen, OLED', action: 'add', fields: [] },
      ],
      unchanged: 0,
    });
    let items = (await get('/api/admin/inventory')).body.items as Part[];
    expect(items.find((p) => p.name === 'Galaxy S24 screen, OLED')).toBeUndefined();
    await post('/api/admin/inventory/import', { csv, dryRun: false }, viewer).expect(403);
    await post('/api/admin/inventory/import', { csv, dryRun: false }).expect(200);
    items = (await get('/api/admin/inventory')).body.items as Part[];
    expect(items.find((p) => p.name === 'Galaxy S24 screen, OLED')).toMatchObject({
      deviceModelName: 'Galaxy S24',
      unitCost: 61.2,
      onHand: 0,
    });
    expect(items.find((p) => p.name === 'Moto G battery')).toMatchObject({ unitCost: 9.5 });
    const again = await post('/api/admin/inventory/import', { csv, dryRun: true }).expect(200);
    expect(again.body).toMatchObject({ changes: [], unchanged: 2 });
    const bad = await post('/api/admin/inventory/import', {
      csv: 'name,unit_cost\nA part,12.345\n',
      dryRun: true,
    }).expect(400);
    expect(bad.body.message).toBe('Line 2: the unit cost can have at most 2 decimals');
    await post('/api/admin/inventory/import', { csv: 'name,price\nA,1\n', dryRun: true }).expect(400);
    // A device model the catalogue does not have is refused in the preview already, naming its line.
    const unknown = await post('/api/admin/inventory/import', {
      csv: 'name,device_model,unit_cost\nMoto G battery,Moto G,9.50\n',
      dryRun: true,
    }).expect(400);
    expect(unknown.body.message).toBe(
      'Line 2: no device model of the catalogue is named Moto G (leave it empty for a part that fits any device)',
    );
    expect(unknown.body.errors).toEqual([{ field: 'csv', message: unknown.body.message }]);
  });
});
