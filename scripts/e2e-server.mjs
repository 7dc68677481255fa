// Serves the production build for the browser tests: the built backend (BACKEND_DIST, default
// backend/dist) serving the built site (STATIC_DIR, default frontend/dist) on E2E_PORT (3100), on a
// fresh embedded database (or E2E_DATABASE_URL), with known demo passwords and relaxed rate limits.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
};

const child = spawn(process.execPath, [main], {
  env: { ...process.env, ...testEnv, DATABASE_URL: testEnv.DATABASE_URL ?? '' },
  stdio: 'inherit',
});
const stop = (signal) => child.kill(signal);
process.on('SIGINT', () => stop('SIGTERM'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
