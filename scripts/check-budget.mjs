// The size budget of the built site, measured the way a browser downloads it: every public route of
// the route manifest (frontend/dist/.site/routes.json, at its example path) is loaded in Chromium,
// as a phone, from the production build served by the real server (backend/dist), and the
// compressed bytes of every script response within 6 s of the load event are added up. It fails
// when a page is over its limit (LIMITS), or when a public page loads staff
// code (a staff page's chunk, or any script naming a staff endpoint `/api/admin/…`) or calls a
// staff endpoint. Prints a table per page (bytes, files), then where each page's bytes go: per
// package (the app's own code per folder of src/) and per chunk. A chunk's bytes are shared among
// the packages in it by their rendered sizes (frontend/dist/.site/modules.json, written by the
// build: frontend/scripts/bundle-report.ts).
// BACKEND_DIST and STATIC_DIR pick other builds (default backend/dist, frontend/dist);
// BUDGET_PORT (default 3291) is the port of the server it starts. `--json FILE` writes the figures;
// `--page P` (repeatable) measures only the pages given; `--files` lists even the smallest parts.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { chromium } from '@playwright/test';
import { startBuiltServer, staticDir } from './built-server.mjs';

const args = process.argv.slice(2);
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : null;
/**
 * The limits (KB): the home page; the content pages (`hydrate: 'islands'`: products, about, the
 * repair pages), whose HTML is the page and whose islands only run; the pages the app runs whole
 * (the booking wizard, the tracking look-up); the others (one visitor's pages, the 404). Issue 38's
 * goals: 120, 150, 165.
 */
const LIMITS = { home: 120, islands: 150, app: 165, other: 180 };
const APP_PAGES = new Set(['/book-appointment', '/track']);
// The home page and its two other addresses (spec 2).
const HOME_ROUTES = new Set(['home', 'quote', 'services']);
const limitOf = (route) =>
  1024 *
  (HOME_ROUTES.has(route.name)
    ? LIMITS.home
    : route.hydrate === 'islands'
      ? LIMITS.islands
      : APP_PAGES.has(route.example)
        ? LIMITS.app
        : LIMITS.other);
const AFTER_LOAD_MS = 6000;
const CONCURRENT_PAGES = 4;
const STAFF_ENDPOINT = '/api/admin';

const { routes } = JSON.parse(readFileSync(join(staticDir, '.site', 'routes.json'), 'utf8'));
const { chunks: chunkModules } = JSON.parse(readFileSync(join(staticDir, '.site', 'modules.json'), 'utf8'));
const only = args.includes('--page') ? args.filter((arg, i) => args[i - 1] === '--page') : null;
const publicRoutes = routes.filter(
  (route) => route.audience === 'public' && (!only || only.includes(route.example)),
);

