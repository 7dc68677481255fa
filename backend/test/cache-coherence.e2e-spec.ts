import request from 'supertest';
import { AppointmentLifecycle } from '../src/appointments/appointment-lifecycle.js';
import { CacheCoherence } from '../src/common/cache-coherence/cache-coherence.service.js';
import { signIn } from './support/staff-session.js';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';

const DB = usingPostgres ? 'PostgreSQL' : 'PGlite';

interface PriceMap {
  pricing: Record<string, Record<string, { available: boolean; price: number }>>;
}
const priceOf = async (t: TestApp, device: string, service: string): Promise<number | undefined> =>
  ((await request(t.http).get('/api/pricing/all').expect(200)).body as PriceMap).pricing[device]?.[service]
    ?.price;
const modelIds = async (t: TestApp): Promise<string[]> =>
  ((await request(t.http).get('/api/catalogue').expect(200)).body as { models: { id: string }[] }).models.map(
    (m) => m.id,
  );

/** Polls `read` until it answers `expected`; the milliseconds it took (fails past `withinMs`). */
async function servedWithin<T>(read: () => Promise<T>, expected: T, withinMs = 1000): Promise<number> {
  const start = Date.now();
  for (;;) {
    const seen = await read();
    if (JSON.stringify(seen) === JSON.stringify(expected)) return Date.now() - start;
    if (Date.now() - start > withinMs) throw new Error(`still ${JSON.stringify(seen)} after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe(`caches follow committed changes, whoever makes them (${DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await servedWithin(async () => t.app.get(CacheCoherence).listening, true);
  });
  afterAll(() => t?.close());

  it('a price and a retired model written straight to the database are served within a second', async () => {
    const before = await priceOf(t, 'iphone-13', 'battery');
    expect(before).toBeDefined(); // cached now
    await t.dataSource.query(
      `UPDATE retail_prices p SET price_cents = price_cents + 100 FROM device_models d, service_types s
        WHERE d.id = p.device_model_id AND s.id = p.service_type_id AND d.slug = 'iphone-13' AND s.slug = 'battery'`,
    );
    await servedWithin(() => priceOf(t, 'iphone-13', 'battery'), before! + 1);

    expect(await modelIds(t)).toContain('iphone-13');
    await t.dataSource.query(`UPDATE device_models SET retired_at = now() WHERE slug = 'iphone-13'`);
    await servedWithin(async () => (await modelIds(t)).includes('iphone-13'), false);
    expect(await priceOf(t, 'iphone-13', 'battery')).toBeUndefined();
  });

  it('the status transitions table: a rule removed and restored is followed within a second', async () => {
    const lifecycle = t.app.get(AppointmentLifecycle);
    const hasNoShow = async () =>
      (await lifecycle.rules()).some((r) => r.from === 'confirmed' && r.to === 'no_show');
    expect(await hasNoShow()).toBe(true);
    const which = `from_status = 'confirmed' AND to_status = 'no_show'`;
    const [rule] = await t.dataSource.query(`SELECT * FROM appointment_status_transitions WHERE ${which}`);
    await t.dataSource.query(`DELETE FROM appointment_status_transitions WHERE ${which}`);
    await servedWithin(hasNoShow, false);
    await t.dataSource.query(
      `INSERT INTO appointment_status_transitions SELECT * FROM json_populate_record(null::appointment_status_transitions, $1)`,
      [JSON.stringify(rule)],
    );
    await servedWithin(hasNoShow, true);
  });

  it('a rolled-back change drops nothing it should not and shows nothing', async () => {
    const before = await priceOf(t, 'iphone-14', 'battery');
    await t.dataSource
      .transaction(async (db) => {
        await db.query(`UPDATE retail_prices SET price_cents = 1`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await priceOf(t, 'iphone-14', 'battery')).toBe(before);
  });
});

/**
 * Two instances of the app on one PostgreSQL database: what one changes, the other serves within a
 * second; when an instance's listening connection is killed, it drops its caches, listens again and
 * serves what changed meanwhile. (On PGlite there is one process by design.)
 */
(usingPostgres ? describe : describe.skip)('two instances on one database: caches (PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  let editor: string;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ database: a.database });
    for (const t of [a, b]) await servedWithin(async () => t.app.get(CacheCoherence).listening, true);
    editor = await signIn(a.http, 'editor', DEMO_PASSWORDS.editor);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const cellOf = async (device: string, service: string) => {
    const m = (await request(a.http).get('/api/admin/pricing').set('Cookie', editor).expect(200)).body as {
      models: { id: string; slug: string }[];
      services: { id: string; slug: string }[];
    };
    return {
      deviceModelId: m.models.find((x) => x.slug === device)!.id,
      serviceTypeId: m.services.find((x) => x.slug === service)!.id,
    };
  };
  const savePrice = async (device: string, service: string, price: number) =>
    request(a.http)
      .post('/api/admin/pricing')
      .set('Cookie', editor)
      .send({ prices: [{ ...(await cellOf(device, service)), price }] })
      .expect(200);

  it('a price saved and a model retired through one are served by the other within a second', async () => {
    expect(await priceOf(b, 'iphone-15', 'screen')).toBeDefined(); // B has it cached
    await savePrice('iphone-15', 'screen', 321);
    await servedWithin(() => priceOf(b, 'iphone-15', 'screen'), 321);

    const list = (await request(a.http).get('/api/admin/device-models').set('Cookie', editor).expect(200))
      .body as { items: { id: string; slug: string }[] };
    const model = list.items.find((m) => m.slug === 'iphone-15')!;
    expect(await modelIds(b)).toContain('iphone-15');
    await request(a.http)
      .post(`/api/admin/device-models/${model.id}/retire`)
      .set('Cookie', editor)
      .expect(200);
    await servedWithin(async () => (await modelIds(b)).includes('iphone-15'), false);
    await request(a.http)
      .post(`/api/admin/device-models/${model.id}/unretire`)
      .set('Cookie', editor)
      .expect(200);
    await servedWithin(async () => (await modelIds(b)).includes('iphone-15'), true);
  });

  it('a killed listening connection: caches dropped, listening again, what changed meanwhile served', async () => {
    expect(await priceOf(b, 'iphone-15', 'battery')).toBeDefined();
    const [{ killed }] = await a.dataSource.query(
      `SELECT count(pg_terminate_backend(pid))::int AS killed FROM pg_stat_activity
        WHERE datname = current_database() AND application_name LIKE 'shop-backend % listener'`,
    );
    expect(killed).toBe(2); // both instances' (they share this process)
    await savePrice('iphone-15', 'battery', 123);
    await servedWithin(() => priceOf(b, 'iphone-15', 'battery'), 123);
    await servedWithin(async () => b.app.get(CacheCoherence).listening, true);
    await savePrice('iphone-15', 'battery', 124);
    await servedWithin(() => priceOf(b, 'iphone-15', 'battery'), 124);
  });
});
