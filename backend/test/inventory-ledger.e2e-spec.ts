import request from 'supertest';
import { Db } from '../src/common/database/db.js';
import { InventoryLedger, type ShortfallPolicy } from '../src/inventory/inventory-ledger.js';
import { OrderParts } from '../src/workshop/order-parts.js';
import { signIn } from './support/staff-session.js';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';
import { checkInWalkIn } from './support/walk-in.js';

const NOW = '2026-03-03T18:00:00.000Z';

/** A small deterministic generator (mulberry32), so a failing run can be replayed from its seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe(`parts ledger (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let editor: string;
  let ledger: InventoryLedger;
  /** The parts of an order: locked, in a state that takes parts, their cost added to its parts spend. */
  let orderParts: OrderParts;
  let db: Db;
  let model: { id: string };
  let serviceId: string;
  let partNo = 0;

  const walkIn = async (status: 'received' | 'diagnosing' = 'diagnosing'): Promise<string> => {
    const { id } = await checkInWalkIn(t, editor, { deviceModelId: model.id, serviceTypeIds: [serviceId] });
    if (status === 'diagnosing')
      await request(t.http)
        .post(`/api/admin/repair-orders/${id}/status`)
        .set('Cookie', editor)
        .send({ to: 'diagnosing' })
        .expect(200);
    return id;
  };
  /** A new part with `stock` received, at `unitCents` each. */
  const part = async (stock: number, unitCents = 2500): Promise<string> => {
    partNo += 1;
    const [{ id }] = (await t.dataSource.query(
      `INSERT INTO inventory (part_name, slug, unit_price_cents, reorder_level) VALUES ($1, $2, $3, 2) RETURNING id`,
      [`Test part ${partNo}`, `test-part-${partNo}`, unitCents],
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
  const status = (e: unknown) => (e as { getStatus?: () => number }).getStatus?.();

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
    const matrix = (await request(t.http).get('/api/admin/pricing').set('Cookie', editor)).body;
    model = matrix.models.find((m: { slug: string }) => m.slug === 'iphone-15-pro');
    serviceId = matrix.services.find((s: { slug: string }) => s.slug === 'screen').id;
    ledger = t.app.get(InventoryLedger);
    orderParts = t.app.get(OrderParts);
    db = t.app.get(Db);
  });
  afterAll(() => t.close());

  it('20 concurrent reservations against 5 in stock: exactly 5 succeed, the others are 409s', async () => {
    const id = await part(5);
    const orders = await Promise.all(Array.from({ length: 20 }, () => walkIn('received')));
    const results = await Promise.allSettled(
      orders.map((orderId) => ledger.reserveForOrder(orderId, [{ partId: id, quantity: 1 }])),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected' && status(r.reason) === 409).length;
    expect({ ok, refused }).toEqual({ ok: 5, refused: 15 });
    expect(await balance(id)).toEqual({ onHand: 5, reserved: 5 });
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM inventory_movements WHERE part_id = $1 AND kind = 'reserved'`,
      [id],
    );
    expect(n).toBe(5);
  });

  it('the database refuses what the ledger would refuse, and the ledger cannot be rewritten', async () => {
    const id = await part(1);
    const orderId = await walkIn();
    await expect(
      t.dataSource.query(
        `INSERT INTO inventory_movements (part_id, kind, on_hand_delta, reserved_delta, repair_order_id, created_at)
         VALUES ($1, 'reserved', 0, 2, $2, now())`,
        [id, orderId],
      ),
    ).rejects.toMatchObject({ driverError: { code: '23514', constraint: 'ck_inventory_available' } });
    await expect(
      t.dataSource.query(
        `INSERT INTO inventory_movements (part_id, kind, on_hand_delta, reserved_delta, created_at) VALUES ($1, 'adjusted', -1, 0, now())`,
        [id],
      ),
    ).rejects.toMatchObject({ driverError: { code: '23514', constraint: 'ck_inventory_movements_shape' } });
    await expect(
      t.dataSource.query(`DELETE FROM inventory_movements WHERE part_id = $1`, [id]),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.dataSource.query(`UPDATE inventory SET quantity = -1 WHERE id = $1`, [id]),
    ).rejects.toThrow();
    expect(await balance(id)).toEqual({ onHand: 1, reserved: 0 });
  });

  it("consuming takes the reservation first and adds unit cost x quantity to the order's parts spend (never to its charges)", async () => {
    const id = await part(3, 4599);
    const orderId = await walkIn();
    await ledger.reserveForOrder(orderId, [{ partId: id, quantity: 2 }]);
    await expect(orderParts.consume(orderId, id, 3, null)).resolves.toEqual({ costCents: 13797 });
    expect(await balance(id)).toEqual({ onHand: 0, reserved: 0 });
    const [order] = await t.dataSource.query(
      `SELECT labor_cost_cents, parts_cost_cents, parts_spend_cents, total_cost_cents FROM repair_orders WHERE id = $1`,
      [orderId],
    );
    expect(order.parts_spend_cents).toBe(13797);
    expect(order.parts_cost_cents).toBe(0);
    expect(order.total_cost_cents).toBe(order.labor_cost_cents);
    await expect(orderParts.consume(orderId, id, 1, null)).rejects.toMatchObject({ status: 409 });
  });

  it('a cancelled order gives its reserved parts back (through the life cycle, in its transaction)', async () => {
    const id = await part(4);
    const orderId = await walkIn();
    await ledger.reserveForOrder(orderId, [{ partId: id, quantity: 3 }]);
    expect(await balance(id)).toEqual({ onHand: 4, reserved: 3 });
    await request(t.http)
      .post(`/api/admin/repair-orders/${orderId}/status`)
      .set('Cookie', editor)
      .send({ to: 'cancelled' })
      .expect(200);
    expect(await balance(id)).toEqual({ onHand: 4, reserved: 0 });
    const kinds = await t.dataSource.query(
      `SELECT kind, reserved_delta, created_by FROM inventory_movements WHERE repair_order_id = $1 ORDER BY seq`,
      [orderId],
    );
    expect(kinds).toEqual([
      { kind: 'reserved', reserved_delta: 3, created_by: null },
      { kind: 'released', reserved_delta: -3, created_by: 'editor' },
    ]);
    await expect(orderParts.consume(orderId, id, 1, null)).rejects.toMatchObject({ status: 409 });
  });

  it('a delivery fills the shortfalls of waiting orders, oldest first, and says which can resume', async () => {
    const id = await part(1);
    const first = await walkIn();
    const second = await walkIn();
    const r1 = await ledger.reserveForOrder(first, [{ partId: id, quantity: 3 }], { shortfall: 'wait' });
    expect(r1).toMatchObject([{ requested: 3, reserved: 1, short: 2 }]);
    await ledger.reserveForOrder(second, [{ partId: id, quantity: 1 }], { shortfall: 'wait' });
    for (const orderId of [first, second])
      for (const to of ['in_repair', 'waiting_parts'])
        await request(t.http)
          .post(`/api/admin/repair-orders/${orderId}/status`)
          .set('Cookie', editor)
          .send({ to })
          .expect(200);
    const waiting = await ledger.receive(id, 2, 'editor', 'Delivery 1');
    expect(waiting).toEqual([
      expect.objectContaining({ orderId: first, reservedNow: 2, stillShort: 0, canResume: true }),
      expect.objectContaining({ orderId: second, reservedNow: 0, stillShort: 1, canResume: false }),
    ]);
    expect(await balance(id)).toEqual({ onHand: 3, reserved: 3 });
  });

  it('1,000 random ledger operations: on hand and reserved are the sums of the movements, nothing negative', async () => {
    const seed = Number(process.env.LEDGER_SEED ?? 22);
    const next = random(seed);
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)];
    const parts = await Promise.all([part(3, 1000), part(0, 1999), part(8, 250)]);
    const orders = await Promise.all(Array.from({ length: 5 }, () => walkIn()));
    const counts: Record<string, { ok: number; refused: number }> = {};
    const started = Date.now();
    for (let i = 0; i < 1000; i++) {
      const p = pick(parts);
      const o = pick(orders);
      const q = 1 + Math.floor(next() * 4);
      const op = pick([
        'receive',
        'reserve',
        'reserve-wait',
        'release',
        'consume',
        'adjust-up',
        'adjust-down',
      ]);
      counts[op] ??= { ok: 0, refused: 0 };
      try {
        await db.transaction(async () => {
          if (op === 'receive') await ledger.receive(p, q, 'editor');
          else if (op === 'reserve' || op === 'reserve-wait') {
            const shortfall: ShortfallPolicy = op === 'reserve' ? 'refuse' : 'wait';
            await ledger.reserveForOrder(o, [{ partId: p, quantity: q }], { shortfall });
          } else if (op === 'release') await ledger.releaseForOrder(o, 'editor');
          else if (op === 'consume') await orderParts.consume(o, p, q, 'editor');
          else await ledger.adjust(p, op === 'adjust-up' ? q : -q, 'Stock take', 'editor');
        });
        counts[op].ok += 1;
      } catch (error) {
        if (status(error) !== 409) throw error;
        counts[op].refused += 1;
      }
    }
    const elapsed = Date.now() - started;
    const rows = (await t.dataSource.query(
      `SELECT i.id, i.quantity, i.reserved,
              (SELECT coalesce(sum(on_hand_delta), 0)::int FROM inventory_movements m WHERE m.part_id = i.id) AS on_hand_sum,
              (SELECT coalesce(sum(reserved_delta), 0)::int FROM inventory_movements m WHERE m.part_id = i.id) AS reserved_sum,
              (SELECT coalesce(sum(quantity), 0)::int FROM inventory_reservations r WHERE r.part_id = i.id) AS held,
              (SELECT coalesce(min(quantity), 0)::int FROM inventory_reservations r WHERE r.part_id = i.id) AS min_held
         FROM inventory i WHERE i.id = ANY($1::uuid[])`,
      [parts],
    )) as Record<string, number>[];
    for (const r of rows) {
      expect(r.quantity).toBe(r.on_hand_sum);
      expect(r.reserved).toBe(r.reserved_sum);
      expect(r.reserved).toBe(r.held);
      expect(r.quantity).toBeGreaterThanOrEqual(r.reserved);
      expect(r.reserved).toBeGreaterThanOrEqual(0);
      expect(r.min_held).toBeGreaterThanOrEqual(0);
    }
    const costs = (await t.dataSource.query(
      `SELECT o.parts_spend_cents AS cost,
              (SELECT coalesce(sum(-m.on_hand_delta * m.unit_cost_cents), 0)::int FROM inventory_movements m
                WHERE m.repair_order_id = o.id AND m.kind = 'consumed') AS consumed
         FROM repair_orders o WHERE o.id = ANY($1::uuid[])`,
      [orders],
    )) as { cost: number; consumed: number }[];
    for (const c of costs) expect(c.cost).toBe(c.consumed);
    // Every kind of operation both happened and was refused at times: the test covers the edges.
    for (const op of ['reserve', 'consume', 'adjust-down']) expect(counts[op].refused).toBeGreaterThan(0);
    for (const op of Object.keys(counts)) expect(counts[op].ok).toBeGreaterThan(0);
    console.log(
      `ledger property (seed ${seed}, ${usingPostgres ? 'PostgreSQL' : 'PGlite'}): 1000 operations in ${elapsed} ms; ` +
        JSON.stringify(counts) +
        '; balances ' +
        JSON.stringify(rows.map((r) => ({ onHand: r.quantity, reserved: r.reserved }))),
    );
  });
});
