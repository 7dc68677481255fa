// Runs every suite of the project and ends with one line: `N passed, N failed`.
// Backend suites use DATABASE_URL when set (PostgreSQL), embedded PGlite otherwise; with
// DATABASE_URL set, the migration, app, workshop, parts, quotes, reports, transaction, price-rule, bill and restore-drill suites run on PGlite as well so both paths stay proven.
// Each check that is not a test runner (lint, types, drift, build) counts as one test.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '..', '..');
const out = join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const only = process.argv.slice(2); // e.g. `npm test -- backend frontend`
const results = [];
const runStarted = Date.now();
let lastSeconds = 0; // how long the last run() took, for the summary

function run(label, command, args, options = {}) {
  console.log(`\n━━ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: root,
    ...options,
    env: { ...process.env, ...options.env },
  });
  lastSeconds = (Date.now() - started) / 1000;
  console.log(`━━ ${label}: exit ${result.status ?? result.signal} in ${lastSeconds.toFixed(1)} s`);
  return result.status === 0;
}

/**
 * Checks run one after the other in a process of their own, beside what this process runs next:
 * the static checks are single-threaded, so a second line of them uses the machine's second core.
 * Each one's output goes to a file, printed whole (with its time) when the returned promise is
 * awaited, which also counts them.
 */
function checksInBackground(checks) {
  const plan = checks.map((c) => ({ ...c, log: join(out, `${c.label.replace(/\W+/g, '-')}.log`) }));
  const planFile = join(out, `background-${plan[0].log.split('/').pop()}.json`);
  writeFileSync(planFile, JSON.stringify(plan));
  const runner = `
    const { spawnSync } = require('node:child_process');
    const { closeSync, openSync, readFileSync, writeFileSync } = require('node:fs');
    const done = [];
    for (const { command, args, log } of JSON.parse(readFileSync(process.argv[1], 'utf8'))) {
      const fd = openSync(log, 'w');
      const started = Date.now();
      const result = spawnSync(command, args, { stdio: ['ignore', fd, fd] });
      closeSync(fd);
      done.push({ status: result.status ?? String(result.signal), seconds: (Date.now() - started) / 1000 });
    }
    writeFileSync(process.argv[1] + '.done', JSON.stringify(done));`;
  const child = spawn(process.execPath, ['-e', runner, planFile], { cwd: root, stdio: 'inherit' });
  console.log(`\n━━ started in the background: ${plan.map((c) => c.label).join(', ')}`);
  return new Promise((done) =>
    child.on('close', () => {
      const ended = readJson(`${planFile}.done`) ?? [];
      plan.forEach(({ label, command, args, log }, i) => {
        console.log(`\n━━ ${label} (ran in the background): ${command} ${args.join(' ')}`);
        if (existsSync(log)) process.stdout.write(readFileSync(log, 'utf8'));
        const { status = 'not run', seconds = 0 } = ended[i] ?? {};
        console.log(`━━ ${label}: exit ${status} in ${seconds.toFixed(1)} s`);
        results.push({ label, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, seconds });
      });
      done();
    }),
  );
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A node:test file: its cases are counted from a TAP report written beside the readable one. */
function nodeTests(label, file) {
  const tapFile = join(out, `${label.replace(/\W+/g, '-')}.tap`);
  const ok = run(label, process.execPath, [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tapFile}`,
    file,
  ]);
  const counts = existsSync(tapFile)
    ? nodeTestCounts(readFileSync(tapFile, 'utf8'))
    : { passed: 0, failed: 1 };
  if (!ok && counts.failed === 0) counts.failed = 1;
  if (counts.passed + counts.failed === 0) counts.failed = 1;
  results.push({ label, ...counts, seconds: lastSeconds });
  return ok;
}

function check(label, command, args, options) {
  const ok = run(label, command, args, options);
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: lastSeconds });
  return ok;
}

/** A test runner suite: counts come from its JSON report; a crash without a report is one failure. */
function suite(label, command, args, reportFile, count, options) {
  const ok = run(label, command, args, options);
  const report = readJson(reportFile);
  const counts = report ? count(report) : { passed: 0, failed: 1 };
  if (!ok && counts.failed === 0) counts.failed = 1;
  if (counts.passed + counts.failed === 0) counts.failed = 1; // a suite that ran no test has failed
  results.push({
    label,
    ...counts,
    seconds: lastSeconds,
    failures: report && counts.failed ? failuresOf(report) : [],
  });
  return ok;
}

/**
 * The names of what failed in a jest, vitest or Playwright JSON report, with the first line of each
 * error, for the summary: CI shows the end of the output, where a failure's name must then be.
 */
