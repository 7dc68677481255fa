// The backend's lint rules refuse what they claim to: files planted (in memory, never on disk) at
// real paths of backend/src are linted with the project's own eslint.config.js through the ESLint
// API. Run by `npm test -- static` (node's test runner).
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { BACKEND_FEATURES } from '../eslint.config.js';

const root = resolve(fileURLToPath(import.meta.url), '..', '..');
const eslint = new ESLint({ cwd: root });
const src = join(root, 'backend', 'src');

/** Lints `code` as if it were the file at `path` (relative to the repository) and lists its errors. */
async function errors(path, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result.messages.filter((m) => m.severity === 2).map((m) => ({ line: m.line, rule: m.ruleId }));
}
const rulesOf = (found) => [...new Set(found.map((e) => e.rule))].sort();

/** A real source file of a feature, to import from a planted file. */
function someFileOf(feature) {
  const file = readdirSync(join(src, feature)).find((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'));
  assert.ok(file, `backend/src/${feature} has a source file`);
  return `../${feature}/${file.replace(/\.ts$/, '.js')}`;
}

test('every folder of backend/src is a listed feature, common, config or database', () => {
  const folders = readdirSync(src, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .filter((name) => !['common', 'config', 'database'].includes(name));
  assert.deepEqual([...folders].sort(), [...BACKEND_FEATURES].sort());
});

test('a planted two-way import is refused: no two features may import each other', async () => {
  // Each feature imports every other one from a planted file; the lines refused must be exactly the
  // imports of features above it in BACKEND_FEATURES, so of any pair only one direction passes.
  for (const [i, feature] of BACKEND_FEATURES.entries()) {
    const others = BACKEND_FEATURES.filter((f) => f !== feature);
    const code = others.map((other) => `import '${someFileOf(other)}';`).join('\n');
    const refused = (await errors(`backend/src/${feature}/planted-probe.ts`, code))
      .filter((e) => e.rule === 'boundaries/dependencies')
      .map((e) => others[e.line - 1]);
    assert.deepEqual(refused.sort(), BACKEND_FEATURES.slice(0, i).sort(), `imports refused in ${feature}`);
  }
  // The pair the issue named: catalogue and pricing, both ways.
  const [upper, lower] = ['catalogue', 'pricing'].sort(
    (a, b) => BACKEND_FEATURES.indexOf(a) - BACKEND_FEATURES.indexOf(b),
  );
  assert.deepEqual(
    await errors(`backend/src/${upper}/planted-probe.ts`, `import '${someFileOf(lower)}';`),
    [],
  );
  assert.deepEqual(
    rulesOf(await errors(`backend/src/${lower}/planted-probe.ts`, `import '${someFileOf(upper)}';`)),
    ['boundaries/dependencies'],
  );
});

test('common, config and database import no feature', async () => {
  for (const path of [
    'backend/src/common/planted-probe.ts',
    'backend/src/config/planted-probe.ts',
    'backend/src/database/planted-probe.ts',
  ]) {
    const found = await errors(path, `import '${someFileOf('catalogue')}';`);
    assert.deepEqual(rulesOf(found), ['boundaries/dependencies'], path);
  }
  // Deeper inside common, the same.
  const nested = await errors(
    'backend/src/common/http/planted-probe.ts',
    `import '../${someFileOf('auth')}';`,
  );
  assert.deepEqual(rulesOf(nested), ['boundaries/dependencies']);
  // common may use config.
  assert.deepEqual(
    await errors('backend/src/common/planted-probe.ts', `import '../config/app-config.js';`),
    [],
  );
});

test('the bootstrap knows no feature; app.module.ts lists feature modules only', async () => {
  const service = `import { CatalogueService } from './catalogue/catalogue.service.js';\nexport const x = CatalogueService;`;
  assert.deepEqual(rulesOf(await errors('backend/src/planted-bootstrap.ts', service)), [
    'no-restricted-imports',
  ]);
  assert.deepEqual(rulesOf(await errors('backend/src/app.module.ts', service)), ['no-restricted-imports']);
  const module = `import { CatalogueModule } from './catalogue/catalogue.module.js';\nexport const x = CatalogueModule;`;
  assert.deepEqual(rulesOf(await errors('backend/src/planted-bootstrap.ts', module)), [
    'no-restricted-imports',
  ]);
  assert.deepEqual(await errors('backend/src/app.module.ts', module), []);
  const common = `import { Clock } from './common/clock/clock.js';\nexport const x = Clock;`;
  assert.deepEqual(await errors('backend/src/planted-bootstrap.ts', common), []);
});

test('.query( is refused outside repositories', async () => {
  const code = `export class Planted {
  constructor(private readonly db: { query(sql: string): Promise<unknown> }) {}
  list() {
    return this.db.query('SELECT * FROM customers');
  }
}
`;
  assert.deepEqual(rulesOf(await errors('backend/src/customers/planted.service.ts', code)), [
    'no-restricted-syntax',
  ]);
  assert.deepEqual(rulesOf(await errors('backend/src/common/planted-helper.ts', code)), [
    'no-restricted-syntax',
  ]);
  assert.deepEqual(await errors('backend/src/customers/planted.repository.ts', code), []);
  // Db's other SQL doors are the same.
  const viaDb = `export const f = (db: { one(s: string): unknown; execute(s: string): unknown }) => [
  db.one('SELECT 1'),
  db.execute('DELETE FROM customers'),
];
`;
  assert.equal((await errors('backend/src/customers/planted.service.ts', viaDb)).length, 2);
  assert.deepEqual(await errors('backend/src/customers/planted.repository.ts', viaDb), []);
});

test('no EntityManager, DataSource or TypeORM repository handed around outside common/database', async () => {
  const cases = [
    `import type { EntityManager } from 'typeorm';\nexport const f = (m: EntityManager) => m;`,
    `import { DataSource } from 'typeorm';\nexport class S { constructor(readonly d: DataSource) {} }`,
    `import { InjectRepository } from '@nestjs/typeorm';\nexport const i = InjectRepository;`,
  ];
  for (const code of cases) {
    assert.deepEqual(rulesOf(await errors('backend/src/customers/planted.repository.ts', code)), [
      'no-restricted-imports',
    ]);
  }
  const db = `import { Db } from '../common/database/db.js';\nexport class S { constructor(readonly db: Db) {} }`;
  assert.deepEqual(await errors('backend/src/customers/planted.repository.ts', db), []);
});
