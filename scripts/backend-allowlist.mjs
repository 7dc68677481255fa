// Which files of BACKEND_STILL_TO_CONVERT (eslint.config.js) would now pass the backend rules:
// each is linted under a twin path that is not on the list. Remove the CLEAN ones from the list.
// Usage: node scripts/backend-allowlist.mjs
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { BACKEND_STILL_TO_CONVERT } from '../eslint.config.js';

const root = resolve(fileURLToPath(import.meta.url), '..', '..');
const eslint = new ESLint({ cwd: root });
for (const path of BACKEND_STILL_TO_CONVERT) {
  if (!existsSync(join(root, path))) {
    console.log(`GONE   ${path}`);
    continue;
  }
  const twin = path.endsWith('.repository.ts')
    ? path.replace(/\.repository\.ts$/, '.twin.repository.ts')
    : path.replace(/\.ts$/, '.twin.ts');
  const [result] = await eslint.lintText(readFileSync(join(root, path), 'utf8'), {
    filePath: join(root, twin),
  });
  const errors = result.messages.filter((m) => m.severity === 2);
  console.log(
    errors.length === 0
      ? `CLEAN  ${path}`
      : `still  ${path}: ${errors.map((e) => `${e.ruleId}@${e.line}`).join(' ')}`,
  );
}
