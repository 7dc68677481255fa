// Starts the production build the way `npm start` serves it, for the scripts that measure it
// (check-budget, perf-web): the built backend (BACKEND_DIST, default backend/dist) serving the built
// site (STATIC_DIR, default frontend/dist) on 127.0.0.1:`port`, on a fresh embedded database in a
// temporary folder. Resolves once /api/health/ready answers; the server is stopped and its folder
// removed when the process exits.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(import.meta.url), '..', '..');
export const staticDir = resolve(root, process.env.STATIC_DIR || 'frontend/dist');
const backendDist = resolve(root, process.env.BACKEND_DIST || 'backend/dist');
const START_TIMEOUT_MS = 180_000;

/**
 * The base URL of the started server. `env` adds settings; `stderr: true` passes the server's
 * errors through.
 */
export async function startBuiltServer({ port, env = {}, stderr = false }) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-built-'));
  const server = spawn(process.execPath, [join(backendDist, 'main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      NODE_ENV: 'development',
      // The site's address as the browser reaches it: canonical links and link previews name it.
      PUBLIC_URL: base,
      ...env,
    },
    stdio: ['ignore', 'ignore', stderr ? 'inherit' : 'ignore'],
  });
  process.on('exit', () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });
  const end = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) return base;
    } catch {
      /* starting */
    }
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) while starting`);
    if (Date.now() > end) throw new Error(`the server did not start within ${START_TIMEOUT_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
