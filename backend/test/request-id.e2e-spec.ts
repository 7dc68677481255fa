import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { CatalogueService } from '../src/catalogue/catalogue.service.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { siteFixture } from './support/site-fixture.js';

/**
 * Issue 37: one request id end to end. A request gets nginx's id (X-Request-Id, from the trusted
 * proxy, well formed) or its own; it is in the answer's X-Request-Id, the access line, the error body
 * and every log line written while the request ran. Access lines name route templates, never a raw
 * path with a token; health probes are not logged; e-mail addresses never reach a line.
 */

interface Line {
  level: string;
  time: string;
  msg: string;
  instance: string;
  requestId?: string;
  route?: string;
  status?: number;
  method?: string;
  durationMs?: number;
  context?: string;
  [key: string]: unknown;
}

const ID = /^[0-9a-f]{32}$/;
const NGINX_ID = '0123456789abcdef0123456789abcdef';

describe('one request id end to end (trusted proxy on loopback)', () => {
  let t: TestApp;
  const text: string[] = [];
  const lines = (): Line[] =>
    text
      .join('')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Line);
  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'info', TRUST_PROXY: 'loopback', INSTANCE_NAME: 'test-1', STATIC_DIR: siteFixture() },
      logDestination: { write: (chunk: string) => void text.push(chunk) },
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    text.length = 0;
  });

  it('a failing request: one id in the header, the error body, the access line and every line written meanwhile', async () => {
    const catalogue = t.app.get(CatalogueService);
    const spy = jest.spyOn(catalogue, 'getCatalogue').mockImplementation(async () => {
      new Logger('Catalogue').warn('about to fail for someone@example.com');
      await new Promise((r) => setTimeout(r, 5));
      throw new Error('boom while serving customer@example.org');
    });
    try {
      const res = await request(t.http).get('/api/catalogue').expect(500);
      const id = res.headers['x-request-id'];
      expect(id).toMatch(ID);
      expect(res.body).toMatchObject({ statusCode: 500, message: 'Internal server error', requestId: id });
      const written = lines();
      expect(written.length).toBeGreaterThanOrEqual(3);
      for (const line of written)
        expect({ msg: line.msg, requestId: line.requestId }).toEqual({ msg: line.msg, requestId: id });
      const access = written.filter((l) => l.msg === 'request');
      expect(access).toEqual([
        expect.objectContaining({
          level: 'error',
          method: 'GET',
          route: '/api/catalogue',
          status: 500,
          instance: 'test-1',
          requestId: id,
        }),
      ]);
      expect(typeof access[0].durationMs).toBe('number');
      expect(written.find((l) => l.context === 'Catalogue')?.msg).toBe('about to fail for [email]');
      const all = JSON.stringify(written);
      expect(all).not.toMatch(/@example\.(com|org)/);
      expect(all).toContain('boom while serving [email]');
      for (const line of written) expect(Number.isNaN(Date.parse(line.time))).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });

  it('takes a well-formed id from the trusted proxy, and makes its own for a malformed one', async () => {
    const taken = await request(t.http).get('/api/catalogue').set('X-Request-Id', NGINX_ID).expect(200);
    expect(taken.headers['x-request-id']).toBe(NGINX_ID);
    expect(lines().find((l) => l.msg === 'request')?.requestId).toBe(NGINX_ID);
    for (const bad of [
      'abc',
      NGINX_ID.toUpperCase(),
      `${NGINX_ID}0`,
      'x'.repeat(32),
      `${NGINX_ID.slice(0, 31)}\u00e9`,
    ]) {
      const res = await request(t.http).get('/api/catalogue').set('X-Request-Id', bad).expect(200);
      expect(res.headers['x-request-id']).toMatch(ID);
      expect(res.headers['x-request-id']).not.toBe(bad);
    }
    const a = await request(t.http).get('/api/catalogue');
    const b = await request(t.http).get('/api/catalogue');
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('puts the id on every answer: the price map, a page, a 404, a refused body', async () => {
    const pricing = await request(t.http).get('/api/pricing/all').expect(200);
    expect(pricing.headers['x-request-id']).toMatch(ID);
    const page = await request(t.http).get('/track/some-secret-token-1234567890abcdef');
    expect(page.headers['x-request-id']).toMatch(ID);
    const missing = await request(t.http).get('/api/no-such-thing').expect(404);
    expect(missing.body.requestId).toBe(missing.headers['x-request-id']);
    const refused = await request(t.http)
      .post('/api/customers')
      .set('Content-Type', 'text/plain')
      .send('hello');
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.body.requestId).toBe(refused.headers['x-request-id']);
    const access = lines().filter((l) => l.msg === 'request');
    expect(access.map((l) => [l.route, l.requestId])).toEqual([
      ['/api/pricing/all', pricing.headers['x-request-id']],
      ['/track/:token', page.headers['x-request-id']],
      // The API's catch-all route of unknown paths, not the path asked for.
      ['/api*path', missing.headers['x-request-id']],
      [expect.any(String), refused.headers['x-request-id']],
    ]);
  });

  it('names route templates, never a tracking token; does not log health probes', async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    await request(t.http).get(`/api/track/${token}`);
    await request(t.http).get(`/track/${token}`);
    await request(t.http).get('/api/health').expect(200);
    await request(t.http).get('/api/health/ready');
    const written = lines();
    expect(JSON.stringify(written)).not.toContain(token);
    expect(written.filter((l) => l.msg === 'request').map((l) => l.route)).toEqual([
      '/api/track/:token',
      '/track/:token',
    ]);
  });
});

describe('request ids without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'false' } });
  });
  afterAll(() => t.close());

  it('makes its own id even for a well-formed one a client sends', async () => {
    const res = await request(t.http).get('/api/catalogue').set('X-Request-Id', NGINX_ID).expect(200);
    expect(res.headers['x-request-id']).toMatch(ID);
    expect(res.headers['x-request-id']).not.toBe(NGINX_ID);
  });
});
