import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';

/**
 * The compose stack under test, as scripts/compose-test.mjs started it (docker-compose.host.yml):
 * nginx on 8443 (HTTPS) and 8080 (HTTP), three backends, PostgreSQL on 5433. Node trusts the
 * stack's self-signed certificate through NODE_EXTRA_CA_CERTS, set by the script.
 */
export const stack = {
  base: process.env.COMPOSE_BASE_URL ?? 'https://localhost:8443',
  http: process.env.COMPOSE_HTTP_URL ?? 'http://localhost:8080',
  backends: (
    process.env.COMPOSE_BACKENDS ?? 'http://127.0.0.1:3136,http://127.0.0.1:3137,http://127.0.0.1:3138'
  ).split(','),
  /** The compose services of the three backends, in the order of `backends`. */
  backendServices: ['backend-1', 'backend-2', 'backend-3'],
  databaseUrl: process.env.COMPOSE_DATABASE_URL ?? 'postgres://shop:shop-local-only@127.0.0.1:5433/shop',
  /** The compose command with its project and file, e.g. `docker-compose -p shopci -f docker-compose.host.yml`. */
  command: (process.env.COMPOSE_COMMAND ?? 'docker-compose -p shopci -f docker-compose.host.yml').split(' '),
  stateFile: process.env.COMPOSE_STATE_FILE ?? '/tmp/shop-compose-state.json',
  /** The staff accounts the script made with the staff CLI. */
  passwords: { viewer: 'viewer-password-123', editor: 'editor-password-123' },
};

/** Runs a compose command against the stack; throws with its output when it fails. */
export function compose(...args: string[]): string {
  const [program, ...rest] = stack.command;
  const result = spawnSync(program, [...rest, ...args], { encoding: 'utf8', cwd: process.env.COMPOSE_DIR });
  if (result.status !== 0) throw new Error(`${stack.command.join(' ')} ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

/** The same, without blocking: the test's requests go on while it runs. */
export function composeInBackground(...args: string[]): Promise<void> {
  const [program, ...rest] = stack.command;
  return new Promise((done, fail) => {
    const child = spawn(program, [...rest, ...args], { cwd: process.env.COMPOSE_DIR, stdio: 'ignore' });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${stack.command.join(' ')} ${args.join(' ')}: exit ${code}`)),
    );
  });
}

/** Values the steps hand to later ones (the bookings made before `down`, say). */
export function readState(): Record<string, unknown> {
  return existsSync(stack.stateFile) ? JSON.parse(readFileSync(stack.stateFile, 'utf8')) : {};
}
export function writeState(values: Record<string, unknown>): void {
  writeFileSync(stack.stateFile, JSON.stringify({ ...readState(), ...values }, null, 2));
}

/** A query on the stack's database. */
export async function sql<Row>(text: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Waits until `url` answers 200 (at most `ms`). */
export async function waitUntilReady(url: string, ms = 90_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Signs in through nginx; answers the `Cookie` header value and the Set-Cookie line. */
export async function signInThroughNginx(
  role: 'viewer' | 'editor',
): Promise<{ cookie: string; setCookie: string }> {
  const res = await fetch(`${stack.base}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: role, password: stack.passwords[role] }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${role}: ${res.status} ${await res.text()}`);
  const setCookie = res.headers.get('set-cookie') ?? '';
  return { cookie: setCookie.split(';')[0], setCookie };
}
