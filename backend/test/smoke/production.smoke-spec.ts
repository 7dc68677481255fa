import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/free-port.js';

/**
 * Issue 29: the build started in production mode (`NODE_ENV=production npm start`) serves the site,
 * creates no demo accounts, and its first staff account is made with the staff CLI, as the README
 * says (on the embedded database: with the server stopped, since the folder is locked).
 */
const backend = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const main = join(backend, 'dist', 'main.js');
const staffCli = join(backend, 'dist', 'auth', 'staff.cli.js');

function cleanEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const clean: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    // E-mail as files, said explicitly (production refuses to start without SMTP_URL otherwise).
    MAIL_TRANSPORT: 'file',
    ...env,
  };
  delete clean.DATABASE_URL;
  delete clean.SMTP_URL;
  delete clean.DEMO_VIEWER_PASSWORD;
  delete clean.DEMO_EDITOR_PASSWORD;
  delete clean.DEMO_OWNER_PASSWORD;
  return clean;
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [main], { env: cleanEnv(env) });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

describe('the built app in production mode, on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-production-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves the site with no demo accounts; the first staff account comes from the staff CLI', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const login = (username: string, password: string) =>
      fetch(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: base },
        body: JSON.stringify({ username, password }),
      });

    const first = start({ PORT: String(port), DATA_DIR: dataDir });
    try {
      await waitFor(`${base}/api/health/ready`, 60_000);
      expect(first.output()).not.toMatch(/Demo staff accounts/);
      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(await home.text()).toContain('Your Device Deserves Another Chance');
      expect((await fetch(`${base}/repair/iphone`)).status).toBe(200);
      expect((await fetch(`${base}/api/catalogue`)).status).toBe(200);
      expect((await login('editor', 'editor-password-123')).status).toBe(401);
    } finally {
      first.child.kill('SIGTERM');
    }
    expect(await first.exited).toBe(0);

    const created = spawnSync(process.execPath, [staffCli, 'create', 'owner', '--role', 'editor'], {
      env: cleanEnv({ DATA_DIR: dataDir, STAFF_PASSWORD: 'owner-password-1234' }),
      encoding: 'utf8',
    });
    expect([created.status, created.stderr]).toEqual([0, '']);

    const second = start({ PORT: String(port), DATA_DIR: dataDir });
    try {
      await waitFor(`${base}/api/health/ready`, 60_000);
      const signedIn = await login('owner', 'owner-password-1234');
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    } finally {
      second.child.kill('SIGTERM');
    }
    expect(await second.exited).toBe(0);
  });

  it('refuses to start without SMTP_URL unless MAIL_TRANSPORT=file says so, naming the variable', async () => {
    const port = await freePort();
    const refused = start({ PORT: String(port), DATA_DIR: dataDir, MAIL_TRANSPORT: '' });
    const code = await refused.exited;
    expect(code).toBe(1);
    expect(refused.output()).toMatch(/SMTP_URL must be set in production/);
    expect(refused.output()).toMatch(/MAIL_TRANSPORT=file/);
  });
});
