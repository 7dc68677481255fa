import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SmtpSink } from '../support/smtp-sink.js';
import {
  bookingBody,
  createDatabase,
  serverUrl,
  sleep,
  startApp,
  type RunningApp,
} from '../faults/harness.js';

/**
 * Three instances of the build on one PostgreSQL database of their own, as behind a load balancer
 * (`docker compose up --scale backend=3`): what one changes, all serve within a second; per-IP,
 * per-reference and sign-in limits hold across them; one slot takes one booking; every confirmation is sent once by
 * the three outbox workers; a SIGKILLed instance and killed database connections leave the others
 * answering. Ports: CLUSTER_PORTS (e.g. 3141,3142,3143), else free ones.
 */

const siteDir = resolve(fileURLToPath(import.meta.url), '..', '..', '..', '..', 'frontend', 'dist');
const LIMIT = 10;
const LOGIN_MAX_FAILURES = 5;
const LOGIN_MAX_FAILURES_PER_ADDRESS = 10;
const PASSWORDS = { viewer: 'viewer-password-123', editor: 'editor-password-123' };
const ports = (process.env.CLUSTER_PORTS ?? '').split(',').filter(Boolean);

interface Instance extends RunningApp {
  name: string;
}
interface Answer {
  status: number | 'error';
  body: Record<string, unknown>;
  text: string;
  retryAfter: string | null;
  at: number;
}

let ipCounter = 0;
/** A client address of its own (X-Forwarded-For; the instances trust the proxy), so only a test that means to share one does. */
const freshIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;
let emailCounter = 0;
const freshEmail = (what: string) => `${what}-${Date.now()}-${emailCounter++}@example.com`;

