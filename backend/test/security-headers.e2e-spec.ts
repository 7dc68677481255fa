import request from 'supertest';
import { createTestApp, DEMO_PASSWORDS, type TestApp } from './support/test-app.js';

/** Issue 10: security headers on the API (the cached price map too), CORS only for configured origins, HSTS only over HTTPS. */

const PRICING = '/api/pricing/all';

function expectSecurityHeaders(headers: Record<string, string>): void {
  const csp = headers['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('security headers and CORS, default settings (plain HTTP, no CORS origins)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('puts the security headers on the price map, whether built or served from the cache', async () => {
    const built = await request(t.http).get(PRICING).expect(200);
    const cached = await request(t.http).get(PRICING).expect(200);
    expectSecurityHeaders(built.headers);
    expectSecurityHeaders(cached.headers);
    expect(cached.body).toEqual(built.body);
    expect(cached.headers.etag).toBe(built.headers.etag);
    const notModified = await request(t.http)
      .get(PRICING)
      .set('If-None-Match', built.headers.etag)
      .expect(304);
    expectSecurityHeaders(notModified.headers);
    // The cached answer comes early, but after helmet: the very headers of other answers.
    const helmetHeaders = (headers: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) =>
            name !== 'x-request-id' && // each answer's own
            /^(content-security-policy|cross-origin-|origin-agent-cluster|referrer-policy|strict-transport-security|x-)/.test(
              name,
            ),
        ),
      );
    const other = await request(t.http).get('/api/catalogue').expect(200);
    expect(Object.keys(helmetHeaders(other.headers)).length).toBeGreaterThan(8);
    expect(helmetHeaders(cached.headers)).toEqual(helmetHeaders(other.headers));
  });

  it('puts them on other API answers and errors', async () => {
    expectSecurityHeaders((await request(t.http).get('/api/catalogue').expect(200)).headers);
    expectSecurityHeaders((await request(t.http).get('/api/admin/pricing').expect(401)).headers);
    expectSecurityHeaders((await request(t.http).get('/api/no-such-thing').expect(404)).headers);
  });

  it('sends no HSTS over plain HTTP', async () => {
    const res = await request(t.http).get(PRICING).expect(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('allows no cross-origin reads when no origin is configured', async () => {
    const res = await request(t.http).get(PRICING).set('Origin', 'https://elsewhere.example').expect(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await request(t.http)
      .options('/api/appointments')
      .set('Origin', 'https://elsewhere.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS_ORIGINS and HTTPS (SESSION_COOKIE_SECURE)', () => {
  let t: TestApp;
  const allowed = 'https://shop.example';
  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: allowed, SESSION_COOKIE_SECURE: 'true' } });
  });
  afterAll(() => t.close());

  it('answers a configured origin, with credentials, on reads and preflights', async () => {
    // The price map's first read is built by its controller, the second comes from the cache early:
    // both after CORS.
    for (const _ of ['built', 'cached']) {
      const res = await request(t.http).get(PRICING).set('Origin', allowed).expect(200);
      expect(res.headers['access-control-allow-origin']).toBe(allowed);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
    }
    const preflight = await request(t.http)
      .options('/api/appointments')
      .set('Origin', allowed)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe(allowed);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
  });

  it('does not answer any other origin', async () => {
    for (const origin of [
      'https://evil.example',
      'https://shop.example.evil.example',
      'http://shop.example',
      'null',
    ]) {
      const res = await request(t.http).get(PRICING).set('Origin', origin).expect(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await request(t.http)
        .options('/api/appointments')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'POST');
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('sends HSTS and upgrades insecure requests, and marks the session cookie Secure', async () => {
    const res = await request(t.http).get(PRICING).expect(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expectSecurityHeaders(res.headers);
    const login = await request(t.http)
      .post('/api/admin/login')
      .send({ username: 'viewer', password: DEMO_PASSWORDS.viewer })
      .expect(200);
    const cookies = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
  });
});
