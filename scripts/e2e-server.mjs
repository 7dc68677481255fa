// Serves the production build for the browser tests: the built backend (BACKEND_DIST, default
// backend/dist) serving the built site (STATIC_DIR, default frontend/dist) on E2E_PORT (3100), with
// known demo passwords and relaxed rate limits, on a fresh database: E2E_DATABASE_URL when given;
// else, with DATABASE_URL set (CI), a new database of that PostgreSQL server, dropped when the server
// stops; else embedded PGlite in a fresh data folder.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = resolve(fileURLToPath(import.meta.url), '..', '..');
const dist = resolve(root, process.env.BACKEND_DIST ?? 'backend/dist');
const main = join(dist, 'main.js');
if (!existsSync(main)) {
  console.error(`No backend build at ${main}: run \`npm run build\` first.`);
  process.exit(1);
}
// A fresh data folder at a known place: the browser tests read the e-mail (.eml) written there.
const dataDir = resolve(root, '.test-output', `e2e-data-${process.env.E2E_PORT ?? '3100'}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

/**
 * A fresh database of the PostgreSQL server at DATABASE_URL, and how to drop it; one name per port, so
 * a run that was killed before dropping its database leaves it to the next run on that port.
 */
async function freshPostgresDatabase(serverUrl) {
  const name = `shop_e2e_${process.env.E2E_PORT ?? '3100'}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
const database =
  !process.env.E2E_DATABASE_URL && process.env.DATABASE_URL
    ? await freshPostgresDatabase(process.env.DATABASE_URL)
    : null;
const databaseUrl = process.env.E2E_DATABASE_URL ?? database?.url;

/** Settings for the browser tests; each feature adds the ones it needs. */
export const testEnv = {
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  PORT: process.env.E2E_PORT ?? '3100',
  DATA_DIR: dataDir,
  STATIC_DIR: resolve(root, process.env.STATIC_DIR ?? 'frontend/dist'),
  DEMO_VIEWER_PASSWORD: process.env.E2E_VIEWER_PASSWORD ?? 'viewer-password-123',
  DEMO_EDITOR_PASSWORD: process.env.E2E_EDITOR_PASSWORD ?? 'editor-password-123',
  DEMO_OWNER_PASSWORD: process.env.E2E_OWNER_PASSWORD ?? 'owner-password-123',
  // Sign-in throttling stays on, loose enough for every spec's deliberate failures from 127.0.0.1.
  LOGIN_MAX_FAILURES: '50',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
  OUTBOX_POLL_MS: '250',
  RATE_LIMIT_CUSTOMERS: process.env.RATE_LIMIT_CUSTOMERS ?? 'off',
  RATE_LIMIT_BOOKINGS: process.env.RATE_LIMIT_BOOKINGS ?? 'off',
  RATE_LIMIT_LOOKUPS: process.env.RATE_LIMIT_LOOKUPS ?? 'off',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};

const child = spawn(process.execPath, [main], {
  env: { ...process.env, ...testEnv, DATABASE_URL: testEnv.DATABASE_URL ?? '' },
  stdio: 'inherit',
});
const stop = (signal) => child.kill(signal);
process.on('SIGINT', () => stop('SIGTERM'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', async (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  await database
    ?.drop()
    .catch((error) => console.error(`Could not drop the test database: ${error.message}`));
  process.exit(code ?? 0);
});