function failuresOf(report) {
  const firstLine = (text = '') =>
    stripVTControlCharacters(String(text))
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l && !l.startsWith('●')) ?? '';
  const found = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) found.push(`${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed')
      found.push(`${file.name.replace(`${root}/`, '')}: ${firstLine(file.message)}`);
  }
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const last = test.results?.at(-1);
          found.push(
            `[${test.projectName}] ${file}:${spec.line} ${spec.title} (${last?.status}, ` +
              `${((last?.duration ?? 0) / 1000).toFixed(1)} s): ${firstLine(last?.error?.message)}`,
          );
        }
    for (const inner of suite.suites ?? []) walk(inner, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  for (const error of report.errors ?? []) found.push(firstLine(error.message));
  return found;
}

const jestCounts = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
});
const vitestCounts = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + (r.numFailedTestSuites && !r.numFailedTests ? r.numFailedTestSuites : 0),
});
const playwrightCounts = (r) => ({
  passed: r.stats.expected + (r.stats.flaky ?? 0),
  failed: r.stats.unexpected + (r.errors?.length ?? 0),
});
const nodeTestCounts = (tap) => ({
  passed: Number(/^# pass (\d+)$/m.exec(tap)?.[1] ?? 0),
  failed: Number(/^# fail (\d+)$/m.exec(tap)?.[1] ?? 0),
});
const wanted = (name) => only.length === 0 || only.includes(name);
const node = process.execPath;
const jest = [join(root, 'node_modules', 'jest', 'bin', 'jest.js')];
const withoutDatabaseUrl = { ...process.env };
delete withoutDatabaseUrl.DATABASE_URL;

// The compose stack (images, PostgreSQL, three backends, nginx) in a whole run and when named;
// COMPOSE_TESTS=off leaves it out of a whole run on a machine that cannot run containers.
const composeWanted = only.length === 0 ? process.env.COMPOSE_TESTS !== 'off' : only.includes('compose');
if (only.length === 0 && !composeWanted) console.log('\n(COMPOSE_TESTS=off: the compose suite is not run)');

// Its images take minutes to build (the first time on a machine, a quarter of an hour: base images
// from Debian's packages, then every npm package): the build starts now, in the background, while
// the other suites run; the compose suite waits for it.
if (composeWanted) {
  const files = join(out, 'compose-images');
  const build = spawn(
    'bash',
    [
      '-c',
      'bash scripts/docker/engine.sh >/dev/null && bash scripts/docker/build-images.sh; echo $? > "$0.status"',
      files,
    ],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', openSync(`${files}.env`, 'w'), openSync(`${files}.log`, 'w')],
    },
  );
  build.unref();
  process.env.COMPOSE_IMAGES_BUILD = files;
  console.log(`\n━━ compose images: building in the background (${files}.log)`);
}

if (wanted('static')) {
  // The type checks on the second core while the checks below run; codegen after them (it rewrites
  // files they read).
  const typeChecks = checksInBackground([
    { label: 'types (backend)', command: 'npm', args: ['run', 'typecheck', '-w', 'backend'] },
    { label: 'types (frontend)', command: 'npm', args: ['run', 'typecheck', '-w', 'frontend'] },
  ]);
  check('lint', node, [join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '.']);
  // The backend's boundary and data-access rules refuse planted files (a two-way import, SQL in a
  // service, common importing a feature...).
  nodeTests('backend lint rules refuse planted files', join(root, 'scripts', 'lint-rules.test.mjs'));
  check('format', node, [join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--check', '.']);
  // The committed document against a maintained OpenAPI linter's recommended rules (redocly.yaml).
  check('OpenAPI lint (Redocly recommended, warnings as errors)', 'npm', ['run', 'lint:openapi']);
  // The Kubernetes manifests: rendered (kubectl kustomize; KUBECTL or kubectl on PATH, which .ci/run
  // provides) and validated offline against the Kubernetes schemas, unknown fields refused.
  nodeTests('Kubernetes manifests (kustomize, schemas)', join(root, 'deploy', 'k8s', 'check.test.mjs'));
  // The alert rules (monitoring/): valid, and their unit tests at the shipped thresholds (promtool,
  // Debian's prometheus package, which .ci/run installs).
  check('alert rules (promtool check rules)', 'promtool', [
    'check',
    'rules',
    join(root, 'monitoring', 'alerts.yml'),
  ]);
  check('alert rules unit tests (promtool test rules)', 'promtool', [
    'test',
    'rules',
    join(root, 'monitoring', 'alerts.test.yml'),
  ]);
  // docker-compose.yml is checked wherever a compose client exists (no engine is needed for `config`).
  if (spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0) {
    check('docker-compose.yml is valid', 'docker', ['compose', '-f', 'docker-compose.yml', 'config', '-q']);
  } else if (spawnSync('docker-compose', ['--version'], { stdio: 'ignore' }).status === 0) {
    check('docker-compose.yml is valid', 'docker-compose', ['-f', 'docker-compose.yml', 'config', '-q']);
  } else {
    console.log('\n(no docker compose client here: docker-compose.yml not checked)');
  }
  await typeChecks;
  // The committed clients (public, tracking and staff endpoints, one codegen config) must be what
  // codegen makes of the committed openapi.yaml: every file the config writes.
  const codegenConfig = createRequire(import.meta.url)(join(root, 'frontend', 'openapi-config.cjs'));
  const generated = Object.keys(codegenConfig.outputFiles).map((file) => join(root, 'frontend', file));
  const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null);
  const before = generated.map(read);
  const ran = run('codegen', 'npm', ['run', 'codegen', '-w', 'frontend']);
  let same = true;
  generated.forEach((file, i) => {
    if (read(file) === before[i]) return;
    same = false;
    if (before[i] === null) rmSync(file);
    else writeFileSync(file, before[i]);
    console.log(`${file} differs from \`npm run codegen\`: regenerate and commit it.`);
  });
  results.push({
    label: 'client matches openapi.yaml',
    passed: ran && same ? 1 : 0,
    failed: ran && same ? 0 : 1,
    seconds: lastSeconds,
  });
}

