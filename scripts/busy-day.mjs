// A busy day, walked as a shop owner would (issue 32, "Done when"): seeds a fixture of repair
// orders (500 by default) in varied states through the staff API on a fresh PostgreSQL database,
// backdates most of them (SQL, fixture only) so that some are weeks old and some stale, then opens
// the dashboard and the workshop board at 390 and 1280 px, times them and saves screenshots.
// Not part of CI (it takes minutes). Build first (`npm run build`), then:
//   node scripts/busy-day.mjs [--orders 500] [--port 3440] [--out .test-output/busy-day]
// PostgreSQL: BUSY_DAY_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres) may create a
// database; the script makes busy_day_<time> and drops it at the end.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { chromium } from 'playwright';

const root = resolve(fileURLToPath(import.meta.url), '..', '..');
const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '500' },
    port: { type: 'string', default: '3440' },
    out: { type: 'string', default: resolve(root, '.test-output', 'busy-day') },
  },
});
const ORDERS = Number(args.orders);
const PORT = args.port;
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = resolve(args.out);
const ADMIN_URL = process.env.BUSY_DAY_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EDITOR_PASSWORD = process.env.E2E_EDITOR_PASSWORD ?? 'editor-password-123';
mkdirSync(OUT, { recursive: true });

const dbName = `busy_day_${Date.now()}`;
const dbUrl = new URL(ADMIN_URL);
dbUrl.pathname = `/${dbName}`;

/** Where each order ends up, in shares of the whole (the rest stays received). */
const PLAN = [
  { share: 0.3, steps: ['diagnosing', 'in_repair', 'ready', 'pickup'] },
  { share: 0.08, steps: ['cancelled'] },
  { share: 0.02, steps: ['diagnosing', 'unrepairable'] },
  { share: 0.12, steps: ['diagnosing', 'in_repair', 'ready'] },
  { share: 0.08, steps: ['diagnosing', 'in_repair', 'waiting_parts'] },
  { share: 0.15, steps: ['diagnosing', 'in_repair'] },
  { share: 0.1, steps: ['diagnosing'] },
];
function planFor(i) {
  let edge = 0;
  const x = (((i * 0.618034) % 1) + 1) % 1; // spread evenly, not in blocks
  for (const p of PLAN) {
    edge += p.share;
    if (x < edge) return p.steps;
  }
  return [];
}

let cookie = '';
async function api(method, path, body) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const json = text ? JSON.parse(text) : null;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return { res, json };
}

