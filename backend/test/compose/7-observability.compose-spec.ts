import { randomUUID } from 'node:crypto';
import { compose, readState, stack } from './compose-stack.js';

/**
 * Issue 37, seen as an operator sees it: a Prometheus (Debian's package, on loopback) scrapes the
 * three backends' metrics ports while the suite runs; the suite asks it, through its HTTP API, for
 * the targets, the requests it made counted per route, and the outbox alert once the SMTP server the
 * outbox sends to stops (the rules as shipped, but 15 s instead of 10 minutes). And one request id,
 * end to end: in the error body, the answer's header, nginx's access line and the backend's JSON line.
 */
const prometheus = process.env.COMPOSE_PROMETHEUS_URL ?? 'http://127.0.0.1:9097';
const ID = /^[0-9a-f]{32}$/;

async function query(expr: string): Promise<{ metric: Record<string, string>; value: [number, string] }[]> {
  const res = await fetch(`${prometheus}/api/v1/query?query=${encodeURIComponent(expr)}`);
  const body = (await res.json()) as { status: string; data: { result: never[] } };
  if (body.status !== 'success') throw new Error(`${expr}: ${JSON.stringify(body)}`);
  return body.data.result;
}

async function scalar(expr: string): Promise<number> {
  const [first] = await query(expr);
  return first ? Number(first.value[1]) : 0;
}

async function eventually<T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const until = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const found = await probe();
      if (found !== undefined) return found;
    } catch (error) {
      last = error;
    }
    if (Date.now() > until) throw new Error(`${what}: not within ${ms / 1000} s ${last ? String(last) : ''}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

describe('Prometheus over the compose stack', () => {
  it('has the three backends as targets, all up', async () => {
    const targets = await eventually('three targets up', 60_000, async () => {
      const res = await fetch(`${prometheus}/api/v1/targets`);
      const body = (await res.json()) as {
        data: { activeTargets: { labels: Record<string, string>; health: string; scrapeUrl: string }[] };
      };
      const active = body.data.activeTargets.filter((t) => t.labels.job === 'shop');
      return active.length === 3 && active.every((t) => t.health === 'up') ? active : undefined;
    });
    console.log(`targets: ${targets.map((t) => `${t.scrapeUrl} ${t.health}`).join(', ')}`);
    expect(await scalar('count(up{job="shop"} == 1)')).toBe(3);
    // Nothing of the metrics is served through nginx.
    expect((await fetch(`${stack.base}/metrics`)).headers.get('content-type') ?? '').not.toMatch(
      /^text\/plain/,
    );
  });

  it('counts the requests this test makes, per route, over the three instances', async () => {
    const series = 'sum(shop_http_requests_total{route="/api/catalogue",method="GET",status="200"})';
    // Settled: two scrapes in a row agree.
    const before = await eventually('a settled count', 30_000, async () => {
      const a = await scalar(series);
      await new Promise((r) => setTimeout(r, 2500));
      return a === (await scalar(series)) ? a : undefined;
    });
    for (let i = 0; i < 9; i++) {
      const res = await fetch(`${stack.base}/api/catalogue`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const after = await eventually('the 9 requests counted', 30_000, async () => {
      const now = await scalar(series);
      return now - before === 9 ? now : undefined;
    });
    console.log(`GET /api/catalogue 200: ${before} before, ${after} after`);
    // Spread over the instances, each counting its own.
    expect(
      (await query('shop_http_requests_total{route="/api/catalogue",status="200"} > 0')).length,
    ).toBeGreaterThan(1);
    const routes = (await query('sum by (route) (shop_http_requests_total)')).map((r) => r.metric.route);
    expect(routes).toEqual(
      expect.arrayContaining(['/api/catalogue', '/api/appointments', '/api/admin/login']),
    );
    // Templates only, never a path with a token.
    expect(routes.filter((r) => /\/track\/[A-Za-z0-9_-]{20,}/.test(r))).toEqual([]);
  });

  it("finds a failing request's id in the error body, the header, nginx's line and the backend's line", async () => {
    const res = await fetch(`${stack.base}/api/no-such-thing-${randomUUID()}`);
    expect(res.status).toBe(404);
    const id = res.headers.get('x-request-id') ?? '';
    expect(id).toMatch(ID);
    expect(((await res.json()) as { requestId: string }).requestId).toBe(id);
    const nginx = await eventually("nginx's access line", 15_000, async () =>
      compose('logs', '--no-color', '--tail', '200', 'web')
        .split('\n')
        .find((l) => l.includes(`"requestId":"${id}"`)),
    );
    expect(nginx).toContain('"status":404');
    const backend = await eventually("the backend's line", 15_000, async () =>
      compose('logs', '--no-color', '--tail', '300', ...stack.backendServices)
        .split('\n')
        .find((l) => l.includes(`"requestId":"${id}"`) && l.includes('"msg":"request"')),
    );
    const line = JSON.parse(backend.slice(backend.indexOf('{'))) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'info', requestId: id, status: 404, method: 'GET' });
    expect(typeof line.instance).toBe('string');
    expect(String(line.route)).not.toContain('no-such-thing');
  });

  it('fires the outbox alert when the SMTP server stops (started again after)', async () => {
    const { sinkPid } = readState() as { sinkPid: number };
    expect(typeof sinkPid).toBe('number');
    process.kill(sinkPid, 'SIGUSR1');
    try {
      const res = await fetch(`${stack.base}/api/customers`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Otto',
          lastName: 'Outbox',
          phone: '(555) 555-0142',
          email: `outbox-${randomUUID()}@example.com`,
          discountClaimed: 'popup_10_off',
          deviceInfo: 'Discount signup via popup',
        }),
      });
      expect(res.status).toBe(201);
      const alert = await eventually('ShopOutboxStuck firing', 120_000, async () => {
        const body = (await (await fetch(`${prometheus}/api/v1/alerts`)).json()) as {
          data: { alerts: { labels: Record<string, string>; state: string; value: string }[] };
        };
        return body.data.alerts.find((a) => a.labels.alertname === 'ShopOutboxStuck' && a.state === 'firing');
      });
      console.log(`alert: ${JSON.stringify(alert)}`);
      expect(await scalar('max(shop_outbox_messages{status="pending"})')).toBeGreaterThanOrEqual(1);
      expect(await scalar('sum(shop_outbox_send_failures_total)')).toBeGreaterThanOrEqual(1);
    } finally {
      process.kill(sinkPid, 'SIGUSR2');
    }
  }, 180_000);
});
