import request from 'supertest';
import { bookingBody } from './support/booking-body.js';
import { INTAKE } from './support/intake.js';
import { signIn } from './support/staff-session.js';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';

const NOW = '2026-03-03T18:00:00.000Z';

interface Service {
  id: string;
  slug: string;
  name: string;
}

/**
 * The one price rule (workshop spec 1, issue 28): the price of service S on device D today is the
 * matrix cell; no cell, or a cell of 0, means S is not offered on D. The public price map, booking,
 * walk-in check-in and the quote all read it the same way, and refusals name the service. The three
 * cases of the table, on a model an editor added (base price $279), then the same cell priced.
 */
describe(`one price rule (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let editor: string;
  let model: { id: string; slug: string };
  let services: Record<string, Service>;
  let diagnosing: { id: string; token: string };
  let bookings = 0;

  const savePrices = (prices: { serviceTypeId: string; price: number }[]) =>
    request(t.http)
      .post('/api/admin/pricing')
      .set('Cookie', editor)
      .send({ prices: prices.map((p) => ({ deviceModelId: model.id, ...p })) })
      .expect(200);
  const mapEntry = async (slug: string) =>
    (await request(t.http).get('/api/pricing/all').expect(200)).body.pricing[model.slug]?.[slug] as
      { available: boolean; price: number } | undefined;
  const book = (slug: string) => {
    bookings += 1;
    // One slot per booking: the next Wednesday slots, half an hour apart.
    const start = new Date(Date.parse('2026-03-04T16:00:00.000Z') + bookings * 30 * 60_000);
    return request(t.http)
      .post('/api/appointments')
      .send(
        bookingBody({
          appointmentDate: start.toISOString(),
          deviceModel: model.slug,
          repairServices: [slug],
          customerEmail: `rule${bookings}@example.com`,
          deviceInfo: 'Apple iPhone 18 Max',
          notes: undefined,
        }),
      );
  };
  const walkIn = (serviceTypeIds: string[]) =>
    request(t.http)
      .post('/api/admin/repair-orders')
      .set('Cookie', editor)
      .send({
        customer: { name: 'Ada Lovelace', phone: '(555) 555-0142', email: 'ada@example.com' },
        deviceModelId: model.id,
        serviceTypeIds,
        intake: INTAKE,
      });
  const quoteWith = (serviceTypeId: string) =>
    request(t.http)
      .post(`/api/admin/repair-orders/${diagnosing.id}/quotes`)
      .set('Cookie', editor)
      .send({ lines: [{ kind: 'service', serviceTypeId, quantity: 1 }] });
  const prefill = async (orderId: string) =>
    (
      await request(t.http)
        .get(`/api/admin/repair-orders/${orderId}/quotes`)
        .set('Cookie', editor)
        .expect(200)
    ).body.prefill as { serviceTypeId: string; unitPriceCents: number }[];

  /** Every column of the table refuses the service, naming it. */
  const expectNotOffered = async (service: Service) => {
    const entry = await mapEntry(service.slug);
    expect(entry?.available ?? false).toBe(false);

    const booked = await book(service.slug).expect(400);
    expect(booked.body.errors).toContainEqual({
      field: 'repairServices',
      message: `${service.name} is not available for this device`,
    });

    const checkedIn = await walkIn([service.id]).expect(422);
    expect(checkedIn.body.message).toBe(`${service.name} is not available for this device`);

    const quoted = await quoteWith(service.id).expect(422);
    expect(quoted.body.message).toBe(`${service.name} is not available for this device`);
  };

  /** Every column offers the service at the one price. */
  const expectOffered = async (service: Service, cents: number) => {
    expect(await mapEntry(service.slug)).toEqual({ available: true, price: cents / 100 });

    const booked = await book(service.slug).expect(201);
    expect(booked.body.services).toEqual([expect.objectContaining({ id: service.slug, price: cents })]);
    expect(booked.body.estimatedPrice).toBe(cents);

    const checkedIn = await walkIn([service.id]).expect(201);
    expect(checkedIn.body.order.services).toEqual([
      expect.objectContaining({ serviceTypeId: service.id, priceCents: cents }),
    ]);
    expect(await prefill(checkedIn.body.order.id)).toEqual([
      expect.objectContaining({ serviceTypeId: service.id, unitPriceCents: cents }),
    ]);
    const quoted = await quoteWith(service.id).expect(201);
    expect(quoted.body.lines).toEqual([expect.objectContaining({ unitPriceCents: cents })]);
  };

  beforeAll(async () => {
    t = await createTestApp({
      now: NOW,
      env: { RATE_LIMIT_BOOKINGS: 'off', RATE_LIMIT_CUSTOMERS: 'off' },
    });
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
    model = (
      await request(t.http)
        .post('/api/admin/device-models')
        .set('Cookie', editor)
        .send({
          name: 'iPhone 18 Max',
          category: 'iphone',
          subcategory: 'apple',
          brand: 'Apple',
          basePrice: 279,
        })
        .expect(201)
    ).body;
    const matrix = (await request(t.http).get('/api/admin/pricing').set('Cookie', editor).expect(200)).body;
    services = Object.fromEntries(matrix.services.map((s: Service) => [s.slug, s]));
    // An order of the new model being diagnosed, priced for its diagnostic only (free by nature).
    const order = (await walkIn([services.diagnostic.id]).expect(201)).body;
    diagnosing = { id: order.order.id, token: order.trackingUrl.split('/track/')[1] };
    await request(t.http)
      .post(`/api/admin/repair-orders/${diagnosing.id}/status`)
      .set('Cookie', editor)
      .send({ to: 'diagnosing' })
      .expect(200);
  });
  afterAll(() => t.close());

  it('a cell priced 0 is not offered, in the map, booking, check-in and the quote alike', async () => {
    await savePrices([{ serviceTypeId: services.battery.id, price: 49 }]);
    await savePrices([{ serviceTypeId: services.battery.id, price: 0 }]);
    expect(await mapEntry('battery')).toEqual({ available: false, price: 0 });
    await expectNotOffered(services.battery);
  });

  it('no cell (a model added after the first start) is not offered until an editor prices it', async () => {
    expect(await mapEntry('screen')).toBeUndefined();
    await expectNotOffered(services.screen);
    await savePrices([{ serviceTypeId: services.screen.id, price: 289 }]);
    await expectOffered(services.screen, 28900);
  });

  it('0 saved on an empty cell is not offered; priced, it is offered at that price everywhere', async () => {
    await savePrices([{ serviceTypeId: services.camera.id, price: 0 }]);
    expect(await mapEntry('camera')).toBeUndefined();
    await expectNotOffered(services.camera);
    await savePrices([{ serviceTypeId: services.camera.id, price: 64.5 }]);
    await expectOffered(services.camera, 6450);
  });

  it('the diagnostic is free by nature: offered at 0 on any device without a price of its own', async () => {
    const checkedIn = await walkIn([services.diagnostic.id]).expect(201);
    expect(checkedIn.body.order.services).toEqual([
      expect.objectContaining({ serviceTypeId: services.diagnostic.id, priceCents: 0 }),
    ]);
  });

  it('a fresh shop is unchanged: the seeded models keep their seeded prices in every column', async () => {
    const matrix = (await request(t.http).get('/api/admin/pricing').set('Cookie', editor).expect(200)).body;
    const pro = matrix.models.find((m: { slug: string }) => m.slug === 'iphone-15-pro');
    const cell = matrix.prices.find(
      (p: { deviceModelId: string; serviceTypeId: string }) =>
        p.deviceModelId === pro.id && p.serviceTypeId === services.screen.id,
    );
    expect(cell.price).toBe(279);
    const map = (await request(t.http).get('/api/pricing/all').expect(200)).body.pricing;
    expect(map['iphone-15-pro'].screen).toEqual({ available: true, price: 279 });
    const booked = await request(t.http)
      .post('/api/appointments')
      .send(bookingBody({ customerEmail: 'fresh@example.com', appointmentDate: '2026-03-05T16:00:00.000Z' }))
      .expect(201);
    expect(booked.body.services[0]).toMatchObject({ id: 'screen', price: 27900 });
  });
});
