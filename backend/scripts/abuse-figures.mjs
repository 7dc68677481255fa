#!/usr/bin/env node
/**
 * The attack figures of issue 30, measured against a build (a script, not a test): starts
 * `<BACKEND_DIST or dist>/main.js` on embedded PGlite in a fresh folder (or, with DATABASE_URL, on a
 * fresh database of that server) behind a trusted proxy, and prints what got through:
 *
 * 1. odd input: a NUL byte in every string field of every JSON body (a valid body otherwise, built
 *    from openapi.yaml and a small fixture) and in every string query parameter; then bodies nested
 *    thousands of levels deep on every body route; counts the 5xx answers.
 * 2. the tracking look-up: 30 wrong last-4 guesses of one reference from 30 addresses, then the right
 *    pair; then every 4-digit guess in a random order, spread over 200 addresses, until the right one
 *    answers a tracking link (or all 10,000 have been tried).
 * 3. sign-in: a stranger's wrong passwords (from one address, 'VIEWER ' too) against the shop signing
 *    in from its own address; 30 wrong passwords from one address.
 *
 * Usage: `npm run build -w backend` (or `npx tsc -p tsconfig.json --outDir dist-x` and
 * BACKEND_DIST=dist-x), then `node scripts/abuse-figures.mjs` in backend/. ABUSE_PORT picks the port.
 * Traffic goes to 127.0.0.1 only; every loop is bounded.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { parse } from 'yaml';

const backend = resolve(fileURLToPath(import.meta.url), '..', '..');
const dist = resolve(backend, process.env.BACKEND_DIST ?? 'dist');
const doc = parse(readFileSync(resolve(backend, '..', 'openapi.yaml'), 'utf8'));
const port = Number(process.env.ABUSE_PORT ?? 3141);
const base = `http://127.0.0.1:${port}`;
const PASSWORDS = { viewer: 'viewer-password-123', editor: 'editor-password-123' };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let ipCounter = 1;
const freshIp = () => `10.77.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

async function call(method, path, { body, raw, ip, cookie } = {}) {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body !== undefined || raw !== undefined ? { 'Content-Type': 'application/json' } : {}),
      'X-Forwarded-For': ip ?? freshIp(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: raw ?? (body !== undefined ? JSON.stringify(body) : undefined),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  let json = {};
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: json, text, headers: res.headers };
}

async function start() {
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    STATIC_DIR: '/nonexistent',
    TRUST_PROXY: '1',
    OUTBOX_POLL_MS: '0',
    REMINDER_POLL_MS: '0',
    RATE_LIMIT_BOOKINGS: 'off',
    RATE_LIMIT_CUSTOMERS: 'off',
    RATE_LIMIT_LOOKUPS: 'off',
    DEMO_VIEWER_PASSWORD: PASSWORDS.viewer,
    DEMO_EDITOR_PASSWORD: PASSWORDS.editor,
  };
  let cleanup;
  if (process.env.DATABASE_URL) {
    const name = `shop_abuse_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    cleanup = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    delete env.DATABASE_URL;
    const dir = mkdtempSync(join(tmpdir(), 'shop-abuse-'));
    env.DATA_DIR = join(dir, 'data');
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const child = spawn(process.execPath, [join(dist, 'main.js')], { env });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((done) => child.on('exit', done));
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the app exited: ${output}`);
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok)
        return {
          output: () => output,
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
            await cleanup();
          },
        };
    } catch {
      // starting
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`the app did not become ready: ${output}`);
}

async function signIn(username, password) {
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp() },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${username}: ${res.status}`);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('shop_session='))
    .split(';')[0];
}

const schemaOf = (ref) => doc.components.schemas[ref.split('/').pop()];

/** A plausible value for a schema: its example, else one made from its type (ids from the fixture). */
function sample(schema, name, fixture) {
  if (!schema) return 'x';
  if (schema.$ref) return sample(schemaOf(schema.$ref), name, fixture);
  if (schema.allOf) return sample(schema.allOf[0], name, fixture);
  if (name && fixture.fields[name] !== undefined) return fixture.fields[name];
  if (schema.example !== undefined) return schema.example;
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s, k, fixture)]),
      );
    case 'array':
      return [sample(schema.items, name, fixture)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return schema.format === 'uuid' ? '00000000-0000-4000-8000-000000000000' : 'x';
  }
}

