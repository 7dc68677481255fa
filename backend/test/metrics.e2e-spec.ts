import request from 'supertest';
import { Db } from '../src/common/database/db.js';
import { Metrics } from '../src/common/metrics/metrics.js';
import { NotificationsService } from '../src/notifications/notifications.service.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { freePort } from './support/free-port.js';

/**
 * Issue 37: metrics for Prometheus on a port of their own (METRICS_PORT), never on the app's:
 * requests by route template, method and status with latency; the database pool and whether the
 * database answers; the outbox backlog and its oldest message; jobs' last success; rate-limit
 * rejections by limit; sign-in failures; event-loop lag.
 */

/** The value of one series in Prometheus' text format (`name{labels}`), or undefined. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({
      env: { METRICS_PORT: String(port), METRICS_HOST: '127.0.0.1', RATE_LIMIT_LOOKUPS: '1/3600' },
    });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    return res.text();
  };

  it('serves them on their own port only, not on the app port', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    const onApp = await request(t.http).get('/metrics');
    expect(onApp.text).not.toContain('shop_http_requests_total');
  });

  it('counts requests by route template, method and status, with a latency histogram', async () => {
    await request(t.http).get('/api/catalogue').expect(200);
    await request(t.http).get('/api/catalogue').expect(200);
    await request(t.http).get('/api/track/AbCdEfGhIjKlMnOpQrStUvWxYz012345');
    const text = await scrape();
    expect(value(text, 'shop_http_requests_total{route="/api/catalogue",method="GET",status="200"}')).toBe(2);
    expect(text).toMatch(
      /shop_http_requests_total\{route="\/api\/track\/:token",method="GET",status="\d+"\} 1/,
    );
    expect(text).not.toContain('AbCdEfGhIjKlMnOpQrStUvWxYz012345');
    expect(value(text, 'shop_http_request_duration_seconds_count{route="/api/catalogue",method="GET"}')).toBe(
      2,
    );
    expect(text).toContain(
      'shop_http_request_duration_seconds_bucket{le="0.05",route="/api/catalogue",method="GET"}',
    );
  });

  it('reports the database pool, the database up, the event loop, and the jobs', async () => {
    const text = await scrape();
    expect(value(text, 'shop_database_up')).toBe(1);
    expect(value(text, 'shop_db_pool_connections{state="waiting"}')).toBe(0);
    expect(value(text, 'shop_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^shop_nodejs_eventloop_lag_seconds \d/m);
    expect(value(text, 'shop_cache_listener_up')).toBe(1);
    expect(value(text, 'shop_job_last_success_timestamp_seconds{task="cache_listener"}')).toBeGreaterThan(
      Date.now() / 1000 - 60,
    );
  });

  it('reports the outbox backlog and the age of its oldest waiting message', async () => {
    const before = await scrape();
    expect(value(before, 'shop_outbox_messages{status="pending"}')).toBe(0);
    expect(value(before, 'shop_outbox_oldest_pending_age_seconds')).toBe(0);
    await t.app
      .get(Db)
      .transaction(() =>
        t.app
          .get(NotificationsService)
          .discountCode('ana@example.com', { firstName: 'Ana', code: 'W8ER-TY3U' }),
      );
    await new Promise((r) => setTimeout(r, 1100));
    const after = await scrape();
    expect(value(after, 'shop_outbox_messages{status="pending"}')).toBe(1);
    expect(value(after, 'shop_outbox_oldest_pending_age_seconds')).toBeGreaterThan(0);
    expect(after).not.toContain('ana@example.com');
  });

  it('counts rate-limit rejections by limit and failed sign-ins', async () => {
    const lookup = () =>
      request(t.http).post('/api/appointments/RB-NOPE00/lookup').send({ email: 'nobody@example.com' });
    await lookup();
    expect((await lookup()).status).toBe(429);
    await request(t.http).post('/api/admin/login').send({ username: 'viewer', password: 'wrong-password-1' });
    const text = await scrape();
    expect(value(text, 'shop_rate_limit_rejections_total{limit="lookups"}')).toBe(1);
    expect(value(text, 'shop_sign_in_failures_total')).toBe(1);
    // Named once, even at 0, so that rules see them from the start.
    for (const name of ['shop_bookings_total', 'shop_payments_total', 'shop_receipts_total'])
      expect(text).toContain(`# TYPE ${name} counter`);
    expect(t.app.get(Metrics).registry.getMetricsAsArray().length).toBeGreaterThan(20);
  });
});
