import request from 'supertest';
import { INTAKE } from './support/intake.js';
import { signIn } from './support/staff-session.js';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';

/** Tuesday 3 March 2026, 12:00 in Chicago. */
const NOW = '2026-03-03T18:00:00.000Z';

/**
 * The order page's day (issue 32): the estimated ready time set at check-in and changed later,
 * shown to the customer.
 */
describe(`the order page (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let editor: string;
  let viewer: string;
  let model: { id: string };
  let services: { id: string; slug: string; name: string }[];

  const post = (path: string, body: object = {}, cookie = editor) =>
    request(t.http).post(path).set('Cookie', cookie).send(body);
  const put = (path: string, body: object = {}, cookie = editor) =>
    request(t.http).put(path).set('Cookie', cookie).send(body);
  const get = (path: string, cookie = viewer) => request(t.http).get(path).set('Cookie', cookie);
  const walkIn = async (extra: Record<string, unknown> = {}, email = 'ada@example.com') => {
    const res = await post('/api/admin/repair-orders', {
      customer: { name: 'Ada Lovelace', phone: '(555) 555-0142', email },
      deviceModelId: model.id,
      serviceTypeIds: [services.find((s) => s.slug === 'screen')!.id],
      intake: INTAKE,
      ...extra,
    }).expect(201);
    return {
      id: res.body.order.id as string,
      reference: res.body.order.reference as string,
      token: (res.body.trackingUrl as string).split('/track/')[1],
      order: res.body.order,
    };
  };
  const track = async (token: string) => (await request(t.http).get(`/api/track/${token}`).expect(200)).body;

  beforeAll(async () => {
    t = await createTestApp({ now: NOW, env: { RATE_LIMIT_TRACKING: '1000/3600' } });
    viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
    const matrix = (await get('/api/admin/pricing', editor).expect(200)).body;
    model = matrix.models.find((m: { slug: string }) => m.slug === 'iphone-15-pro');
    services = matrix.services;
  });
  afterAll(() => t.close());

  describe('the estimated ready time (item 3)', () => {
    it('is set at check-in, changed and cleared on the order by an editor, and shown on the tracking page', async () => {
      const { id, token, order } = await walkIn({ estimatedReadyAt: '2026-03-05T23:00:00.000Z' });
      expect(order.estimatedReadyAt).toBe('2026-03-05T23:00:00.000Z');
      expect((await track(token)).estimatedReadyAt).toBe('2026-03-05T23:00:00.000Z');

      const changed = await put(`/api/admin/repair-orders/${id}/estimated-ready-at`, {
        estimatedReadyAt: '2026-03-06T20:30:00.000Z',
      }).expect(200);
      expect(changed.body.estimatedReadyAt).toBe('2026-03-06T20:30:00.000Z');
      expect((await track(token)).estimatedReadyAt).toBe('2026-03-06T20:30:00.000Z');

      // A viewer reads but does not change it; a bad time is a field error.
      await put(
        `/api/admin/repair-orders/${id}/estimated-ready-at`,
        { estimatedReadyAt: null },
        viewer,
      ).expect(403);
      const bad = await put(`/api/admin/repair-orders/${id}/estimated-ready-at`, {
        estimatedReadyAt: 'tomorrow',
      }).expect(400);
      expect(bad.body.errors).toEqual([
        { field: 'estimatedReadyAt', message: 'estimatedReadyAt must be an ISO 8601 date and time' },
      ]);

      await put(`/api/admin/repair-orders/${id}/estimated-ready-at`, { estimatedReadyAt: null }).expect(200);
      expect((await track(token)).estimatedReadyAt).toBeNull();
      await put(`/api/admin/repair-orders/00000000-0000-4000-8000-000000000000/estimated-ready-at`, {
        estimatedReadyAt: null,
      }).expect(404);
    });

    it('cannot be changed once the order is closed (409)', async () => {
      const { id } = await walkIn();
      await post(`/api/admin/repair-orders/${id}/status`, { to: 'cancelled' }).expect(200);
      const res = await put(`/api/admin/repair-orders/${id}/estimated-ready-at`, {
        estimatedReadyAt: '2026-03-06T20:30:00.000Z',
      }).expect(409);
      expect(res.body.message).toBe('This order is closed: its ready time can no longer be changed');
    });
  });
});
