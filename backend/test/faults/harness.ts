import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../support/free-port.js';

const backend = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
export const serverUrl = process.env.DATABASE_URL ?? '';

export interface RunningApp {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts backend/dist/main.js with the given settings (PORT: a free one unless given) and waits until it is ready. */
export async function startApp(env: Record<string, string>): Promise<RunningApp> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [join(backend, 'dist', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      STATIC_DIR: '/nonexistent',
      RATE_LIMIT_BOOKINGS: 'off',
      RATE_LIMIT_LOOKUPS: 'off',
      SLOT_CAPACITY: '50',
      OUTBOX_POLL_MS: '0',
      DEMO_VIEWER_PASSWORD: 'viewer-password-123',
      DEMO_EDITOR_PASSWORD: 'editor-password-123',
      ...env,
      PORT: String(port),
    },
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the app exited: ${output}`);
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) return { child, base, output: () => output, exited };
    } catch {
      // starting
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`the app did not become ready: ${output}`);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A database of its own on the PostgreSQL server of DATABASE_URL. */
export async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shop_fault_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export function postgresCluster(): string | null {
  try {
    if (process.getuid?.() !== 0) return null;
    const versions = readdirSync('/etc/postgresql').sort((a, b) => Number(a) - Number(b));
    return versions.at(-1) ?? null;
  } catch {
    return null;
  }
}

export function pgctl(version: string, action: 'stop' | 'start'): void {
  execFileSync(
    'pg_ctlcluster',
    ['--skip-systemctl-redirect', version, 'main', action, ...(action === 'stop' ? ['-m', 'fast'] : [])],
    { stdio: 'ignore' },
  );
}

export async function waitForPostgres(): Promise<number> {
  for (let i = 0; i < 300; i++) {
    const c = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 500 });
    try {
      await c.connect();
      await c.query('SELECT 1');
      await c.end();
      return Date.now();
    } catch {
      await c.end().catch(() => undefined);
      await sleep(100);
    }
  }
  throw new Error('PostgreSQL did not come back');
}

export interface Outcome {
  startedAt: number;
  endedAt: number;
  status: number | 'reset' | 'refused' | 'timeout' | 'other';
  retryAfter: string | null;
  reference?: string;
  email?: string;
}

/** Open slots of the booking window, as the wizard sees them. */
export async function openSlots(base: string): Promise<string[]> {
  const res = await fetch(`${base}/api/appointments/availability`);
  const body = (await res.json()) as { slots: { start: string; available: boolean }[] };
  return body.slots.filter((s) => s.available).map((s) => s.start);
}

let counter = 0;
export function bookingBody(slot: string): { body: Record<string, unknown>; email: string } {
  const email = `fault${Date.now()}-${counter++}@example.com`;
  return {
    email,
    body: {
      appointmentDate: slot,
      appointmentType: 'repair',
      deviceBrand: 'Apple',
      deviceModel: 'iphone-15-pro',
      repairServices: ['screen'],
      estimatedPrice: 0,
      estimatedDuration: 0,
      customerFirstName: 'Load',
      customerLastName: 'Test',
      customerPhone: '(217) 555-0100',
      customerEmail: email,
      deviceInfo: 'Apple iPhone 15 Pro',
      notes: 'Screen Repair',
    },
  };
}

function classify(error: unknown): Outcome['status'] {
  const e = error as { name?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return 'timeout';
  const code = e?.cause?.code ?? '';
  if (code === 'ECONNREFUSED') return 'refused';
  if (
    code === 'ECONNRESET' ||
    code === 'UND_ERR_SOCKET' ||
    /other side closed|socket hang up/i.test(e?.cause?.message ?? '')
  )
    return 'reset';
  return 'other';
}

/**
 * Books distinct slots (round robin) from `concurrency` loops until `until()` says stop; every
 * request is bounded by `timeoutMs`. Stops a loop at the first refused connection.
 */
/**
 * One POST on a connection of its own (no keep-alive): a reset then can only mean the server dropped
 * a request it had accepted, not the HTTP/1.1 race of a client reusing an idle connection as it closes.
 */
function postOnOwnConnection(
  url: string,
  body: string,
  timeoutMs: number,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolvePost, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        timeout: timeoutMs,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolvePost({ status: res.statusCode ?? 0, headers: res.headers, text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })));
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        Object.assign(new Error(error.message), { cause: { code: error.code, message: error.message } }),
      ),
    );
    req.end(body);
  });
}

export async function bookingLoad(
  base: string,
  slots: string[],
  opts: {
    concurrency: number;
    durationMs: number;
    timeoutMs: number;
    keepAlive?: boolean;
    stopped?: () => boolean;
  },
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const end = Date.now() + opts.durationMs;
  let next = 0;
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (Date.now() < end && !opts.stopped?.()) {
        const { body, email } = bookingBody(slots[next++ % slots.length]);
        const startedAt = Date.now();
        try {
          if (opts.keepAlive === false) {
            const res = await postOnOwnConnection(
              `${base}/api/appointments`,
              JSON.stringify(body),
              opts.timeoutMs,
            );
            const json = (() => {
              try {
                return JSON.parse(res.text) as { reference?: string };
              } catch {
                return {};
              }
            })();
            outcomes.push({
              startedAt,
              endedAt: Date.now(),
              status: res.status,
              retryAfter: (res.headers['retry-after'] as string) ?? null,
              reference: json.reference,
              email,
            });
            continue;
          }
          const res = await fetch(`${base}/api/appointments`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(opts.timeoutMs),
          });
          const json = (await res.json().catch(() => ({}))) as { reference?: string };
          outcomes.push({
            startedAt,
            endedAt: Date.now(),
            status: res.status,
            retryAfter: res.headers.get('retry-after'),
            reference: json.reference,
            email,
          });
          if (res.status === 503) await sleep(50);
        } catch (error) {
          const status = classify(error);
          outcomes.push({ startedAt, endedAt: Date.now(), status, retryAfter: null, email });
          if (status === 'refused') return;
        }
      }
    }),
  );
  return outcomes;
}

export function summary(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const o of outcomes) counts[String(o.status)] = (counts[String(o.status)] ?? 0) + 1;
  return counts;
}
