// Writes ../openapi.yaml from the code: compiles the backend into a private folder (so it never
// disturbs a running build) and runs src/openapi.ts from there, with no database and no port.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const backend = resolve(fileURLToPath(import.meta.url), '..', '..');
const out = mkdtempSync(join(backend, '.openapi-'));
try {
  execFileSync(
    process.execPath,
    [
      join(backend, '..', 'node_modules', 'typescript', 'bin', 'tsc'),
      '-p',
      join(backend, 'tsconfig.json'),
      '--outDir',
      out,
      '--sourceMap',
      'false',
    ],
    { stdio: 'inherit' },
  );
  execFileSync(process.execPath, [join(out, 'openapi.js')], { stdio: 'inherit' });
} finally {
  rmSync(out, { recursive: true, force: true });
}
