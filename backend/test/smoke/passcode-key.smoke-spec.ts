import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Issue 40 (intake spec 3): the built server in production on PostgreSQL (DATABASE_URL) refuses to
 * start without PASSCODE_KEYS, before it opens the database, with a plain message naming the
 * variable and where the README explains it; a bad key is refused by its id, never printed.
 */
const backend = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const main = join(backend, 'dist', 'main.js');

function run(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const clean: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    MAIL_TRANSPORT: 'file',
    // Never reached: the configuration is refused first.
    DATABASE_URL: 'postgres://shop@127.0.0.1:1/none',
    ...env,
  };
  delete clean.PASSCODE_KEYS;
  if (env.PASSCODE_KEYS) clean.PASSCODE_KEYS = env.PASSCODE_KEYS;
  const child = spawn(process.execPath, [main], { env: clean });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return new Promise((done) => child.on('exit', (code) => done({ code, output })));
}

describe('the passcode key at a production start (built app)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-passcode-smoke-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start on PostgreSQL without PASSCODE_KEYS, saying so', async () => {
    const { code, output } = await run({ DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output).toMatch(/PASSCODE_KEYS must be set in production with DATABASE_URL/);
    expect(output).toMatch(/The passcode key/);
  });

  it('refuses a key that is not 32 bytes, naming its id and not the key', async () => {
    const { code, output } = await run({ DATA_DIR: dataDir, PASSCODE_KEYS: 'k1:c2hvcnQta2V5' });
    expect(code).toBe(1);
    expect(output).toMatch(/PASSCODE_KEYS entry "k1": the key must be 32 bytes/);
    expect(output).not.toContain('c2hvcnQta2V5');
  });
});
