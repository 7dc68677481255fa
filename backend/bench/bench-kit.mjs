// What the benchmarks share: a database of their own, a private build of the backend, the app
// started on it, autocannon runs alternated with a reference, and the medians printed.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const backend = resolve(fileURLToPath(import.meta.url), '..', '..');
export const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const seconds = Number(process.env.BENCH_SECONDS || 6);
export const connections = Number(process.env.BENCH_CONNECTIONS || 50);
export const ROUNDS = 3;

const children = [];
const cleanups = [];
export function onCleanup(fn) {
  cleanups.push(fn);
}
export function track(child) {
  children.push(child);
  return child;
}
export async function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  for (const fn of cleanups.reverse()) await fn().catch(() => {});
}
process.on('SIGINT', () => cleanup().then(() => process.exit(130)));

/**
 * The port of the app (offset 0) or of the reference server (offset 1): BENCH_PORT and the one
 * after it when BENCH_PORT is set (to keep to ports given to you on a shared machine), otherwise
 * free ports the system picks.
 */
export function benchPort(offset) {
  const base = Number(process.env.BENCH_PORT);
  return base > 0 ? Promise.resolve(base + offset) : freePort();
}

function freePort() {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });
}

export async function waitFor(url, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > end) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A new database on the PostgreSQL server, dropped at the end. */
export async function createBenchDatabase() {
  const name = `shop_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  onCleanup(async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Compiles the backend into a private folder (never disturbs another build) and starts it, production mode. */
export async function startApp(databaseUrl, env = {}) {
  const dist = mkdtempSync(join(backend, '.bench-'));
  onCleanup(async () => rmSync(dist, { recursive: true, force: true }));
  console.log('Compiling the backend…');
  const tsc = join(backend, '..', 'node_modules', 'typescript', 'bin', 'tsc');
  execFileSync(
    process.execPath,
    [tsc, '-p', join(backend, 'tsconfig.json'), '--outDir', dist, '--sourceMap', 'false'],
    { stdio: 'inherit' },
  );
  const port = await benchPort(0);
  track(
    spawn(process.execPath, [join(dist, 'main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        MAIL_TRANSPORT: 'file',
        PASSCODE_KEYS: `bench:${randomBytes(32).toString('base64')}`,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        STATIC_DIR: join(tmpdir(), 'no-site'),
        OUTBOX_POLL_MS: '0',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health/ready`);
  return base;
}

/** Starts a plain reference server from source text in its own process. */
export function startReference(source) {
  track(spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'ignore', 'inherit'] }));
}

export function run(options) {
  return new Promise((res, rej) => {
    autocannon({ connections, duration: seconds, pipelining: 1, ...options }, (err, result) =>
      err ? rej(err) : res(result),
    );
  });
}

/**
 * Alternates the app and the reference for ROUNDS rounds (calling `before` ahead of each run) and
 * prints every run, the medians, the ratio and whether the targets are met.
 */
export async function compare({ app, reference, before = async () => {}, targetRatio, targetP99Ms, labels }) {
  const results = { app: [], reference: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [key, options] of [
      ['app', app],
      ['reference', reference],
    ]) {
      await before();
      const r = await run(options);
      const bad = r.non2xx + r.errors + r.timeouts;
      results[key].push({ rps: r.requests.average, p99: r.latency.p99, bad });
      console.log(
        `round ${round} ${key.padEnd(9)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p99 ${String(r.latency.p99).padStart(4)} ms${bad ? `  (${bad} failed)` : ''}`,
      );
    }
  }
  const a = { rps: median(results.app.map((r) => r.rps)), p99: median(results.app.map((r) => r.p99)) };
  const p = {
    rps: median(results.reference.map((r) => r.rps)),
    p99: median(results.reference.map((r) => r.p99)),
  };
  const ratio = a.rps / p.rps;
  const failed = [...results.app, ...results.reference].reduce((n, r) => n + r.bad, 0);
  console.log('\nMedians of three:');
  console.log(`  ${labels.app.padEnd(26)} ${a.rps.toFixed(0).padStart(7)} req/s   p99 ${a.p99} ms`);
  console.log(`  ${labels.reference.padEnd(26)} ${p.rps.toFixed(0).padStart(7)} req/s   p99 ${p.p99} ms`);
  console.log(`  ${'ratio'.padEnd(26)} ${(ratio * 100).toFixed(1)}%`);
  console.log(
    `Targets: ratio >= ${targetRatio * 100}% ${ratio >= targetRatio ? 'met' : 'NOT met'}; app p99 < ${targetP99Ms} ms ${a.p99 < targetP99Ms ? 'met' : 'NOT met'}; ${failed ? `${failed} failed requests` : 'no errors'}`,
  );
}

/** Runs a benchmark's main and always cleans up. */
export function main(fn) {
  fn().then(cleanup, async (error) => {
    console.error(error instanceof Error ? error.message : error);
    await cleanup();
    process.exitCode = 1;
  });
}