/** The paths of every string leaf of a value, with the value there. */
function stringLeaves(value, path = []) {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
  return [];
}
function withValue(value, path, leaf) {
  if (path.length === 0) return leaf;
  const copy = Array.isArray(value) ? [...value] : { ...value };
  copy[path[0]] = withValue(value[path[0]], path.slice(1), leaf);
  return copy;
}

async function fixture(editor) {
  const matrix = (await call('GET', '/api/admin/pricing', { cookie: editor })).body;
  const slots = (await call('GET', '/api/appointments/availability')).body.slots.filter((s) => s.available);
  const booking = await call('POST', '/api/appointments', {
    body: {
      appointmentDate: slots[0].start,
      appointmentType: 'repair',
      deviceBrand: 'Apple',
      deviceModel: 'iphone-15-pro',
      repairServices: ['screen'],
      estimatedPrice: 1,
      estimatedDuration: 1,
      customerFirstName: 'Jane',
      customerLastName: 'Doe',
      customerPhone: '(555) 555-0123',
      customerEmail: 'jane@example.com',
      deviceInfo: 'Apple iPhone 15 Pro',
      notes: 'Screen',
    },
  });
  const appointments = (await call('GET', '/api/admin/appointments', { cookie: editor })).body.items;
  const walkIn = await call('POST', '/api/admin/repair-orders', {
    cookie: editor,
    body: {
      customer: { name: 'Jo Walk-in', phone: '(555) 555-0142', email: 'jo@example.com' },
      deviceModelId: matrix.models[0].id,
      serviceTypeIds: [matrix.services[0].id],
      intake: {
        checklist: {
          screen: 'damaged',
          back: 'ok',
          buttons: 'ok',
          cameras: 'ok',
          charging: 'ok',
          powersOn: 'ok',
        },
        conditionNotes: 'Cracked',
        accessories: [],
        agreedToEstimate: true,
      },
    },
  });
  const part = await call('POST', '/api/admin/inventory', {
    cookie: editor,
    body: { name: 'Abuse part', unitCost: 1 },
  });
  return {
    booking: { reference: booking.body.reference, email: 'jane@example.com', slot: slots[1].start },
    order: { ...walkIn.body.order, token: walkIn.body.trackingUrl.split('/track/')[1], last4: '0142' },
    fields: {
      deviceModelId: matrix.models[0].id,
      serviceTypeId: matrix.services[0].id,
      serviceTypeIds: [matrix.services[0].id],
      partId: part.body.id,
      email: 'jane@example.com',
      appointmentDate: slots[1].start,
      day: '2030-01-07',
      reference: walkIn.body.order.reference,
      phoneLast4: '0142',
    },
    params: (path) => ({
      reference: booking.body.reference,
      token: walkIn.body.trackingUrl.split('/track/')[1],
      id: path.startsWith('/api/admin/appointments')
        ? appointments[0].id
        : path.startsWith('/api/admin/repair-orders')
          ? walkIn.body.order.id
          : path.startsWith('/api/admin/inventory')
            ? part.body.id
            : path.startsWith('/api/admin/device-models')
              ? matrix.models[0].id
              : matrix.services[0].id,
      partId: part.body.id,
      day: '2030-01-07',
      figure: 'revenue',
    }),
  };
}

function operations() {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}
const fill = (path, params) => path.replace(/\{(\w+)\}/g, (_m, name) => encodeURIComponent(params[name]));