async function call(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; ip?: string; cookie?: string } = {},
): Promise<Answer> {
  try {
    const res = await fetch(base + path, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        'X-Forwarded-For': options.ip ?? freshIp(),
        ...(options.cookie ? { Cookie: options.cookie } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // not JSON (a page)
    }
    return { status: res.status, body, text, retryAfter: res.headers.get('retry-after'), at: Date.now() };
  } catch (error) {
    return { status: 'error', body: {}, text: String(error), retryAfter: null, at: Date.now() };
  }
}

/** A valid booking of `slot` (the fault tests' body), under an e-mail of its own unless given. */
const booking = (slot: string, email?: string) => {
  const { body } = bookingBody(slot);
  return email ? { ...body, customerEmail: email } : body;
};

const count = <T>(xs: T[], pick: (x: T) => unknown) => {
  const counts: Record<string, number> = {};
  for (const x of xs) counts[String(pick(x))] = (counts[String(pick(x))] ?? 0) + 1;
  return counts;
};

(serverUrl ? describe : describe.skip)('three instances on one PostgreSQL database', () => {
  const started = Date.now();
  const smtp = new SmtpSink();
  let db: { url: string; drop: () => Promise<void> };
  let sql: pg.Client;
  let instances: Instance[] = [];
  let editor: string;
  const report: string[] = [];
  const lags: number[] = [];
  const booked: string[] = [];

  const byName = (name: string) => instances.find((i) => i.name === name)!;
  const others = (one: Instance) => instances.filter((i) => i !== one);
  const live = () => instances.filter((i) => i.child.exitCode === null && i.child.signalCode === null);
  const pick = () => live()[Math.floor(Math.random() * live().length)];

  beforeAll(async () => {
    // The built site, with its server renderer (`npm run build` first).
    const manifest = join(siteDir, '.site', 'routes.json');
    expect(existsSync(manifest)).toBe(true);
    const { renderer } = JSON.parse(readFileSync(manifest, 'utf8')) as { renderer: string };
    expect(existsSync(join(siteDir, '.site', renderer))).toBe(true);
    await smtp.start();
    db = await createDatabase();
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    const t0 = Date.now();
    // Started together on the empty database: one migrates, the others wait for it.
    instances = await Promise.all(
      ['A', 'B', 'C'].map(async (name, i) => ({
        name,
        ...(await startApp({
          ...(ports[i] ? { PORT: ports[i] } : {}),
          DATABASE_URL: db.url,
          STATIC_DIR: siteDir,
          TRUST_PROXY: '1',
          RATE_LIMIT_BOOKINGS: `${LIMIT}/3600`,
          RATE_LIMIT_CUSTOMERS: `${LIMIT}/3600`,
          RATE_LIMIT_LOOKUPS: `${3 * LIMIT}/3600`,
          LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES),
          LOGIN_MAX_FAILURES_PER_ADDRESS: String(LOGIN_MAX_FAILURES_PER_ADDRESS),
          SLOT_CAPACITY: '1',
          SMTP_URL: smtp.url,
          OUTBOX_POLL_MS: '200',
          DB_POOL_SIZE: '5',
        })),
      })),
    );
    report.push(
      `3 instances (${instances.map((i) => i.base.split(':').at(-1)).join(', ')}) ready in ${Date.now() - t0} ms on an empty database`,
    );
    editor = await sessionCookie(pick().base);
  });

  /** An editor's session cookie (signed in on one instance; sessions live in the database, so it works on all). */
  async function sessionCookie(base: string): Promise<string> {
    const res = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp() },
      body: JSON.stringify({ username: 'editor', password: PASSWORDS.editor }),
    });
    return res.headers
      .getSetCookie()
      .find((c) => c.startsWith('shop_session='))!
      .split(';')[0];
  }

  afterAll(async () => {
    await Promise.all(
      instances.map(async (i) => {
        if (i.child.exitCode === null && i.child.signalCode === null) i.child.kill('SIGTERM');
        await i.exited;
      }),
    );
    await sql?.end();
    await db?.drop();
    await smtp.stop();
    report.push(
      `mail server: ${smtp.connectionErrors.length} connection(s) reset by a sender (C, killed while sending)`,
    );
    if (lags.length > 0) report.push(`worst propagation lag over every check: ${Math.max(...lags)} ms`);
    report.push(`suite ran in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    process.stdout.write(`\n── cluster report\n${report.map((l) => `  ${l}`).join('\n')}\n\n`);
  });

  async function openSlots(): Promise<string[]> {
    const res = await call(pick().base, 'GET', '/api/appointments/availability');
    return (res.body.slots as { start: string; available: boolean }[])
      .filter((s) => s.available)
      .map((s) => s.start);
  }

  /** Frees every seat between checks (cancelled bookings stay in the database). */
  const cancelAll = () =>
    sql.query(
      `UPDATE appointments SET status = 'cancelled', cancelled_at = now() WHERE status <> 'cancelled'`,
    );

  /**
   * When `instance` first answers what `fresh` accepts, polling from `since` (the change's answer):
   * `lag`, from `since` to the end of that answer (Infinity past 3 s), and `known`, to its start.
   */
  async function lagUntil(instance: Instance, since: number, fresh: (base: string) => Promise<boolean>) {
    for (;;) {
      const asked = Date.now();
      if (await fresh(instance.base)) return { lag: Date.now() - since, known: asked - since };
      if (Date.now() - since > 3000) return { lag: Infinity, known: Infinity };
      await sleep(5);
    }
  }

  const priceOf = async (base: string, device: string, service: string) =>
    (
      (await call(base, 'GET', '/api/pricing/all')).body.pricing as Record<
        string,
        Record<string, { price: number }> | undefined
      >
    )[device]?.[service]?.price;

  let cells: Promise<{ models: Map<string, string>; services: Map<string, string> }> | undefined;
  /** The ids of the price matrix's rows and columns, by slug (read once). */
  const ids = () =>
    (cells ??= call(pick().base, 'GET', '/api/admin/pricing', { cookie: editor }).then((m) => {
      const list = (key: string) =>
        new Map((m.body[key] as { id: string; slug: string }[]).map((x) => [x.slug, x.id]));
      return { models: list('models'), services: list('services') };
    }));

  async function savePrice(via: Instance, device: string, service: string, price: number): Promise<number> {
    const { models, services } = await ids();
    const res = await call(via.base, 'POST', '/api/admin/pricing', {
      cookie: editor,
      body: { prices: [{ deviceModelId: models.get(device), serviceTypeId: services.get(service), price }] },
    });
    expect(res.status).toBe(200);
    return res.at;
  }

  it('serves 20 changes made through random instances on every other instance within a second', async () => {
    const models = (await call(pick().base, 'GET', '/api/admin/device-models', { cookie: editor })).body
      .items as { id: string; slug: string; name: string }[];
    const services = (await call(pick().base, 'GET', '/api/admin/service-types', { cookie: editor })).body
      .items as { id: string; slug: string; name: string }[];
    const retired = models.find((m) => m.slug === 'iphone-13')!;
    const renamed = services.find((s) => s.slug === 'battery')!;
    const listed = async (base: string) =>
      ((await call(base, 'GET', '/api/catalogue')).body.models as { id: string }[]).some(
        (m) => m.id === 'iphone-13',
      );
    // The server-rendered category page links every model of the current catalogue.
    const rendered = async (base: string) =>
      (await call(base, 'GET', '/repair/iphone')).text.includes('/repair/iphone/iphone-13"');
    // The sitemap lists every model's page of the current catalogue (issue 33).
    const inSitemap = async (base: string) =>
      (await call(base, 'GET', '/sitemap.xml')).text.includes('/repair/iphone/iphone-13</loc>');
    const serviceName = async (base: string) =>
      ((await call(base, 'GET', '/api/catalogue')).body.services as { id: string; name: string }[]).find(
        (s) => s.id === 'battery',
      )?.name;
    for (const i of instances) {
      expect(await listed(i.base)).toBe(true);
      expect(await rendered(i.base)).toBe(true);
      expect(await inSitemap(i.base)).toBe(true);
    }

    /** A probe asks the API, or a server-rendered page, whether an instance serves the change. */
    type Probe = { page: boolean; fresh: (base: string) => Promise<boolean> };
    type Change = { what: string; make: (via: Instance) => Promise<number>; probes: Probe[] };
    const api = (fresh: Probe['fresh']): Probe => ({ page: false, fresh });
    const page = (fresh: Probe['fresh']): Probe => ({ page: true, fresh });
    const price = (n: number): Change => {
      const [device, service] = n % 2 ? ['iphone-14', 'screen'] : ['iphone-15', 'battery'];
      const value = 150 + n;
      return {
        what: `price ${device}/${service} = ${value}`,
        make: (via) => savePrice(via, device, service, value),
        probes: [api(async (base) => (await priceOf(base, device, service)) === value)],
      };
    };
    const action = (what: string, path: string, method: string, body: unknown, probes: Probe[]): Change => ({
      what,
      make: async (via) => {
        const res = await call(via.base, method, path, { cookie: editor, body });
        expect(res.status).toBe(200);
        return res.at;
      },
      probes,
    });
    const changes: Change[] = [
      price(1),
      price(2),
      action('retire iphone-13', `/api/admin/device-models/${retired.id}/retire`, 'POST', undefined, [
        api(async (b) => !(await listed(b))),
        page(async (b) => !(await rendered(b))),
        page(async (b) => !(await inSitemap(b))),
      ]),
      price(3),
      action('rename battery', `/api/admin/service-types/${renamed.id}`, 'PATCH', { name: 'Battery Swap' }, [
        api(async (b) => (await serviceName(b)) === 'Battery Swap'),
      ]),
      price(4),
      price(5),
      action('restore iphone-13', `/api/admin/device-models/${retired.id}/unretire`, 'POST', undefined, [
        api(listed),
        page(rendered),
        page(inSitemap),
      ]),
      price(6),
      action(
        'rename battery back',
        `/api/admin/service-types/${renamed.id}`,
        'PATCH',
        { name: renamed.name },
        [api(async (b) => (await serviceName(b)) === renamed.name)],
      ),
      ...Array.from({ length: 10 }, (_, n) => price(7 + n)),
    ];
    expect(changes).toHaveLength(20);
    // Per change and other instance, each probe polled on its own: the API's lag runs to the end of
    // its first fresh answer; a page's to the start of it, its render time (React on the server,
    // once per catalogue version, CPU-bound) reported apart.
    const observed: { what: string; lag: number; page: boolean; render: number }[] = [];
    for (const change of changes) {
      const via = pick();
      const at = await change.make(via);
      await Promise.all(
        others(via).flatMap((i) =>
          change.probes.map(async (probe) => {
            const { lag, known } = await lagUntil(i, at, probe.fresh);
            observed.push({
              what: `${change.what} via ${via.name}, on ${i.name}${probe.page ? ' (page)' : ''}`,
              lag: probe.page ? known : lag,
              page: probe.page,
              render: lag - known,
            });
          }),
        ),
      );
    }
    const apiLags = observed.filter((o) => !o.page).map((o) => o.lag);
    lags.push(...observed.map((o) => o.lag));
    const sorted = [...apiLags].sort((a, b) => a - b);
    const slowest = [...observed].sort((a, b) => b.lag - a.lag)[0];
    const pages = observed.filter((o) => o.page);
    report.push(
      `propagation: 20 changes through random instances, ${apiLags.length} API observations on the other two: median ${sorted[Math.floor(sorted.length / 2)]} ms, worst ${Math.max(...apiLags)} ms; ${pages.length} server-rendered page observations: worst ${Math.max(...pages.map((p) => p.lag))} ms (+ render ${Math.max(...pages.map((p) => p.render))} ms at most); slowest: ${slowest.what} ${slowest.lag} ms`,
    );
    expect(slowest.lag).toBeLessThanOrEqual(1000);
  });

  it('shows a closed day an editor sets through any instance in the shop’s structured data on every other within a second (issue 33)', async () => {
    /** The closed days the home page's JSON-LD lists (the shop's specialOpeningHoursSpecification). */
    const closedOn = async (base: string, day: string) => {
      const html = (await call(base, 'GET', '/')).text;
      const json = /<script type="application\/ld\+json">([^<]*"ElectronicsStore"[^<]*)<\/script>/.exec(
        html,
      )?.[1];
      const special = (json ? JSON.parse(json) : {}).specialOpeningHoursSpecification as
        { validFrom: string; opens: string; closes: string }[] | undefined;
      return (special ?? []).some((s) => s.validFrom === day && s.opens === '00:00' && s.closes === '00:00');
    };
    const observed: number[] = [];
    for (let n = 0; n < 3; n++) {
      const via = instances[n]!;
      const day = new Date(Date.now() + (20 + n) * 86_400_000).toISOString().slice(0, 10);
      for (const i of instances) expect(await closedOn(i.base, day)).toBe(false);
      const closed = await call(via.base, 'POST', '/api/admin/closed-days', {
        cookie: editor,
        body: { day, reason: 'Stock-taking' },
      });
      expect(closed.status).toBe(201);
      const lags = await Promise.all(
        others(via).map(async (i) => (await lagUntil(i, closed.at, (base) => closedOn(base, day))).known),
      );
      observed.push(...lags);
      const reopened = await call(via.base, 'DELETE', `/api/admin/closed-days/${day}`, { cookie: editor });
      expect(reopened.status).toBe(204);
      const back = await Promise.all(
        others(via).map(
          async (i) => (await lagUntil(i, reopened.at, async (base) => !(await closedOn(base, day)))).known,
        ),
      );
      observed.push(...back);
    }
    lags.push(...observed);
    report.push(
      `closed days in the shop's structured data: ${observed.length} observations on the other instances, worst ${Math.max(...observed)} ms`,
    );
    expect(Math.max(...observed)).toBeLessThanOrEqual(1000);
  });

  it('counts one address once over the three: bookings, discount claims and look-ups stop at the limit', async () => {
    const slots = await openSlots();
    const ip = '203.0.113.7';
    const bookings = await Promise.all(
      Array.from({ length: 3 * LIMIT }, (_, n) =>
        call(instances[n % 3].base, 'POST', '/api/appointments', { ip, body: booking(slots[n]) }),
      ),
    );
    for (const b of bookings) if (b.status === 201) booked.push(b.body.reference as string);
    const claims = await Promise.all(
      Array.from({ length: LIMIT + 5 }, (_, n) =>
        call(instances[n % 3].base, 'POST', '/api/customers', {
          ip: '203.0.113.8',
          body: {
            firstName: 'Jane',
            lastName: 'Doe',
            phone: '(555) 555-0123',
            email: freshEmail('claim'),
            discountClaimed: 'popup_10_off',
            deviceInfo: 'Discount signup via popup',
          },
        }),
      ),
    );
    const lookups = await Promise.all(
      Array.from({ length: 3 * LIMIT + 5 }, (_, n) =>
        call(instances[n % 3].base, 'POST', '/api/appointments/RB-222222/lookup', {
          ip: '203.0.113.9',
          body: { email: 'nobody@example.com' },
        }),
      ),
    );
    const b = count(bookings, (x) => x.status);
    const c = count(claims, (x) => x.status);
    const l = count(lookups, (x) => x.status);
    report.push(
      `limits over 3 instances, one address: bookings ${JSON.stringify(b)} of 30 (limit ${LIMIT}); claims ${JSON.stringify(c)} of ${LIMIT + 5} (limit ${LIMIT}); look-ups ${JSON.stringify(l)} of ${3 * LIMIT + 5} (limit ${3 * LIMIT})`,
    );
    expect(b).toEqual({ 201: LIMIT, 429: 2 * LIMIT });
    expect(c).toEqual({ 201: LIMIT, 429: 5 });
    expect(l).toEqual({ 404: 3 * LIMIT, 429: 5 });
    const limited = bookings.find((x) => x.status === 429)!;
    expect(Number(limited.retryAfter)).toBeGreaterThan(3500);
    expect(limited.body.message).toBe('Too many requests, please try again later');
  });

  it('throttles sign-in per username and address over the three, never the right password from elsewhere; an address too', async () => {
    const login = (i: number, username: string, password: string, ip = freshIp()) =>
      call(instances[i % 3].base, 'POST', '/api/admin/login', { ip, body: { username, password } });
    const guesser = '198.51.100.10';
    const wrong: Answer[] = [];
    for (let n = 0; n < 2 * LOGIN_MAX_FAILURES; n++)
      wrong.push(await login(n, 'viewer', `wrong-${n}`, guesser));
    const elsewhere = await Promise.all([0, 1, 2].map((i) => login(i, 'viewer', PASSWORDS.viewer)));
    const fromGuesser = await login(0, 'viewer', PASSWORDS.viewer, guesser);
    const ip = '198.51.100.20';
    const byIp: Answer[] = [];
    for (let n = 0; n < LOGIN_MAX_FAILURES_PER_ADDRESS + 1; n++)
      byIp.push(await login(n, `guess-${n}`, 'wrong-password', ip));
    report.push(
      `sign-in over 3 instances: ${2 * LOGIN_MAX_FAILURES} wrong passwords for viewer from one address ${wrong.map((f) => f.status).join(' ')}; the right one from other addresses ${elsewhere.map((f) => f.status).join(' ')}, from that address ${fromGuesser.status}; one address, many usernames: ${byIp.map((f) => f.status).join(' ')} (limit ${LOGIN_MAX_FAILURES_PER_ADDRESS})`,
    );
    expect(wrong.map((f) => f.status)).toEqual([
      ...Array(LOGIN_MAX_FAILURES).fill(401),
      ...Array(LOGIN_MAX_FAILURES).fill(429),
    ]);
    expect(wrong.at(-1)!.body.message).toBe('Too many failed sign-in attempts, please try again later');
    expect(elsewhere.map((f) => f.status)).toEqual([200, 200, 200]);
    expect(fromGuesser.status).toBe(429);
    expect(byIp.map((f) => f.status)).toEqual([...Array(LOGIN_MAX_FAILURES_PER_ADDRESS).fill(401), 429]);
  });

  it('counts the guesses of one repair reference once over the three: after 30 wrong ones from 30 addresses the right pair is refused on each', async () => {
    const { models, services } = await ids();
    const walkIn = await call(pick().base, 'POST', '/api/admin/repair-orders', {
      cookie: editor,
      body: {
        customer: { name: 'Jo Cluster', phone: '(555) 555-0142', email: freshEmail('walk-in') },
        deviceModelId: [...models.values()][0],
        serviceTypeIds: [[...services.values()][0]],
        intake: {
          checklist: {
            screen: 'ok',
            back: 'ok',
            buttons: 'ok',
            cameras: 'ok',
            charging: 'ok',
            powersOn: 'ok',
          },
          conditionNotes: 'Fine',
          accessories: [],
          agreedToEstimate: true,
        },
      },
    });
    expect(walkIn.status).toBe(201);
    const { reference } = walkIn.body.order as { reference: string };
    const guess = (n: number, phoneLast4: string) =>
      call(instances[n % 3].base, 'POST', '/api/track/lookup', { body: { reference, phoneLast4 } });
    const wrong: Answer[] = [];
    for (let n = 0; n < 30; n++) wrong.push(await guess(n, String(3000 + n)));
    const right = await Promise.all([0, 1, 2].map((i) => guess(i, '0142')));
    const link = await call(
      pick().base,
      'GET',
      `/api/track/${String(walkIn.body.trackingUrl).split('/track/')[1]}`,
    );
    report.push(
      `tracking look-up over 3 instances: 30 wrong guesses of one reference from 30 addresses ${JSON.stringify(count(wrong, (w) => w.status))}; then the right pair on each instance ${right.map((r) => r.status).join(' ')}; the e-mailed link ${link.status}`,
    );
    expect(wrong.every((w) => w.status === 404)).toBe(true);
    expect(right.map((r) => [r.status, r.body.message])).toEqual(Array(3).fill([404, 'Not found']));
    expect(link.status).toBe(200);
  });

  it('takes exactly one of 50 concurrent bookings of one slot over the three, with no 5xx', async () => {
    const [slot] = await openSlots();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        call(instances[n % 3].base, 'POST', '/api/appointments', { body: booking(slot) }),
      ),
    );
    const statuses = count(answers, (a) => a.status);
    report.push(`one slot, 50 concurrent bookings over 3 instances: ${JSON.stringify(statuses)}`);
    expect(statuses).toEqual({ 201: 1, 409: 49 });
    booked.push(answers.find((a) => a.status === 201)!.body.reference as string);
  });

  it('sends the confirmations of 100 bookings once each, with the three workers running', async () => {
    await cancelAll();
    const slots = await openSlots();
    expect(slots.length).toBeGreaterThanOrEqual(100);
    const emails = Array.from({ length: 100 }, () => freshEmail('mail'));
    const answers: Answer[] = [];
    for (let start = 0; start < 100; start += 10) {
      answers.push(
        ...(await Promise.all(
          emails.slice(start, start + 10).map((email, n) =>
            call(instances[(start + n) % 3].base, 'POST', '/api/appointments', {
              body: booking(slots[start + n], email),
            }),
          ),
        )),
      );
    }
    expect(count(answers, (a) => a.status)).toEqual({ 201: 100 });
    for (const a of answers) booked.push(a.body.reference as string);
    const wanted = new Set(emails);
    const mine = () => smtp.received.filter((m) => m.to.some((to) => wanted.has(to)));
    const t0 = Date.now();
    while (mine().length < 100 && Date.now() - t0 < 20_000) await sleep(50);
    const allSentIn = Date.now() - t0;
    await sleep(1000); // five more rounds of every worker: nothing may come twice
    const recipients = mine().flatMap((m) => m.to);
    const twice = recipients.length - new Set(recipients).size;
    const { rows } = await sql.query(
      `SELECT status, count(*)::int AS n, max(attempts)::int AS attempts FROM outbox_messages WHERE recipient = ANY($1) GROUP BY status`,
      [emails],
    );
    report.push(
      `mail: 100 bookings, ${recipients.length} e-mails received (${twice} twice) ${allSentIn} ms after the last booking; outbox ${JSON.stringify(rows)}`,
    );
    expect(recipients).toHaveLength(100);
    expect(twice).toBe(0);
    expect(rows).toEqual([{ status: 'sent', n: 100, attempts: 1 }]);
  });

  it('keeps answering when an instance is SIGKILLed under load and another loses its database connections', async () => {
    await cancelAll();
    const slots = await openSlots();
    const [a, b, c] = ['A', 'B', 'C'].map(byName);
    const outcomes: (Answer & { instance: string })[] = [];
    let stop = false;
    let next = 0;
    // Two loops per instance, each pinned to its instance. (Picking the instance from a shared counter
    // let the loops phase-lock onto the killed one: its refusals come back at once, six loops advance
    // the counter by 6 ≡ 0 mod 3 per round, and all six kept picking C, leaving B a handful of requests.)
    const load = Promise.all(
      Array.from({ length: 6 }, async (_, loop) => {
        const target = instances[loop % 3];
        while (!stop) {
          const slot = slots[next++ % slots.length];
          const answer = await call(target.base, 'POST', '/api/appointments', { body: booking(slot) });
          outcomes.push({ ...answer, instance: target.name });
          if (answer.status === 'error') await sleep(20); // the killed instance refuses at once
        }
      }),
    );
    /** SIGKILL C, terminate B's connections, and watch B serve changes made through A. */
    const faults = async () => {
      await sleep(800);
      c.child.kill('SIGKILL');
      const killedAt = Date.now();
      await sleep(400);
      const { rows: cut } = await sql.query(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND application_name LIKE $1`,
        [`shop-backend ${b.child.pid}%`],
      );
      const cutAt = Date.now();
      // A change made through A right away: B serves it within a second, listening again or not yet.
      const price = (value: number) => async (base: string) =>
        (await priceOf(base, 'iphone-14', 'camera')) === value;
      const first = (await lagUntil(b, await savePrice(a, 'iphone-14', 'camera', 401), price(401))).lag;
      while (!b.output().includes('Listening for changes again') && Date.now() - cutAt < 5000)
        await sleep(10);
      const relistened = b.output().match(/Listening for changes again after (\d+) ms/)?.[1];
      const second = (await lagUntil(b, await savePrice(a, 'iphone-14', 'camera', 402), price(402))).lag;
      // The load goes on until A has answered a few since the kill and B a few since it settled.
      const enough = () =>
        outcomes.filter((o) => o.instance === 'A' && o.at >= killedAt).length >= 5 &&
        outcomes.filter((o) => o.instance === 'B' && o.at >= cutAt + 1000).length >= 5;
      while ((Date.now() - cutAt < 2000 || !enough()) && Date.now() - cutAt < 30_000) await sleep(50);
      return { killedAt, cutAt, terminated: cut[0].n as number, relistened, first, second };
    };
    let result: Awaited<ReturnType<typeof faults>>;
    try {
      result = await faults();
    } finally {
      stop = true;
      await load;
    }
    const { killedAt, cutAt, terminated, relistened, first, second } = result;

    const answersOf = (name: string, after = 0) =>
      outcomes.filter((o) => o.instance === name && o.at >= after);
    const statusesOf = (name: string, after = 0) => count(answersOf(name, after), (o) => o.status);
    const created = outcomes.filter((o) => o.status === 201).map((o) => o.body.reference as string);
    const { rows } = await sql.query(
      `SELECT count(*)::int AS n FROM appointments WHERE reference = ANY($1)`,
      [[...created, ...booked]],
    );
    report.push(
      `faults: C SIGKILLed, then ${terminated} connections of B terminated; A answered ${JSON.stringify(statusesOf('A'))}, B ${JSON.stringify(statusesOf('B'))}, C ${JSON.stringify(statusesOf('C'))}; B listening again after ${relistened} ms, served a change ${first} ms after it was made (while reconnecting) and the next ${second} ms after; ${rows[0].n} of ${created.length + booked.length} accepted bookings (all checks) in the database`,
    );
    lags.push(first, second);
    expect(terminated).toBeGreaterThanOrEqual(2); // its pool's and its listener's
    expect(relistened).toBeDefined();
    expect(first).toBeLessThanOrEqual(1000);
    expect(second).toBeLessThanOrEqual(1000);
    for (const name of ['A', 'B']) {
      const answers = answersOf(name);
      expect(answers.length).toBeGreaterThanOrEqual(5);
      // Every request answered; a 5xx may only be B's 503 (with Retry-After) for a query on a killed connection.
      expect(answers.filter((o) => o.status === 'error')).toEqual([]);
      const failed = answers.filter((o) => typeof o.status === 'number' && o.status >= 500);
      expect(failed.every((o) => name === 'B' && o.status === 503 && o.retryAfter)).toBe(true);
    }
    expect(answersOf('A', killedAt).length).toBeGreaterThanOrEqual(5);
    // B's 503s are the requests whose query ran on a connection being killed: within a second of the cut.
    const settled = answersOf('B', cutAt + 1000);
    expect(settled.length).toBeGreaterThanOrEqual(5);
    expect(settled.every((o) => o.status === 201 || o.status === 409)).toBe(true);
    expect(created.length).toBeGreaterThanOrEqual(10);
    expect(rows[0].n).toBe(created.length + booked.length);
  });
});
