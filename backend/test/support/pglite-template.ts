import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The dump of an empty, initialised PGlite database made by test/global-setup.mjs. */
export const templatePath = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  '.test-output',
  'pglite-empty.tar.gz',
);

export function loadPgliteTemplate(): Blob {
  return new Blob([readFileSync(templatePath)]);
}
