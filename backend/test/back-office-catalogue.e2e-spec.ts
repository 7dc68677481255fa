import request from 'supertest';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { signIn as signInAs } from './support/staff-session.js';

interface AdminModel {
  id: string;
  slug: string;
  name: string;
  category: string;
  subcategory: string | null;
  brand: string;
  image: string;
  basePrice: number;
  bookable: boolean;
  displayOrder: number;
  retiredAt: string | null;
}
interface AdminService {
  id: string;
  slug: string;
  name: string;
  basePrice: number;
  warranty: string;
  displayOrder: number;
  retiredAt: string | null;
}
interface PublicCatalogue {
  models: {
    id: string;
    name: string;
    category: string;
    basePrice: number;
    image: string;
    displayOrder: number;
  }[];
  services: { id: string; name: string; basePrice: number; warranty: string }[];
}

const NOW = '2026-11-20T15:00:00.000Z';
const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe('back office: device models and service types', () => {
  let t: TestApp;
  let viewer: string;
  let editor: string;

  const signIn = (username: string, password: string) => signInAs(t.http, username, password);
  const call = (method: 'get' | 'post' | 'patch' | 'put', path: string, cookie?: string, body?: object) => {
    let r = request(t.http)[method](path);
    if (cookie) r = r.set('Cookie', cookie);
    return body ? r.send(body) : r;
  };
  const catalogue = async (): Promise<PublicCatalogue> =>
    (await request(t.http).get('/api/catalogue').expect(200)).body;
  const models = async (): Promise<AdminModel[]> =>
    (await call('get', '/api/admin/device-models', viewer).expect(200)).body.items;
  const services = async (): Promise<AdminService[]> =>
    (await call('get', '/api/admin/service-types', viewer).expect(200)).body.items;
  const model = async (name: string): Promise<AdminModel> => {
    const found = (await models()).find((m) => m.name === name);
    if (!found) throw new Error(`no model ${name}`);
    return found;
  };
  const service = async (slug: string): Promise<AdminService> => {
    const found = (await services()).find((s) => s.slug === slug);
    if (!found) throw new Error(`no service ${slug}`);
    return found;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    viewer = await signIn('viewer', DEMO_PASSWORDS.viewer);
    editor = await signIn('editor', DEMO_PASSWORDS.editor);
  });
  afterAll(() => t.close());

  describe('role rules on every endpoint', () => {
    const writes = (id: string): [method: 'post' | 'patch' | 'put', path: string, body: object][] => [
      [
        'post',
        '/api/admin/device-models',
        { name: 'Role Probe', category: 'iphone', brand: 'Apple', basePrice: 1 },
      ],
      ['patch', `/api/admin/device-models/${id}`, { name: 'Renamed' }],
      ['put', '/api/admin/device-models/order', { ids: [id] }],
      ['post', `/api/admin/device-models/${id}/retire`, {}],
      ['post', `/api/admin/device-models/${id}/unretire`, {}],
      ['post', '/api/admin/service-types', { name: 'Role Probe', basePrice: 1, warranty: 'none' }],
      ['patch', `/api/admin/service-types/${id}`, { name: 'Renamed' }],
      ['put', '/api/admin/service-types/order', { ids: [id] }],
      ['post', `/api/admin/service-types/${id}/retire`, {}],
      ['post', `/api/admin/service-types/${id}/unretire`, {}],
    ];

    it('answers 401 without a session on every endpoint', async () => {
      for (const path of ['/api/admin/device-models', '/api/admin/service-types']) {
        const res = await call('get', path).expect(401);
        expect(res.body.message).toBe('Authentication required');
      }
      for (const [method, path, body] of writes(SOME_ID)) {
        const res = await call(method, path, undefined, body);
        expect([method, path, res.status]).toEqual([method, path, 401]);
      }
    });

    it('lets a viewer read both lists, retired items included, and refuses every write with 403 and no change', async () => {
      const list = await call('get', '/api/admin/device-models', viewer).expect(200);
      expect(list.headers['cache-control']).toBe('no-store');
      expect(list.body.categories).toEqual([
        'iphone',
        'android',
        'tablet',
        'smartwatch',
        'laptop',
        'gaming',
        'drones',
        'other',
      ]);
      expect(list.body.subcategories).toContain('apple');
      expect(list.body.items.length).toBeGreaterThanOrEqual(80);
      expect(list.body.items[0]).toMatchObject({
        slug: 'iphone-se2',
        name: 'iPhone SE2',
        basePrice: 99,
        retiredAt: null,
      });
      const svc = await call('get', '/api/admin/service-types', viewer).expect(200);
      expect(svc.body.items.map((s: AdminService) => s.slug)).toEqual([
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
      expect(svc.body.items[5]).toMatchObject({
        name: 'Water Treatment',
        warranty: 'No guarantee',
        basePrice: 99,
      });

      const before = JSON.stringify([await models(), await services()]);
      const target = (await models())[0].id;
      for (const [method, path, body] of writes(target)) {
        const res = await call(method, path, viewer, body);
        expect([method, path, res.status]).toEqual([method, path, 403]);
        expect(res.body.message).toBe('Your role (viewer) does not allow this');
      }
      expect(JSON.stringify([await models(), await services()])).toBe(before);
    });

    it('lets an editor use every endpoint', async () => {
      await call('get', '/api/admin/device-models', editor).expect(200);
      await call('get', '/api/admin/service-types', editor).expect(200);
      const created = await call('post', '/api/admin/device-models', editor, {
        name: 'Editor Probe',
        category: 'other',
        brand: 'Probe',
        basePrice: 5,
      }).expect(201);
      await call('patch', `/api/admin/device-models/${created.body.id}`, editor, {
        brand: 'Probe Co',
      }).expect(200);
      await call('post', `/api/admin/device-models/${created.body.id}/retire`, editor).expect(200);
      await call('post', `/api/admin/device-models/${created.body.id}/unretire`, editor).expect(200);
      await call('put', '/api/admin/device-models/order', editor, {
        ids: (await models()).map((m) => m.id),
      }).expect(200);
      const svc = await call('post', '/api/admin/service-types', editor, {
        name: 'Editor Probe',
        basePrice: 5,
        warranty: '30 days',
      }).expect(201);
      await call('patch', `/api/admin/service-types/${svc.body.id}`, editor, { warranty: '60 days' }).expect(
        200,
      );
      await call('post', `/api/admin/service-types/${svc.body.id}/retire`, editor).expect(200);
      await call('post', `/api/admin/service-types/${svc.body.id}/unretire`, editor).expect(200);
      await call('put', '/api/admin/service-types/order', editor, {
        ids: (await services()).map((s) => s.id),
      }).expect(200);
    });
  });

  it('answers 400, never a 500, for a base price written in exponent form or with fractions of a cent', async () => {
    const id = (await model('iPhone 15 Pro Max')).id;
    const serviceId = (await services())[0].id;
    for (const basePrice of [4e-323, 1e-7, 12.345, 1e21]) {
      await call('post', '/api/admin/device-models', editor, {
        name: 'Exponent Probe',
        category: 'iphone',
        brand: 'Apple',
        basePrice,
      }).expect(400);
      await call('patch', `/api/admin/device-models/${id}`, editor, { basePrice }).expect(400);
      await call('patch', `/api/admin/service-types/${serviceId}`, editor, { basePrice }).expect(400);
      await call('post', '/api/admin/service-types', editor, {
        name: 'Exponent Probe',
        basePrice,
        warranty: 'none',
      }).expect(400);
    }
  });

  describe('device models', () => {
    it('adds a model at the end, in cents inside and dollars outside, visible on the public catalogue at once', async () => {
      await catalogue(); // warm the cache: the add must drop it
      const res = await call('post', '/api/admin/device-models', editor, {
        name: '  Pixel 10 Pro  ',
        category: 'android',
        subcategory: 'google',
        brand: 'Google',
        basePrice: 249.99,
      }).expect(201);
      const maxOrder = Math.max(
        ...(await models()).filter((m) => m.id !== res.body.id).map((m) => m.displayOrder),
      );
      expect(res.body).toMatchObject({
        slug: 'pixel-10-pro',
        name: 'Pixel 10 Pro',
        category: 'android',
        subcategory: 'google',
        brand: 'Google',
        image: '/images/devices/android.svg',
        basePrice: 249.99,
        bookable: true,
        displayOrder: maxOrder + 1,
        retiredAt: null,
      });
      const [row] = await t.dataSource.query(`SELECT base_price_cents FROM device_models WHERE id = $1`, [
        res.body.id,
      ]);
      expect(row.base_price_cents).toBe(24999);
      const pub = (await catalogue()).models.find((m) => m.id === 'pixel-10-pro');
      expect(pub).toMatchObject({ name: 'Pixel 10 Pro', category: 'android', basePrice: 249.99 });
    });

    it('answers 409 on a taken id or name (any case), and 400 on bad fields, changing nothing', async () => {
      const count = (await models()).length;
      const dupSlug = await call('post', '/api/admin/device-models', editor, {
        name: 'Another',
        slug: 'iphone-se2',
        category: 'iphone',
        brand: 'Apple',
        basePrice: 1,
      }).expect(409);
      expect(dupSlug.body).toMatchObject({
        message: 'A device model with the id iphone-se2 already exists',
        errors: [{ field: 'slug' }],
      });
      const dupName = await call('post', '/api/admin/device-models', editor, {
        name: 'IPHONE se2',
        slug: 'iphone-se2-b',
        category: 'iphone',
        brand: 'Apple',
        basePrice: 1,
      }).expect(409);
      expect(dupName.body).toMatchObject({
        message: 'A device model named IPHONE se2 already exists',
        errors: [{ field: 'name' }],
      });
      const se3 = await model('iPhone SE3');
      const rename = await call('patch', `/api/admin/device-models/${se3.id}`, editor, {
        name: 'iPhone SE2',
      }).expect(409);
      expect(rename.body.errors).toEqual([
        { field: 'name', message: 'A device model named iPhone SE2 already exists' },
      ]);

      const bad = async (body: object, field: string) => {
        const res = await call('post', '/api/admin/device-models', editor, {
          name: 'Bad One',
          category: 'iphone',
          brand: 'Apple',
          basePrice: 1,
          ...body,
        }).expect(400);
        expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      };
      await bad({ category: 'toaster' }, 'category');
      await bad({ subcategory: 'acme' }, 'subcategory');
      await bad({ basePrice: -1 }, 'basePrice');
      await bad({ basePrice: 1.234 }, 'basePrice');
      await bad({ basePrice: '12' }, 'basePrice');
      await bad({ name: '   ' }, 'name');
      await bad({ brand: '' }, 'brand');
      await bad({ slug: 'Not A Slug' }, 'slug');
      await bad({ image: 'javascript:alert(1)' }, 'image');
      await bad({ image: 'https://elsewhere.example/x.png' }, 'image');
      await bad({ name: '!!!' }, 'slug');
      await call('patch', `/api/admin/device-models/${se3.id}`, editor, { name: null }).expect(400);
      await call('patch', `/api/admin/device-models/${se3.id}`, editor, { basePrice: null }).expect(400);
      await call('patch', `/api/admin/device-models/${se3.id}`, editor, { slug: 'new-id' }).expect(400);
      expect((await models()).length).toBe(count);
      expect((await model('iPhone SE3')).name).toBe('iPhone SE3');
    });

    it('renames and edits a model, keeping its public id, and the public catalogue shows it at once', async () => {
      await catalogue();
      const m = await model('Galaxy S20 FE');
      const res = await call('patch', `/api/admin/device-models/${m.id}`, editor, {
        name: 'Galaxy S20 FE 5G',
        basePrice: 114.5,
        image: '/images/devices/galaxy-s20-fe.png',
        subcategory: null,
        bookable: false,
      }).expect(200);
      expect(res.body).toMatchObject({
        id: m.id,
        slug: 'galaxy-s20-fe',
        name: 'Galaxy S20 FE 5G',
        basePrice: 114.5,
        subcategory: null,
        bookable: false,
      });
      const pub = (await catalogue()).models.find((x) => x.id === 'galaxy-s20-fe');
      expect(pub).toMatchObject({
        name: 'Galaxy S20 FE 5G',
        basePrice: 114.5,
        image: '/images/devices/galaxy-s20-fe.png',
        bookable: false,
      });
    });

    it('answers 404 for an unknown model and 400 for a malformed id', async () => {
      await call('patch', `/api/admin/device-models/${SOME_ID}`, editor, { name: 'Nobody' }).expect(404);
      await call('post', `/api/admin/device-models/${SOME_ID}/retire`, editor).expect(404);
      await call('post', '/api/admin/device-models/not-a-uuid/retire', editor).expect(400);
    });

    it('retiring hides a model from the public catalogue but keeps the row, its prices and its place; un-retiring brings it back', async () => {
      await catalogue();
      const m = await model('iPhone 11 Pro');
      const res = await call('post', `/api/admin/device-models/${m.id}/retire`, editor).expect(200);
      expect(res.body).toMatchObject({ id: m.id, retiredAt: NOW, displayOrder: m.displayOrder });
      expect((await catalogue()).models.map((x) => x.id)).not.toContain('iphone-11-pro');
      expect((await model('iPhone 11 Pro')).retiredAt).toBe(NOW);
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM retail_prices WHERE device_model_id = $1`,
        [m.id],
      );
      expect(n).toBeGreaterThan(0);

      // Retiring again keeps the first date.
      t.clock.advance(60_000);
      expect(
        (await call('post', `/api/admin/device-models/${m.id}/retire`, editor).expect(200)).body.retiredAt,
      ).toBe(NOW);

      const back = await call('post', `/api/admin/device-models/${m.id}/unretire`, editor).expect(200);
      expect(back.body.retiredAt).toBeNull();
      expect((await catalogue()).models.map((x) => x.id)).toContain('iphone-11-pro');
    });

    it('reorders from the full list: the public catalogue and the price map follow; a stale or wrong list is refused', async () => {
      const before = await models();
      const etag = (await request(t.http).get('/api/pricing/all').expect(200)).headers.etag;
      const se2 = before.find((m) => m.slug === 'iphone-se2')!;
      const ids = [...before.filter((m) => m.id !== se2.id).map((m) => m.id), se2.id];
      const res = await call('put', '/api/admin/device-models/order', editor, { ids }).expect(200);
      expect(res.body.items.map((m: AdminModel) => m.id)).toEqual(ids);
      expect(res.body.items.map((m: AdminModel) => m.displayOrder)).toEqual(ids.map((_, i) => i + 1));
      const pub = (await catalogue()).models;
      expect(pub[pub.length - 1].id).toBe('iphone-se2');
      expect(pub[0].id).not.toBe('iphone-se2');
      const after = await request(t.http).get('/api/pricing/all').expect(200);
      expect(after.headers.etag).not.toBe(etag); // the map was rebuilt (its keys follow the display order)

      await call('put', '/api/admin/device-models/order', editor, { ids: ids.slice(1) }).expect(409);
      await call('put', '/api/admin/device-models/order', editor, { ids: [...ids.slice(1), SOME_ID] }).expect(
        400,
      );
      await call('put', '/api/admin/device-models/order', editor, { ids: [ids[0], ...ids] }).expect(400);
      expect((await models()).map((m) => m.id)).toEqual(ids);
    });
  });

  describe('service types', () => {
    it('adds a service in cents inside, visible on the public catalogue at once; 409 on a taken name', async () => {
      await catalogue();
      const res = await call('post', '/api/admin/service-types', editor, {
        name: 'Keyboard Repair',
        basePrice: 49.5,
        warranty: '90 days',
      }).expect(201);
      expect(res.body).toMatchObject({
        slug: 'keyboard-repair',
        name: 'Keyboard Repair',
        basePrice: 49.5,
        warranty: '90 days',
        retiredAt: null,
      });
      const [row] = await t.dataSource.query(`SELECT base_price_cents FROM service_types WHERE id = $1`, [
        res.body.id,
      ]);
      expect(row.base_price_cents).toBe(4950);
      expect((await catalogue()).services.find((s) => s.id === 'keyboard-repair')).toMatchObject({
        name: 'Keyboard Repair',
        basePrice: 49.5,
      });

      const dup = await call('post', '/api/admin/service-types', editor, {
        name: 'screen repair',
        slug: 'screen-2',
        basePrice: 1,
        warranty: 'x',
      }).expect(409);
      expect(dup.body.message).toBe('A service type named screen repair already exists');
      await call('post', '/api/admin/service-types', editor, {
        name: 'Screen Two',
        slug: 'screen',
        basePrice: 1,
        warranty: 'x',
      }).expect(409);
      await call('post', '/api/admin/service-types', editor, { name: 'No Warranty', basePrice: 1 }).expect(
        400,
      );
    });

    it('renames a service and changes its warranty and price; the public catalogue shows it at once', async () => {
      await catalogue();
      const s = await service('battery');
      await call('patch', `/api/admin/service-types/${s.id}`, editor, {
        name: 'Battery Swap',
        warranty: '6 months',
        basePrice: 64,
      }).expect(200);
      expect((await catalogue()).services.find((x) => x.id === 'battery')).toMatchObject({
        name: 'Battery Swap',
        warranty: '6 months',
        basePrice: 64,
      });
    });

    it('retiring hides a service from the public catalogue and keeps the row; un-retiring brings it back', async () => {
      await catalogue();
      const s = await service('camera');
      expect(
        (await call('post', `/api/admin/service-types/${s.id}/retire`, editor).expect(200)).body.retiredAt,
      ).not.toBeNull();
      expect((await catalogue()).services.map((x) => x.id)).not.toContain('camera');
      expect((await service('camera')).retiredAt).not.toBeNull();
      await call('post', `/api/admin/service-types/${s.id}/unretire`, editor).expect(200);
      expect((await catalogue()).services.map((x) => x.id)).toContain('camera');
    });

    it('reorders services; the public catalogue follows', async () => {
      const ids = (await services()).map((s) => s.id).reverse();
      await call('put', '/api/admin/service-types/order', editor, { ids }).expect(200);
      expect((await services()).map((s) => s.id)).toEqual(ids);
      const pub = (await catalogue()).services.map((s) => s.id);
      expect(pub[0]).toBe('keyboard-repair');
      expect(pub[pub.length - 1]).toBe('screen');
    });
  });
});
