import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 29: behind a proxy the server trusts exactly the hops the deployment has (TRUST_PROXY: a
 * hop count or the proxies' addresses, never `true`), so a client that writes its own
 * X-Forwarded-For cannot choose the address its per-IP limits count. supertest connects from
 * 127.0.0.1, which plays the proxy here; the real nginx is tried in the compose suite.
 */
const DB = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const LIMIT = 3;

const claim = (i: number) => ({
  firstName: 'Jane',
  lastName: 'Doe',
  phone: '(555) 555-0123',
  email: `proxy-${i}-${Date.now()}@example.com`,
  discountClaimed: 'popup_10_off',
  deviceInfo: 'Discount signup via popup',
});

describe.each([
  ['one hop (TRUST_PROXY=1)', '1'],
  ["the proxy's address (TRUST_PROXY=loopback)", 'loopback'],
])(`per-IP limits behind a proxy trusted by %s (${DB})`, (_name, trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: trustProxy, RATE_LIMIT_CUSTOMERS: `${LIMIT}/3600` } });
  });
  afterAll(() => t.close());

  it('counts the address the proxy saw, whatever the client put before it', async () => {
    // A proxy that appends (nginx's $proxy_add_x_forwarded_for): the client's own entries come first.
    for (let i = 0; i < LIMIT; i++) {
      await request(t.http)
        .post('/api/customers')
        .set('X-Forwarded-For', `203.0.113.${i}, 198.51.100.20`)
        .send(claim(i))
        .expect(201);
    }
    await request(t.http)
      .post('/api/customers')
      .set('X-Forwarded-For', '203.0.113.99, 198.51.100.20')
      .send(claim(99))
      .expect(429);
    // Another client behind the same proxy has a count of its own.
    await request(t.http)
      .post('/api/customers')
      .set('X-Forwarded-For', '198.51.100.21')
      .send(claim(100))
      .expect(201);
  });
});

describe(`a proxy address that is not the peer's (${DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.9.8.7', RATE_LIMIT_CUSTOMERS: `${LIMIT}/3600` } });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For from any other peer: every claim counts on the peer itself', async () => {
    for (let i = 0; i < LIMIT; i++) {
      await request(t.http)
        .post('/api/customers')
        .set('X-Forwarded-For', `203.0.113.${i}`)
        .send(claim(i))
        .expect(201);
    }
    await request(t.http)
      .post('/api/customers')
      .set('X-Forwarded-For', '203.0.113.50')
      .send(claim(50))
      .expect(429);
  });
});
