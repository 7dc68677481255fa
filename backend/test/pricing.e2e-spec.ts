import request from 'supertest';
import { StaffAccounts } from '../src/auth/staff-accounts.js';
import { RetailPricesSeed } from '../src/pricing/retail-prices.seed.js';
import { parseCsv } from '../src/common/csv/csv.js';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { signIn as signInAs } from './support/staff-session.js';

interface Matrix {
  version: number;
  models: { id: string; slug: string; brand: string; model: string; category: string }[];
  services: { id: string; slug: string; name: string; category: string }[];
  prices: { deviceModelId: string; serviceTypeId: string; price: number }[];
}

describe('retail prices', () => {
  let t: TestApp;
  let viewer: string;
  let editor: string;
  let editor2: string;

  const signIn = (username: string, password: string) => signInAs(t.http, username, password);
  const get = (path: string, cookie?: string) =>
    cookie ? request(t.http).get(path).set('Cookie', cookie) : request(t.http).get(path);
  const post = (path: string, body: object, cookie?: string) =>
    cookie
      ? request(t.http).post(path).set('Cookie', cookie).send(body)
      : request(t.http).post(path).send(body);
  const matrix = async (): Promise<Matrix> => (await get('/api/admin/pricing', editor).expect(200)).body;
  const cell = (m: Matrix, model: string, service: string) => {
    const device = m.models.find((d) => d.model === model);
    const svc = m.services.find((s) => s.slug === service);
    if (!device || !svc) throw new Error(`no cell ${model}/${service}`);
    return {
      deviceModelId: device.id,
      serviceTypeId: svc.id,
      price: m.prices.find((p) => p.deviceModelId === device.id && p.serviceTypeId === svc.id)?.price,
    };
  };
  const historyRows = async () =>
    Number((await t.dataSource.query('SELECT count(*)::int AS n FROM retail_price_history'))[0].n);

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-20T15:00:00Z' });
    await t.app.get(StaffAccounts).create('editor2', 'second-editor-password', 'editor');
    viewer = await signIn('viewer', DEMO_PASSWORDS.viewer);
    editor = await signIn('editor', DEMO_PASSWORDS.editor);
    editor2 = await signIn('editor2', 'second-editor-password');
  });
  afterAll(() => t.close());

  describe('the public map', () => {
    it('serves seeded prices by device id and service id, with a strong ETag and a short public Cache-Control', async () => {
      const res = await get('/api/pricing/all').expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d{1,3}\b/);
      expect(res.headers.etag).toMatch(/^"[^"]+"$/);
      const { pricing } = res.body;
      expect(pricing['iphone-15-pro-max'].screen).toEqual({ available: true, price: 299 });
      expect(pricing['iphone-se2'].screen).toEqual({ available: true, price: 99 });
      expect(pricing['playstation-5'].screen).toBeUndefined(); // not offered: no price
      expect(Object.keys(pricing).length).toBeGreaterThanOrEqual(80);
      for (const services of Object.values(pricing) as Record<
        string,
        { available: boolean; price: number }
      >[]) {
        for (const entry of Object.values(services)) expect(entry.available).toBe(entry.price > 0);
      }
    });

    it('answers 304 to a matching If-None-Match, and 200 to a stale one', async () => {
      const first = await get('/api/pricing/all').expect(200);
      const again = await get('/api/pricing/all').set('If-None-Match', first.headers.etag).expect(304);
      expect(again.text).toBe('');
      expect(again.headers.etag).toBe(first.headers.etag);
      await get('/api/pricing/all').set('If-None-Match', `"stale", W/${first.headers.etag}`).expect(304);
      await get('/api/pricing/all').set('If-None-Match', '"stale"').expect(200);
    });

    it('sends the same map brotli- or gzip-compressed as accepted, each encoding under its own ETag', async () => {
      const plain = await get('/api/pricing/all').set('Accept-Encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(JSON.stringify(plain.body)));
      const gz = await get('/api/pricing/all').set('Accept-Encoding', 'gzip').expect(200);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers.vary).toMatch(/Accept-Encoding/);
      expect(gz.body).toEqual(plain.body);
      expect(gz.headers.etag).not.toBe(plain.headers.etag);
      const br = await get('/api/pricing/all').set('Accept-Encoding', 'gzip;q=0.9, br').expect(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.body).toEqual(plain.body);
      expect(new Set([plain.headers.etag, gz.headers.etag, br.headers.etag]).size).toBe(3);
      await get('/api/pricing/all')
        .set('Accept-Encoding', 'gzip;q=0')
        .expect(200)
        .expect((r) => expect(r.headers['content-encoding']).toBeUndefined());
      // The plain bytes' ETag does not validate the gzipped answer: another representation.
      await get('/api/pricing/all')
        .set('Accept-Encoding', 'gzip')
        .set('If-None-Match', plain.headers.etag)
        .expect(200);
      await get('/api/pricing/all')
        .set('Accept-Encoding', 'gzip')
        .set('If-None-Match', gz.headers.etag)
        .expect(304);
    });

    it('answers HEAD with the headers of GET and no body, cached or not', async () => {
      const getRes = await get('/api/pricing/all').set('Accept-Encoding', 'identity').expect(200);
      const head = await request(t.http)
        .head('/api/pricing/all')
        .set('Accept-Encoding', 'identity')
        .expect(200);
      expect(head.headers.etag).toBe(getRes.headers.etag);
      expect(head.headers['content-length']).toBe(getRes.headers['content-length']);
      expect(head.text ?? '').toBe('');
    });
  });

  describe('roles', () => {
    const reads = ['/api/admin/pricing', '/api/admin/pricing/history', '/api/admin/pricing/export.csv'];

    it('refuses every admin endpoint without a session (401)', async () => {
      for (const path of reads) await get(path).expect(401);
      await post('/api/admin/pricing', { version: 0, prices: [] }).expect(401);
      await post('/api/admin/pricing/import', { csv: '', dryRun: true }).expect(401);
    });

    it('lets a viewer read but not write (403)', async () => {
      for (const path of reads) await get(path, viewer).expect(200);
      const m = await matrix();
      const c = cell(m, 'iPhone 13', 'battery');
      const before = await historyRows();
      await post('/api/admin/pricing', { version: m.version, prices: [{ ...c, price: 1 }] }, viewer).expect(
        403,
      );
      await post(
        '/api/admin/pricing/import',
        { csv: 'device_id,service_id,price\r\niphone-13,battery,1\r\n', dryRun: false },
        viewer,
      ).expect(403);
      expect(cell(await matrix(), 'iPhone 13', 'battery').price).toBe(c.price);
      expect(await historyRows()).toBe(before);
    });

    it('lets an editor read and write', async () => {
      for (const path of reads) await get(path, editor).expect(200);
      const m = await matrix();
      await post(
        '/api/admin/pricing',
        { version: m.version, prices: [{ ...cell(m, 'iPhone 13', 'battery'), price: 79 }] },
        editor,
      ).expect(200);
      await post(
        '/api/admin/pricing/import',
        { csv: 'device_id,service_id,price\r\n', dryRun: true },
        editor,
      ).expect(200);
    });
  });

  describe('the admin matrix', () => {
    it('lists models, services and prices in dollars by uuid, with a version', async () => {
      const m = await matrix();
      expect(Number.isInteger(m.version)).toBe(true);
      expect(m.models.find((d) => d.model === 'Galaxy S25 Ultra')).toMatchObject({
        brand: 'Samsung',
        category: 'android',
        slug: 'galaxy-s25-ultra',
      });
      expect(m.models[0].id).toMatch(/^[0-9a-f-]{36}$/);
      expect(m.services.map((s) => s.name)).toContain('Water Treatment');
      expect(m.services[0]).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        slug: 'screen',
        name: 'Screen Repair',
        category: 'repair',
      });
      expect(cell(m, 'MacBook Pro 16', 'screen').price).toBe(399);
      expect(m.prices.length).toBeGreaterThan(400);
    });
  });

  describe('saving', () => {
    it('saves in dollars, answers the count, shows the change on the next public read and records who, when, old and new', async () => {
      const m = await matrix();
      const screen = cell(m, 'iPhone 15', 'screen');
      const camera = cell(m, 'iPhone 15', 'camera');
      const etag = (await get('/api/pricing/all').expect(200)).headers.etag;
      t.clock.set('2026-11-20T15:10:00Z');
      const res = await post(
        '/api/admin/pricing',
        {
          version: m.version,
          prices: [
            { ...screen, price: 224.99 },
            { ...camera, price: camera.price },
          ],
        },
        editor,
      ).expect(200);
      expect(res.body).toEqual({ saved: 2, changed: 1, version: m.version + 1 });

      const pub = await get('/api/pricing/all').set('If-None-Match', etag).expect(200);
      expect(pub.headers.etag).not.toBe(etag);
      expect(pub.body.pricing['iphone-15'].screen).toEqual({ available: true, price: 224.99 });
      expect(cell(await matrix(), 'iPhone 15', 'screen').price).toBe(224.99);

      const history = await get(
        `/api/admin/pricing/history?deviceModelId=${screen.deviceModelId}`,
        viewer,
      ).expect(200);
      expect(history.body.total).toBe(1);
      expect(history.body.items[0]).toMatchObject({
        deviceModelId: screen.deviceModelId,
        serviceTypeId: screen.serviceTypeId,
        device: 'iPhone 15',
        service: 'Screen Repair',
        oldPrice: screen.price,
        newPrice: 224.99,
        changedBy: 'editor',
        changedAt: '2026-11-20T15:10:00.000Z',
        source: 'editor',
      });
    });

    it('stores 0 as not available in the public map', async () => {
      const m = await matrix();
      const c = cell(m, 'iPhone 12', 'back-glass');
      await post('/api/admin/pricing', { version: m.version, prices: [{ ...c, price: 0 }] }, editor).expect(
        200,
      );
      expect((await get('/api/pricing/all').expect(200)).body.pricing['iphone-12']['back-glass']).toEqual({
        available: false,
        price: 0,
      });
    });

    it.each([
      ['a negative price', -1, 'cannot be negative'],
      ['three decimals', 10.005, 'at most 2 decimals'],
      ['an absurd price', 1e7, 'cannot be above'],
    ])('rejects the whole save when one cell has %s, naming the cell', async (_what, bad, reason) => {
      const m = await matrix();
      const good = cell(m, 'Pixel 8', 'screen');
      const wrong = cell(m, 'Pixel 9', 'battery');
      const rows = await historyRows();
      const res = await post(
        '/api/admin/pricing',
        {
          version: m.version,
          prices: [
            { ...good, price: 1.5 },
            { ...wrong, price: bad },
          ],
        },
        editor,
      ).expect(400);
      expect(res.body.message).toContain('Pixel 9 / Battery Replacement');
      expect(res.body.message).toContain(reason);
      expect(res.body.errors).toEqual([
        { field: 'prices[1].price', message: expect.stringContaining('Pixel 9') },
      ]);
      const after = await matrix();
      expect(cell(after, 'Pixel 8', 'screen').price).toBe(good.price);
      expect(after.version).toBe(m.version);
      expect(await historyRows()).toBe(rows);
    });

    it('rejects unknown ids and non-numbers with 400 and writes nothing', async () => {
      const m = await matrix();
      const good = cell(m, 'Pixel 8', 'screen');
      const unknown = {
        deviceModelId: '00000000-0000-4000-8000-000000000000',
        serviceTypeId: good.serviceTypeId,
        price: 10,
      };
      const res = await post(
        '/api/admin/pricing',
        { version: m.version, prices: [{ ...good, price: 2 }, unknown] },
        editor,
      ).expect(400);
      expect(res.body.message).toMatch(
        /device 00000000-0000-4000-8000-000000000000 \/ Screen Repair: unknown device model/,
      );
      await post(
        '/api/admin/pricing',
        { version: m.version, prices: [{ ...good, price: '12' }] },
        editor,
      ).expect(400);
      await post(
        '/api/admin/pricing',
        {
          version: m.version,
          prices: [
            { ...good, price: 3 },
            { ...good, price: 4 },
          ],
        },
        editor,
      ).expect(400);
      expect(cell(await matrix(), 'Pixel 8', 'screen').price).toBe(good.price);
    });

    it('lets one of two concurrent editors win; the other gets 409 with the current value and writes nothing', async () => {
      const m = await matrix();
      const c = cell(m, 'Galaxy S24', 'screen');
      const other = cell(m, 'Galaxy S24', 'battery');
      const [a, b] = await Promise.all([
        post('/api/admin/pricing', { version: m.version, prices: [{ ...c, price: 201 }] }, editor),
        post(
          '/api/admin/pricing',
          {
            version: m.version,
            prices: [
              { ...other, price: 88 },
              { ...c, price: 202 },
            ],
          },
          editor2,
        ),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const [winner, winnerName, loser, loserWanted] =
        a.status === 200 ? [201, 'editor', b, 202] : [202, 'editor2', a, 201];
      expect(loser.body.details.conflicts).toEqual([
        expect.objectContaining({
          deviceModelId: c.deviceModelId,
          serviceTypeId: c.serviceTypeId,
          device: 'Galaxy S24',
          service: 'Screen Repair',
          currentPrice: winner,
          yourPrice: loserWanted,
          changedBy: winnerName,
        }),
      ]);
      expect(loser.body.message).toContain('Galaxy S24 / Screen Repair');
      expect(loser.body.details.version).toBe(m.version + 1);
      const after = await matrix();
      expect(cell(after, 'Galaxy S24', 'screen').price).toBe(winner);
      expect(cell(after, 'Galaxy S24', 'battery').price).toBe(a.status === 200 ? other.price : 88);

      // Keeping the value: saving again on the version the 409 named succeeds.
      const retry = loser === a ? editor : editor2;
      await post(
        '/api/admin/pricing',
        { version: loser.body.details.version, prices: [{ ...c, price: loserWanted }] },
        retry,
      ).expect(200);
      expect(cell(await matrix(), 'Galaxy S24', 'screen').price).toBe(loserWanted);
    });

    it("takes spec 7's body (prices alone): the last write wins per cell, recorded in the history", async () => {
      const m = await matrix();
      const c = cell(m, 'Galaxy S23', 'screen');
      // Someone else saves the same cell meanwhile: without a version there is no conflict.
      await post(
        '/api/admin/pricing',
        { version: m.version, prices: [{ ...c, price: 131 }] },
        editor2,
      ).expect(200);
      const rows = await historyRows();
      const res = await post('/api/admin/pricing', { prices: [{ ...c, price: 132 }] }, editor).expect(200);
      expect(res.body).toEqual({ saved: 1, changed: 1, version: m.version + 2 });
      expect(cell(await matrix(), 'Galaxy S23', 'screen').price).toBe(132);
      expect(await historyRows()).toBe(rows + 1);
      const history = await get(
        `/api/admin/pricing/history?deviceModelId=${c.deviceModelId}&serviceTypeId=${c.serviceTypeId}`,
        viewer,
      ).expect(200);
      expect(history.body.items[0]).toMatchObject({ oldPrice: 131, newPrice: 132, changedBy: 'editor' });
    });

    it('keeps the 409 on a stale matrix for a version sent as If-Match, and checks the header', async () => {
      const m = await matrix();
      const c = cell(m, 'Galaxy S23', 'battery');
      const save = (price: number, ifMatch: string, body: object = {}) =>
        request(t.http)
          .post('/api/admin/pricing')
          .set('Cookie', editor)
          .set('If-Match', ifMatch)
          .send({ prices: [{ ...c, price }], ...body });
      await save(71, `"${m.version}"`).expect(200);
      const stale = await save(72, `"${m.version}"`).expect(409);
      expect(stale.body.details).toMatchObject({
        version: m.version + 1,
        conflicts: [expect.objectContaining({ currentPrice: 71, yourPrice: 72, changedBy: 'editor' })],
      });
      await save(72, `"${m.version + 1}"`).expect(200);
      await save(73, '*').expect(200); // any version: the last write wins
      await save(74, `"${m.version}"`, { version: m.version + 3 }).expect(400, /If-Match names version/);
      await save(74, 'W/"abc"').expect(400, /entity tag/);
      expect(cell(await matrix(), 'Galaxy S23', 'battery').price).toBe(73);
    });

    it('does not call it a conflict when the stale save changes other cells only', async () => {
      const m = await matrix();
      await post(
        '/api/admin/pricing',
        { version: m.version, prices: [{ ...cell(m, 'Pixel 7', 'screen'), price: 150 }] },
        editor,
      ).expect(200);
      await post(
        '/api/admin/pricing',
        { version: m.version, prices: [{ ...cell(m, 'Pixel 7', 'battery'), price: 61 }] },
        editor2,
      ).expect(200);
      await post(
        '/api/admin/pricing',
        { version: m.version + 5000, prices: [{ ...cell(m, 'Pixel 7', 'battery'), price: 62 }] },
        editor2,
      ).expect(400);
    });
  });

  describe('history', () => {
    it('filters by device and service and pages newest first', async () => {
      const m = await matrix();
      const c = cell(m, 'iPad Air 5', 'screen');
      let version = m.version;
      for (const price of [180, 181, 182]) {
        t.clock.advance(60_000);
        version = (
          await post('/api/admin/pricing', { version, prices: [{ ...c, price }] }, editor).expect(200)
        ).body.version;
      }
      const page1 = await get(
        `/api/admin/pricing/history?deviceModelId=${c.deviceModelId}&serviceTypeId=${c.serviceTypeId}&pageSize=2`,
        viewer,
      ).expect(200);
      expect(page1.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(page1.body.items.map((i: { newPrice: number }) => i.newPrice)).toEqual([182, 181]);
      const page2 = await get(
        `/api/admin/pricing/history?deviceModelId=${c.deviceModelId}&serviceTypeId=${c.serviceTypeId}&pageSize=2&page=2`,
        viewer,
      ).expect(200);
      expect(
        page2.body.items.map((i: { oldPrice: number; newPrice: number }) => [i.oldPrice, i.newPrice]),
      ).toEqual([[c.price, 180]]);
      const byService = await get(
        `/api/admin/pricing/history?serviceTypeId=${c.serviceTypeId}&pageSize=100`,
        viewer,
      ).expect(200);
      expect(
        byService.body.items.every((i: { serviceTypeId: string }) => i.serviceTypeId === c.serviceTypeId),
      ).toBe(true);
      await get('/api/admin/pricing/history?pageSize=1000', viewer).expect(400);
      // A page past any history is refused, not an offset the database cannot take (found by the fuzz test).
      await get('/api/admin/pricing/history?page=461168601842738800', viewer).expect(400);
      await get('/api/admin/pricing/history?deviceModelId=nope', viewer).expect(400);
    });
  });

  describe('CSV', () => {
    it('round-trips: export, edit, dry run shows the diff and writes nothing, import applies it with history', async () => {
      const exported = await get('/api/admin/pricing/export.csv', viewer).expect(200);
      expect(exported.headers['content-type']).toMatch(/^text\/csv/);
      expect(exported.headers['content-disposition']).toMatch(/attachment; filename="retail-prices.csv"/);
      const rows = parseCsv(exported.text);
      expect(rows[0]).toEqual(['device_id', 'service_id', 'brand', 'model', 'service', 'price']);
      const m = await matrix();
      expect(rows.length - 1).toBe(m.models.length * m.services.length);
      const line = rows.findIndex((r) => r[0] === 'iphone-14' && r[1] === 'screen');
      const wasEmpty = rows.findIndex((r) => r[0] === 'playstation-5' && r[1] === 'screen');
      expect(rows[line][5]).toBe('189.00');
      expect(rows[wasEmpty][5]).toBe('');
      rows[line][5] = '195.50';
      rows[wasEmpty][5] = '149';
      const edited = rows
        .map((r) => r.map((f) => (/[",]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f)).join(','))
        .join('\r\n');

      const rowsBefore = await historyRows();
      const dry = await post('/api/admin/pricing/import', { csv: edited, dryRun: true }, editor).expect(200);
      expect(dry.body).toMatchObject({ dryRun: true, version: m.version, unchanged: rows.length - 3 });
      expect(dry.body.changes).toEqual([
        expect.objectContaining({
          device: 'iPhone 14',
          service: 'Screen Repair',
          oldPrice: 189,
          newPrice: 195.5,
        }),
        expect.objectContaining({
          device: 'PlayStation 5',
          service: 'Screen Repair',
          oldPrice: null,
          newPrice: 149,
        }),
      ]);
      expect((await matrix()).version).toBe(m.version);
      expect(await historyRows()).toBe(rowsBefore);

      const applied = await post(
        '/api/admin/pricing/import',
        { csv: edited, dryRun: false, version: dry.body.version },
        editor,
      ).expect(200);
      expect(applied.body).toMatchObject({ dryRun: false, version: m.version + 1 });
      expect(applied.body.changes).toHaveLength(2);
      expect(await historyRows()).toBe(rowsBefore + 2);
      const recorded = await get('/api/admin/pricing/history?pageSize=2', viewer).expect(200);
      expect(recorded.body.items.every((i: { source: string }) => i.source === 'import')).toBe(true);

      const again = await get('/api/admin/pricing/export.csv', viewer).expect(200);
      expect(parseCsv(again.text)).toEqual(
        rows.map((r, i) =>
          i === line ? [...r.slice(0, 5), '195.50'] : i === wasEmpty ? [...r.slice(0, 5), '149.00'] : r,
        ),
      );
      expect((await get('/api/pricing/all').expect(200)).body.pricing['playstation-5'].screen).toEqual({
        available: true,
        price: 149,
      });

      // The same file again changes nothing.
      const noop = await post('/api/admin/pricing/import', { csv: edited, dryRun: true }, editor).expect(200);
      expect(noop.body.changes).toEqual([]);
    });

    it('rejects a bad file naming the line, and applies nothing', async () => {
      const m = await matrix();
      const csv =
        'device_id,service_id,price\r\niphone-14,screen,1\r\nno-such-phone,screen,2\r\niphone-14,battery,abc\r\n';
      const res = await post('/api/admin/pricing/import', { csv, dryRun: false }, editor).expect(400);
      expect(res.body.message).toBe("Line 3: unknown device 'no-such-phone' (and 1 more)");
      expect(res.body.errors[1].message).toMatch(
        /^Line 4: iPhone 14 \/ Battery Replacement: the price must be a number/,
      );
      expect((await matrix()).version).toBe(m.version);
      await post('/api/admin/pricing/import', { csv: 'device,price\r\n', dryRun: true }, editor).expect(
        400,
        /device_id/,
      );
    });

    it('gets 409 when a cell changed after the dry run', async () => {
      const m = await matrix();
      const csv = 'device_id,service_id,price\r\niphone-11,screen,111\r\n';
      const dry = await post('/api/admin/pricing/import', { csv, dryRun: true }, editor).expect(200);
      await post(
        '/api/admin/pricing',
        { version: m.version, prices: [{ ...cell(m, 'iPhone 11', 'screen'), price: 112 }] },
        editor2,
      ).expect(200);
      const res = await post(
        '/api/admin/pricing/import',
        { csv, dryRun: false, version: dry.body.version },
        editor,
      ).expect(409);
      expect(res.body.details.conflicts[0]).toMatchObject({
        device: 'iPhone 11',
        currentPrice: 112,
        yourPrice: 111,
        changedBy: 'editor2',
      });
    });
  });

  describe('CSV round trip of a large catalogue', () => {
    it('imports its own export unchanged as a no-op dry run, past the general body limit and 5000 rows, retired rows left out alike', async () => {
      // Grow the catalogue: 700 more device models (each with the seeded services' cells).
      await t.dataSource.query(
        `INSERT INTO device_models (slug, category, brand, model_name, image, base_price_cents, display_order)
         SELECT 'bulk-phone-' || n, 'android', 'Bulkmaker', 'Bulk Phone ' || n, '/images/devices/android.svg', 19900, 1000 + n
           FROM generate_series(1, 700) AS n`,
      );
      const retiredModel = (await matrix()).models.find((d) => d.slug === 'bulk-phone-7')!;
      const retiredService = (await matrix()).services.find((s) => s.slug === 'diagnostic')!;
      await post(`/api/admin/device-models/${retiredModel.id}/retire`, {}, editor).expect(200);
      await post(`/api/admin/service-types/${retiredService.id}/retire`, {}, editor).expect(200);

      const m = await matrix();
      const csv = (await get('/api/admin/pricing/export.csv', viewer).expect(200)).text;
      const rows = parseCsv(csv).slice(1);
      expect(rows).toHaveLength(m.models.length * m.services.length);
      expect(rows.some((r) => r[0] === 'bulk-phone-7' || r[1] === 'diagnostic')).toBe(false);
      const body = { csv, dryRun: true };
      expect(rows.length).toBeGreaterThan(5000); // the former row cap of an import
      expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(100 * 1024); // BODY_LIMIT

      const before = await historyRows();
      const dry = await post('/api/admin/pricing/import', body, editor).expect(200);
      expect(dry.body).toEqual({ dryRun: true, version: m.version, changes: [], unchanged: rows.length });
      const applied = await post('/api/admin/pricing/import', { csv, dryRun: false }, editor).expect(200);
      expect(applied.body).toMatchObject({ dryRun: false, version: m.version, changes: [] });
      expect(await historyRows()).toBe(before);
      // The general limit still holds everywhere else.
      await post('/api/admin/pricing', { prices: [], padding: 'x'.repeat(100 * 1024) }, editor).expect(413);
    });
  });

  describe('seeding', () => {
    it('is idempotent and never overwrites a price staff changed', async () => {
      const m = await matrix();
      const c = cell(m, 'iPhone 16', 'battery');
      await post('/api/admin/pricing', { version: m.version, prices: [{ ...c, price: 0 }] }, editor).expect(
        200,
      );
      const count = async () =>
        Number((await t.dataSource.query('SELECT count(*)::int AS n FROM retail_prices'))[0].n);
      const before = await count();
      await t.app.get(RetailPricesSeed).onApplicationBootstrap();
      expect(await count()).toBe(before);
      expect(cell(await matrix(), 'iPhone 16', 'battery').price).toBe(0);
    });
  });
});