if (wanted('backend')) {
  const where = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  suite(
    `backend (${where})`,
    node,
    ['--experimental-vm-modules', ...jest, '--json', `--outputFile=${join(out, 'jest.json')}`],
    join(out, 'jest.json'),
    jestCounts,
    { cwd: join(root, 'backend') },
  );
  if (process.env.DATABASE_URL) {
    suite(
      'backend migrations, app, workshop, parts, quotes, reports, transactions, price rule, bill and restore drill (PGlite)',
      node,
      [
        '--experimental-vm-modules',
        ...jest,
        'test/migrations',
        'test/app.e2e',
        'test/workshop',
        'test/inventory',
        'test/order-money',
        'test/quotes',
        'test/reports',
        'test/transactions',
        'test/price-rule',
        'test/bill',
        'test/backup-restore',
        '--json',
        `--outputFile=${join(out, 'jest-pglite.json')}`,
      ],
      join(out, 'jest-pglite.json'),
      jestCounts,
      { cwd: join(root, 'backend'), env: withoutDatabaseUrl },
    );
  }
}

if (wanted('frontend')) {
  suite('frontend units', 'npx', ['vitest', 'run'], join(out, 'vitest.json'), vitestCounts, {
    cwd: join(root, 'frontend'),
  });
}

if (wanted('browser') || wanted('smoke') || wanted('cluster') || wanted('faults') || composeWanted) {
  // Under NODE_ENV=development, as many shells set it (the README's default): the build must make
  // the production site whatever NODE_ENV is (the compose images build it under production).
  const built = check('build (NODE_ENV=development)', 'npm', ['run', 'build'], {
    env: { NODE_ENV: 'development' },
  });
  if (built && wanted('smoke')) {
    suite(
      'smoke (built app, PGlite)',
      node,
      [
        '--experimental-vm-modules',
        ...jest,
        '-c',
        'jest.smoke.config.js',
        '--json',
        `--outputFile=${join(out, 'smoke.json')}`,
      ],
      join(out, 'smoke.json'),
      jestCounts,
      { cwd: join(root, 'backend'), env: withoutDatabaseUrl },
    );
  }
  if (built && wanted('cluster') && process.env.DATABASE_URL) {
    // Three instances of the build on a fresh database of the server: caches, limits, the outbox, faults.
    suite(
      'cluster (three instances on one PostgreSQL database)',
      node,
      [
        '--experimental-vm-modules',
        ...jest,
        '-c',
        'jest.cluster.config.js',
        '--json',
        `--outputFile=${join(out, 'cluster.json')}`,
      ],
      join(out, 'cluster.json'),
      jestCounts,
      { cwd: join(root, 'backend') },
    );
  }
  if (built && (only.length === 0 || wanted('faults')) && process.env.DATABASE_URL) {
    // Restarts the local PostgreSQL and kills connections: runs alone, after the suites that use it,
    // in a whole run or when named (`npm test -- smoke` leaves the shared server alone).
    suite(
      'faults (PostgreSQL outage, killed connections, SIGTERM, kill -9)',
      node,
      [
        '--experimental-vm-modules',
        ...jest,
        '-c',
        'jest.faults.config.js',
        '--json',
        `--outputFile=${join(out, 'faults.json')}`,
      ],
      join(out, 'faults.json'),
      jestCounts,
      { cwd: join(root, 'backend') },
    );
  }
  if (built) check('size budget of the built site', node, [join(root, 'scripts', 'check-budget.mjs')]);
  if (built && wanted('browser')) {
    suite(
      'browser (Playwright)',
      'npx',
      ['playwright', 'test'],
      join(out, 'playwright.json'),
      playwrightCounts,
      { cwd: join(root, 'frontend') },
    );
  }
  if (built && composeWanted) {
    suite(
      'compose (images; PostgreSQL, three backends and nginx on loopback ports)',
      node,
      [join(root, 'scripts', 'compose-test.mjs')],
      join(out, 'compose.json'),
      (r) => ({ passed: r.passed, failed: r.failed }),
    );
  }
  if (!built) results.push({ label: 'smoke and browser (not run: build failed)', passed: 0, failed: 1 });
}

console.log('\n━━ Summary');
for (const r of results) {
  const time = r.seconds === undefined ? '' : ` (${Math.round(r.seconds)} s)`;
  console.log(`  ${r.failed ? '✗' : '✓'} ${r.label}: ${r.passed} passed, ${r.failed} failed${time}`);
  for (const failure of (r.failures ?? []).slice(0, 12)) console.log(`      ✗ ${failure.slice(0, 300)}`);
}
console.log(`  ${Math.round((Date.now() - runStarted) / 1000)} s in all`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