async function oddInput(editor, fx) {
  const nul = { inputs: 0, fiveHundreds: 0, combos: [] };
  for (const { method, path, op } of operations()) {
    if (path === '/api/admin/logout') continue;
    const cookie = op.security?.length || path.startsWith('/api/admin') ? editor : undefined;
    const url = fill(path, fx.params(path));
    const ref = op.requestBody?.content?.['application/json']?.schema?.$ref;
    if (ref) {
      const valid = sample(schemaOf(ref), undefined, fx);
      for (const leaf of stringLeaves(valid)) {
        const current = leaf.reduce((v, k) => v[k], valid);
        const body = withValue(valid, leaf, `${current.slice(0, 1)}\u0000${current.slice(1)}`);
        const res = await call(method, url, { cookie, body });
        nul.inputs++;
        if (res.status >= 500) {
          nul.fiveHundreds++;
          nul.combos.push(`${method} ${path} ${leaf.join('.')}`);
        }
      }
    }
    for (const p of (op.parameters ?? []).filter((p) => p.in === 'query' && p.schema?.type !== 'integer')) {
      const res = await call(method, `${url}?${p.name}=a%00b`, { cookie });
      nul.inputs++;
      if (res.status >= 500) {
        nul.fiveHundreds++;
        nul.combos.push(`${method} ${path} ?${p.name}`);
      }
    }
  }
  // Two shapes: arrays 2,000 deep in the route's first field (4 KB), objects 3,000 deep (18 KB).
  const deep = { inputs: 0, fiveHundreds: 0, statuses: {} };
  for (const { method, path, op } of operations()) {
    const ref = op.requestBody?.content?.['application/json']?.schema?.$ref;
    if (!ref) continue;
    const cookie = op.security?.length || path.startsWith('/api/admin') ? editor : undefined;
    const field = Object.keys(schemaOf(ref).properties ?? { a: 1 })[0];
    for (const raw of [
      `{"${field}":${'['.repeat(2000)}${']'.repeat(2000)}}`,
      `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
    ]) {
      const res = await call(method, fill(path, fx.params(path)), { cookie, raw });
      deep.inputs++;
      deep.statuses[res.status] = (deep.statuses[res.status] ?? 0) + 1;
      if (res.status >= 500) deep.fiveHundreds++;
    }
  }
  return { nul, deep };
}

/** A seeded shuffle of 0000..9999, so every run guesses in the same order. */
function guesses() {
  const all = Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, '0'));
  let seed = 42;
  for (let i = all.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const j = seed % (i + 1);
    [all[i], all[j]] = [all[j], all[i]];
  }
  return all;
}

async function trackingGuesses(fx) {
  const { reference, last4, token } = fx.order;
  const wrong = guesses().filter((g) => g !== last4);
  const statuses = {};
  for (let n = 0; n < 30; n++) {
    const res = await call('POST', '/api/track/lookup', {
      body: { reference, phoneLast4: wrong[n] },
      ip: `10.88.0.${n + 1}`,
    });
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  }
  const right = await call('POST', '/api/track/lookup', {
    body: { reference, phoneLast4: last4 },
    ip: '10.88.1.1',
  });
  const link = await call('GET', `/api/track/${token}`, { ip: '10.88.1.2' });
  // The sweep: every guess, 200 addresses in turn (50 each, under the per-address limit of 60 an hour).
  const order = guesses();
  let found = null;
  const sweep = {};
  const t0 = Date.now();
  for (let n = 0; n < order.length && found === null; n += 20) {
    const batch = order.slice(n, n + 20);
    const answers = await Promise.all(
      batch.map((g, i) =>
        call('POST', '/api/track/lookup', {
          body: { reference, phoneLast4: g },
          ip: `10.99.${((n + i) % 200) >> 8}.${(n + i) % 200}`,
        }).then((r) => ({ g, r, at: n + i + 1 })),
      ),
    );
    for (const { g, r, at } of answers) {
      sweep[r.status] = (sweep[r.status] ?? 0) + 1;
      if (r.status === 200 && found === null) found = { guess: g, at };
    }
  }
  return {
    first30: statuses,
    rightAfter30: right.status,
    linkAfter30: link.status,
    sweep,
    found,
    sweepSeconds: (Date.now() - t0) / 1000,
  };
}

async function signInAbuse() {
  const login = (username, password, ip) =>
    call('POST', '/api/admin/login', { body: { username, password }, ip });
  const shop = '192.0.2.10';
  const stranger = '203.0.113.66';
  // 5 wrong passwords for 'viewer' (as 'VIEWER ') from a stranger, then the shop signs in.
  const strangerFive = [];
  for (let n = 0; n < 5; n++) strangerFive.push((await login('VIEWER ', `wrong-${n}`, stranger)).status);
  const shopAfterFive = await login('viewer', PASSWORDS.viewer, shop);
  // 10 wrong passwords for 'editor' from one address; the right one from another.
  const tenWrong = [];
  for (let n = 0; n < 10; n++) tenWrong.push((await login('editor', `wrong-${n}`, '203.0.113.77')).status);
  const rightFromAnother = await login('editor', PASSWORDS.editor, '192.0.2.11');
  // 30 wrong passwords for 'editor' from one address.
  const thirty = {};
  for (let n = 0; n < 30; n++) {
    const s = (await login('editor', `guess-${n}`, '203.0.113.88')).status;
    thirty[s] = (thirty[s] ?? 0) + 1;
  }
  const rightFromThatAddress = await login('editor', PASSWORDS.editor, '203.0.113.88');
  return {
    strangerFive,
    shopAfterFive: `${shopAfterFive.status}${shopAfterFive.headers.get('retry-after') ? ` (Retry-After ${shopAfterFive.headers.get('retry-after')} s)` : ''}`,
    tenWrong,
    rightFromAnother: rightFromAnother.status,
    thirty,
    rightFromThatAddress: rightFromThatAddress.status,
  };
}

/** Staff answers without no-store, and what an anonymous 300 KB import costs before its 401. */
async function staffAnswers(editor, fx) {
  const missing = [];
  let staffOps = 0;
  for (const { method, path, op } of operations()) {
    if (!(op.security?.length > 0) || method !== 'GET') continue;
    staffOps++;
    const res = await call(method, fill(path, fx.params(path)), { cookie: editor });
    if (!/no-store/.test(res.headers.get('cache-control') ?? '')) missing.push(`${path} (${res.status})`);
  }
  const big = JSON.stringify({ csv: 'x'.repeat(300_000), dryRun: true });
  const t0 = performance.now();
  const anonymous = await call('POST', '/api/admin/pricing/import', { raw: big });
  const ms = performance.now() - t0;
  const broken = await call('POST', '/api/admin/pricing/import', { raw: '{"csv": "unfinished' });
  return { staffOps, missing, anonymous: anonymous.status, ms, broken: broken.status };
}

const app = await start();
try {
  const editor = await signIn('editor', PASSWORDS.editor);
  const fx = await fixture(editor);
  const odd = await oddInput(editor, fx);
  const stackTraces = (app.output().match(/^\s+at /gm) ?? []).length;
  const tracking = await trackingGuesses(fx);
  const staff = await staffAnswers(editor, fx);
  const signin = await signInAbuse();
  const lines = [
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; build: ${dist}`,
    `NUL byte: ${odd.nul.fiveHundreds} answers of 5xx out of ${odd.nul.inputs} inputs (every string field of every JSON body, every string query parameter)`,
    ...odd.nul.combos.map((c) => `    5xx: ${c}`),
    `deep JSON (arrays 2,000 deep in the first field, 4 KB; objects 3,000 deep, 18 KB) on every body route: ${odd.deep.fiveHundreds} answers of 5xx out of ${odd.deep.inputs}; statuses ${JSON.stringify(odd.deep.statuses)}`,
    `stack-trace lines in the server log after the odd input: ${stackTraces}`,
    `tracking look-up: 30 wrong guesses of one reference from 30 addresses: ${JSON.stringify(tracking.first30)}; then the right pair: ${tracking.rightAfter30}; the e-mailed tracking link: ${tracking.linkAfter30}`,
    `tracking sweep over 200 addresses: ${tracking.found ? `the right digits answered a tracking link at guess ${tracking.found.at}` : 'no guess answered a tracking link'}; answers ${JSON.stringify(tracking.sweep)} in ${tracking.sweepSeconds.toFixed(1)} s`,
    `staff reads without Cache-Control: no-store: ${staff.missing.length} of ${staff.staffOps} (${staff.missing.join(', ')})`,
    `anonymous POST /api/admin/pricing/import: 300 KB body answered ${staff.anonymous} in ${staff.ms.toFixed(0)} ms; unreadable JSON answered ${staff.broken}`,
    `sign-in: 5 wrong passwords as 'VIEWER ' from a stranger's address: ${signin.strangerFive.join(' ')}; then 'viewer' with the right password from the shop's address: ${signin.shopAfterFive}`,
    `sign-in: 10 wrong passwords for 'editor' from one address: ${signin.tenWrong.join(' ')}; the right password from another address: ${signin.rightFromAnother}`,
    `sign-in: 30 wrong passwords for 'editor' from one address: ${JSON.stringify(signin.thirty)}; then the right password from that address: ${signin.rightFromThatAddress}`,
  ];
  console.log(lines.join('\n'));
} finally {
  await app.stop();
}
