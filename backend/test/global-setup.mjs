// Without DATABASE_URL the tests run on embedded PGlite: make the dump of an empty, initialised
// database once per run (initdb takes seconds), loaded by every test file in memory.
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const templatePath = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '.test-output',
  'pglite-empty.tar.gz',
);

export default async function globalSetup() {
  if (process.env.DATABASE_URL || existsSync(templatePath)) return;
  mkdirSync(dirname(templatePath), { recursive: true });
  const db = await PGlite.create({ extensions: { btree_gist } });
  const dump = await db.dumpDataDir('gzip');
  await db.close();
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
}