/** A script's bytes shared among the packages it is made of; a file the bundler did not make is its own. */
function byPackage(name, bytes) {
  const groups = chunkModules[name.replace(/^\//, '')];
  const total = groups ? Object.values(groups).reduce((sum, n) => sum + n, 0) : 0;
  if (!total) return { [`(${basename(name).replace(/-[\w-]{8}\.js$/, '')})`]: bytes };
  return Object.fromEntries(Object.entries(groups).map(([group, n]) => [group, (bytes * n) / total]));
}
// A staff page's chunk is named after its page module ('features/auth/AdminPage' -> AdminPage-<hash>.js).
const staffPages = new Set(
  routes.filter((route) => route.audience === 'staff').map((route) => basename(route.page ?? '')),
);
const staffChunk = (url) => staffPages.has(basename(new URL(url).pathname).replace(/-[\w-]{8}\.js$/, ''));

const base = await startBuiltServer({ port: Number(process.env.BUDGET_PORT || 3291), stderr: true });

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
});
const problems = [];
const figures = [];
/** One page as a first visit sees it: its scripts within AFTER_LOAD_MS of the load event. */
async function measure(route) {
  const path = route.example;
  // A fresh profile per page: nothing cached, as on a first visit.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  const scripts = [];
  const staffCalls = [];
  let loadedAt = Infinity;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(STAFF_ENDPOINT)) staffCalls.push(request.url());
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script' && Date.now() <= loadedAt + AFTER_LOAD_MS) scripts.push(request);
  });
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  loadedAt = Date.now();
  await page.waitForTimeout(AFTER_LOAD_MS);
  let bytes = 0;
  const files = [];
  const packages = {};
  for (const request of scripts) {
    const { responseBodySize } = await request.sizes();
    const response = await request.response();
    bytes += responseBodySize;
    const name = new URL(request.url()).pathname;
    files.push({ name, bytes: responseBodySize, encoding: response?.headers()['content-encoding'] ?? '' });
    for (const [group, share] of Object.entries(byPackage(name, responseBodySize)))
      packages[group] = (packages[group] ?? 0) + share;
    const text = response ? await response.text().catch(() => '') : '';
    if (
      staffChunk(request.url()) ||
      text.includes(`"${STAFF_ENDPOINT}`) ||
      text.includes(`\`${STAFF_ENDPOINT}`)
    )
      problems.push(`${path} loads staff code: ${name}`);
  }
  for (const call of staffCalls) problems.push(`${path} calls a staff endpoint: ${call}`);
  const limit = limitOf(route);
  if (bytes > limit) problems.push(`${path}: ${kb(bytes)} of scripts > ${kb(limit)}`);
  await context.close();
  return {
    path,
    bytes,
    files: files.length,
    limit,
    packages: Object.entries(packages)
      .map(([name, share]) => ({ name, bytes: Math.round(share) }))
      .sort((a, b) => b.bytes - a.bytes),
    list: files.sort((a, b) => b.bytes - a.bytes),
  };
}

try {
  // A few pages at a time, each in its own context: their 6 s after load overlap (the figures are
  // per page: bytes on the wire do not depend on what the other pages do).
  const queue = [...publicRoutes];
  const measured = new Map();
  await Promise.all(
    Array.from({ length: CONCURRENT_PAGES }, async () => {
      for (let route = queue.shift(); route; route = queue.shift()) measured.set(route, await measure(route));
    }),
  );
  for (const route of publicRoutes) figures.push(measured.get(route));
} finally {
  await browser.close();
}

console.log(
  `Scripts on the wire within ${AFTER_LOAD_MS / 1000} s of load (compressed bytes, a phone, fresh cache)`,
);
console.log('page'.padEnd(40), 'scripts'.padStart(10), 'files'.padStart(6), 'limit'.padStart(10));
for (const f of figures)
  console.log(
    f.path.padEnd(40),
    kb(f.bytes).padStart(10),
    String(f.files).padStart(6),
    kb(f.limit).padStart(10),
  );
// Small packages and chunks are summed on one line, unless `--files` lists them all.
const all = args.includes('--files');
function printShares(title, rows, min, label) {
  console.log(`  ${title}`);
  const small = rows.filter((row) => !all && row.bytes < min);
  for (const row of rows)
    if (!small.includes(row)) console.log(`  ${kb(row.bytes).padStart(9)}  ${label(row)}`);
  if (small.length)
    console.log(
      `  ${kb(small.reduce((sum, row) => sum + row.bytes, 0)).padStart(9)}  (${small.length} more under ${kb(min)})`,
    );
}
for (const f of figures) {
  console.log(`\n${f.path}: ${kb(f.bytes)} (limit ${kb(f.limit)})`);
  printShares('per package', f.packages, 512, (p) => p.name);
  printShares('per chunk (as sent)', f.list, 1024, (file) => `${file.encoding.padEnd(3)} ${file.name}`);
}
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(figures, null, 2)}\n`);
if (problems.length) {
  console.error(`Over budget:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
console.log('Within budget.');
// The server it started keeps the event loop alive: exit, and the 'exit' handler stops it.
process.exit(0);