async function waitForHealth(ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

/** Runs `task` over `items`, `width` at a time. */
async function pool(items, width, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

const NAMES = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Katherine Johnson',
  'Linus Pauling',
  'Marie Curie',
];
const CHECK = { screen: 'ok', back: 'ok', buttons: 'ok', cameras: 'ok', charging: 'ok', powersOn: 'ok' };

async function seed() {
  const { res } = await api('POST', '/api/admin/login', { username: 'editor', password: EDITOR_PASSWORD });
  cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const matrix = (await api('GET', '/api/admin/pricing')).json;
  const models = matrix.models.filter((m) => !m.retiredAt).slice(0, 12);
  const services = matrix.services.filter((s) => !s.retiredAt).slice(0, 6);
  const started = Date.now();
  const failures = [];
  await pool([...Array(ORDERS).keys()], 4, async (i) => {
    const phone = `(217) 555-${String(1000 + i).slice(-4)}`;
    try {
      const { json } = await api('POST', '/api/admin/repair-orders', {
        customer: { name: `${NAMES[i % NAMES.length]} ${i}`, phone, email: `busy-${i}@example.com` },
        deviceModelId: models[i % models.length].id,
        serviceTypeIds: [services[i % services.length].id],
        intake: {
          checklist: CHECK,
          conditionNotes: '',
          accessories: [],
          serial: null,
          agreedToEstimate: true,
        },
      });
      const order = json.order;
      for (const step of planFor(i)) {
        if (step === 'pickup')
          await api('POST', `/api/admin/repair-orders/${order.id}/pickup`, {
            pickup: { reference: order.reference, phoneLast4: phone.slice(-4) },
            releaseUnpaidReason: 'Busy-day fixture: paid elsewhere',
          });
        else await api('POST', `/api/admin/repair-orders/${order.id}/status`, { to: step });
      }
    } catch (error) {
      failures.push(String(error.message ?? error));
    }
  });
  return { seconds: (Date.now() - started) / 1000, failures };
}

/** Most orders were checked in earlier: 0 to 60 days ago (the newest 8% stay today's check-ins). */
async function backdate(client) {
  const { rows } = await client.query(`SELECT id FROM repair_orders ORDER BY created_at, reference`);
  const today = Math.ceil(rows.length * 0.08);
  let moved = 0;
  for (const [i, { id }] of rows.entries()) {
    if (i >= rows.length - today) break;
    const daysAgo = 1 + ((i * 37) % 60);
    const shift = `${daysAgo} days`;
    await client.query(
      `UPDATE repair_orders SET created_at = created_at - $2::interval,
              status_changed_at = status_changed_at - $2::interval,
              started_at = started_at - $2::interval, completed_at = completed_at - $2::interval,
              picked_up_at = picked_up_at - $2::interval
        WHERE id = $1`,
      [id, shift],
    );
    moved++;
  }
  return { moved, today };
}

async function timeView(browser, width, height, name, path, ready) {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: width < 600 ? 2 : 1,
    isMobile: width < 600,
    hasTouch: width < 600,
  });
  await context.request.post(`${BASE}/api/admin/login`, {
    data: { username: 'editor', password: EDITOR_PASSWORD },
  });
  const page = await context.newPage();
  const times = [];
  for (let run = 0; run < 3; run++) {
    const t0 = Date.now();
    await page.goto(`${BASE}${path}`);
    await ready(page);
    times.push(Date.now() - t0);
  }
  const file = resolve(OUT, `busy-${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  // What the owner sees first, without scrolling.
  await page.screenshot({ path: file.replace(/\.png$/, '-screen.png'), animations: 'disabled' });
  await context.close();
  return { name, width, ms: times, file };
}

async function apiTimes(path, runs = 10) {
  const ms = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await api('GET', path);
    ms.push(Math.round(performance.now() - t0));
  }
  ms.sort((a, b) => a - b);
  return { path, medianMs: ms[Math.floor(ms.length / 2)], maxMs: ms[ms.length - 1] };
}

const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const server = spawn(process.execPath, [resolve(root, 'scripts', 'e2e-server.mjs')], {
  env: { ...process.env, E2E_PORT: PORT, E2E_DATABASE_URL: dbUrl.toString() },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const report = { orders: ORDERS };
try {
  await waitForHealth();
  report.seed = await seed();
  const client = new pg.Client({ connectionString: dbUrl.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  report.backdated = await backdate(client);
  report.states = (
    await client.query(`SELECT status, count(*)::int AS n FROM repair_orders GROUP BY status ORDER BY status`)
  ).rows;
  await client.end();
  report.api = [
    await apiTimes('/api/admin/repair-orders?scope=open&page=1&pageSize=50'),
    await apiTimes('/api/admin/repair-orders?status=ready&page=1&pageSize=1'),
    await apiTimes('/api/admin/repair-orders?scope=stale&page=1&pageSize=1'),
    await apiTimes('/api/admin/appointments/summary'),
    await apiTimes('/api/admin/inventory'),
  ];
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  // Ready: the dashboard's counts are numbers (no "…"); the board lists its first page.
  const dashboardReady = async (page) => {
    await page.getByRole('region', { name: 'Today’s work' }).waitFor();
    await page.waitForFunction(
      () =>
        !globalThis.document.querySelector('#today-counts-title')?.parentElement?.textContent?.includes('…'),
    );
  };
  const boardReady = async (page) => {
    await page.getByRole('heading', { level: 1, name: 'Workshop' }).waitFor();
    await page
      .getByText(/RO-[0-9A-Z]{6}/)
      .first()
      .waitFor();
  };
  report.views = [];
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ]) {
    report.views.push(await timeView(browser, w, h, 'dashboard', '/admin', dashboardReady));
    report.views.push(await timeView(browser, w, h, 'board', '/admin/workshop', boardReady));
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
writeFileSync(resolve(OUT, 'busy-day.json'), JSON.stringify(report, null, 2));
console.log(JSON.stringify(report, null, 2));
