import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('the app on a fresh database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers liveness and readiness', async () => {
    await request(t.http).get('/api/health').expect(200, { status: 'ok', info: {}, error: {}, details: {} });
    const ready = await request(t.http).get('/api/health/ready').expect(200);
    expect(ready.body.info.database.status).toBe('up');
  });

  it('serves the seeded repair catalogue with the spec example prices', async () => {
    const res = await request(t.http).get('/api/catalogue').expect(200);
    const { categories, models, services } = res.body;
    expect(categories.map((c: { id: string }) => c.id)).toEqual([
      'iphone',
      'android',
      'tablet',
      'gaming',
      'laptop',
      'other',
    ]);
    const price = (name: string) => models.find((m: { name: string }) => m.name === name)?.basePrice;
    expect(price('iPhone SE2')).toBe(99);
    expect(price('iPhone 17 Pro Max')).toBe(399);
    expect(price('Galaxy S20 FE')).toBe(109);
    expect(price('Galaxy S25 Ultra')).toBe(299);
    expect(price('MacBook Pro 16')).toBe(399);
    expect(price('PlayStation 5')).toBe(199);
    expect(price('AirPods Pro')).toBe(89);
    expect(models.filter((m: { category: string }) => m.category === 'iphone').length).toBeGreaterThanOrEqual(
      28,
    );
    expect(
      models.filter((m: { name: string }) => m.name.startsWith('Galaxy S')).length,
    ).toBeGreaterThanOrEqual(18);
    expect(services.map((s: { id: string }) => s.id)).toEqual([
      'screen',
      'back-glass',
      'charging-port',
      'battery',
      'camera',
      'water-damage',
      'power-volume-flex',
      'speaker-microphone',
      'diagnostic',
    ]);
    expect(services.find((s: { id: string }) => s.id === 'water-damage').name).toBe('Water Treatment');
  });

  it('serves the booking rules once: the wizard brands and each service type’s durations (spec 9)', async () => {
    const { body } = await request(t.http).get('/api/catalogue').expect(200);
    expect(body.bookingBrands).toEqual([
      { name: 'Apple', bookable: true, categories: ['iphone'] },
      { name: 'Samsung', bookable: true, categories: ['android'] },
      { name: 'Google', bookable: true, categories: ['android'] },
      { name: 'Motorola', bookable: false, categories: ['android'] },
    ]);
    const service = (id: string) => body.services.find((s: { id: string }) => s.id === id);
    expect(service('water-damage')).toMatchObject({ durationMinutes: 1440, categoryDurations: [] });
    expect(service('screen')).toMatchObject({
      durationMinutes: 60,
      categoryDurations: [{ category: 'iphone', minutes: 20 }],
    });
    expect(service('battery')).toMatchObject({ durationMinutes: 60, categoryDurations: [] });
  });

  it('marks the iPhone 17 models as not bookable yet', async () => {
    const res = await request(t.http).get('/api/catalogue').expect(200);
    const iphone17 = res.body.models.filter((m: { name: string }) => m.name.startsWith('iPhone 17'));
    expect(iphone17).toHaveLength(4);
    expect(iphone17.every((m: { bookable: boolean }) => !m.bookable)).toBe(true);
  });

  it('answers unknown API paths, bad JSON and oversized bodies in the one error shape', async () => {
    const missing = await request(t.http).get('/api/nothing-here').expect(404);
    expect(missing.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Cannot GET /api/nothing-here',
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    // A path no route answers reads no body at all.
    await request(t.http)
      .post('/api/catalogue')
      .set('Content-Type', 'application/json')
      .send('{"a":')
      .expect(404);
    const bad = await request(t.http)
      .post('/api/customers')
      .set('Content-Type', 'application/json')
      .send('{"a":');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request body is not valid JSON',
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const huge = await request(t.http)
      .post('/api/customers')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ a: 'x'.repeat(200_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('The request body is too large');
    expect(JSON.stringify(huge.body)).not.toMatch(/at .*\.js|node_modules/);
  });

  it('sends security headers', async () => {
    const res = await request(t.http).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('seeds idempotently: a second seed changes nothing', async () => {
    const count = async () =>
      (
        await t.dataSource.query(
          'SELECT (SELECT count(*) FROM device_models)::int AS m, (SELECT count(*) FROM service_types)::int AS s, (SELECT count(*) FROM admin_users)::int AS u',
        )
      )[0];
    const before = await count();
    const { CatalogueSeed } = await import('../src/catalogue/catalogue.seed.js');
    const { RetailPricesSeed } = await import('../src/pricing/retail-prices.seed.js');
    const { DemoStaffSeed } = await import('../src/auth/demo-staff.seed.js');
    await t.app.get(CatalogueSeed).onModuleInit();
    await t.app.get(RetailPricesSeed).onApplicationBootstrap();
    expect(await t.app.get(DemoStaffSeed).seed()).toEqual([]);
    expect(await count()).toEqual(before);
    expect(before.u).toBe(3); // the demo viewer, editor and owner
  });
});
