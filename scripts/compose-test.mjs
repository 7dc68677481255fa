// The compose part of the test run (`npm test -- compose`, and so `.ci/run`): the deployment as an
// operator runs it, on this machine's Docker engine, with host networking on loopback ports only
// (docker-compose.host.yml: PostgreSQL 5433, backends 3136-3138, nginx 8080/8443).
//  1. a Docker engine (scripts/docker/engine.sh installs Debian's and starts it when missing);
//  2. the images (scripts/docker/build-images.sh: stand-in base images where the official ones
//     cannot be pulled, then the Dockerfile's backend, web and tools);
//  3. up, and wait for nginx and the three backends; the first staff accounts with the staff CLI;
//     the runtime's versions (Node.js 24, PostgreSQL 17, nginx) and every container's log rotation;
//  4. backend/test/compose/1-site: TLS, redirect, HSTS, files from nginx, every route through nginx;
//  5. a browser subset through nginx: booking, staff sign-in, tracking, and a price change served
//     by all three backends (frontend/e2e/compose.spec.ts);
//     The backends send e-mail to an SMTP sink (scripts/smtp-sink.mjs, writing .eml files to
//     .test-output/compose-mail) and a Prometheus (Debian's package) on 127.0.0.1:9097 scrapes their
//     metrics ports (9464-9466) every 2 s;
//  6. 6-keep-alive: requests through nginx after idle gaps just past 5 s (no 502, no reset);
//     7-observability: the three targets up in Prometheus, requests counted per route, the outbox
//     alert firing with the sink stopped, one request id in body, header, nginx's and the backend's line;
//     2-failover: one backend stopped under traffic; 3-backup: backup and restore inside compose;
//  7. down and up again (volumes kept): 4-persistence; then 5-limits (spoofed client addresses);
//  8. no tracking token and no e-mail address in any container's log of the whole run;
//  9. down, removing the volumes.
// Writes .test-output/compose.json ({ passed, failed, steps: [{ label, seconds, passed, failed }] })
// and prints how long each step took. Exits non-zero on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chmodSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '..', '..');
const out = join(root, '.test-output');
mkdirSync(out, { recursive: true });
const project = process.env.COMPOSE_PROJECT ?? 'shopci';
const composeFile = join(root, 'docker-compose.host.yml');
const mailDir = join(out, 'compose-mail');
const stateFile = join(out, 'compose-state.json');
const caFile = join(out, 'compose-ca.pem');
const base = 'https://localhost:8443';
const backends = ['http://127.0.0.1:3136', 'http://127.0.0.1:3137', 'http://127.0.0.1:3138'];
// Each backend's metrics port (docker-compose.host.yml), scraped by a Prometheus on loopback.
const metricsTargets = ['127.0.0.1:9464', '127.0.0.1:9465', '127.0.0.1:9466'];
const prometheusUrl = 'http://127.0.0.1:9097';
const prometheusDir = join(out, 'compose-prometheus');
// The SMTP server the outbox sends to (scripts/smtp-sink.mjs): writes .eml files to mailDir.
const smtpPort = 2526;
const containerLogs = join(out, 'compose-container-logs.txt');
const background = { sink: null, prometheus: null };
// The owner first: the staff CLI makes a shop's first account its owner, whatever role is asked.
const passwords = {
  owner: 'owner-password-123',
  viewer: 'viewer-password-123',
  editor: 'editor-password-123',
};
// Limits of the run: bookings and look-ups loose (the failover step books two dozen times from one
// address), the limits the spoofing step tries at their defaults, sign-in failures loose enough for
// the browser tests' two deliberate ones.
const limits = {
  RATE_LIMIT_BOOKINGS: '1000/3600',
  RATE_LIMIT_LOOKUPS: '1000/3600',
  RATE_LIMIT_CUSTOMERS: '10/3600',
  RATE_LIMIT_TRACKING: '60/3600',
  LOGIN_MAX_FAILURES: '10',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '20',
};

const steps = [];
const started = Date.now();

function run(command, args, options = {}) {
  return spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    ...options,
    env: { ...process.env, ...options.env },
  });
}

/** A step: its time, and its counts (one check, or a test runner's report). */
async function step(label, work) {
  console.log(`\n━━ compose: ${label}`);
  const t0 = Date.now();
  let counts;
  try {
    counts = (await work()) ?? { passed: 1, failed: 0 };
  } catch (error) {
    console.log(`   ${error instanceof Error ? error.message : error}`);
    counts = { passed: 0, failed: 1 };
  }
  const seconds = Math.round((Date.now() - t0) / 1000);
  steps.push({ label, seconds, ...counts });
  console.log(`━━ compose: ${label}: ${counts.passed} passed, ${counts.failed} failed in ${seconds} s`);
  return counts.failed === 0;
}

function must(result, what) {
  if (result.status !== 0) {
    throw new Error(
      `${what} failed (${result.status ?? result.signal}):\n${(result.stderr || result.stdout || '').slice(-4000)}`,
    );
  }
  return result.stdout;
}

let composeCommand = ['docker-compose'];
let env = {};
const compose = (...args) =>
  run(composeCommand[0], [...composeCommand.slice(1), '-p', project, '-f', composeFile, ...args], { env });

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Up, and wait until nginx (HTTPS, its certificate trusted) and every backend answer ready. */
async function upAndWait() {
  must(compose('up', '-d', '--no-build'), 'compose up');
  const t0 = Date.now();
  for (const backend of backends) await waitFor(`${backend}/api/health/ready`, 180_000);
  // nginx made a self-signed certificate on its first start (no operator certificate is mounted):
  // trust it for this run's clients, with the machine's own authorities.
  const cert = must(compose('exec', '-T', 'web', 'cat', '/etc/nginx/tls/tls.crt'), 'reading the certificate');
  const system =
    process.env.NODE_EXTRA_CA_CERTS && existsSync(process.env.NODE_EXTRA_CA_CERTS)
      ? readFileSync(process.env.NODE_EXTRA_CA_CERTS, 'utf8')
      : '';
  writeFileSync(caFile, `${system}\n${cert}`);
  process.env.NODE_EXTRA_CA_CERTS = caFile;
  const probe = run(process.execPath, [
    '-e',
    `fetch('${base}/api/health/ready').then(r=>process.exit(r.ok?0:1),e=>{console.error(e.cause??e);process.exit(1)})`,
  ]);
  if (probe.status !== 0) {
    await new Promise((r) => setTimeout(r, 3000));
    must(
      run(process.execPath, [
        '-e',
        `fetch('${base}/api/health/ready').then(r=>process.exit(r.ok?0:1),e=>{console.error(e.cause??e);process.exit(1)})`,
      ]),
      `${base} through nginx`,
    );
  }
  console.log(`   ready in ${Math.round((Date.now() - t0) / 1000)} s`);
}

const jestCounts = (file) => {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0) };
};

/** One compose spec file of the backend (jest), with the stack's settings. */
function composeSpec(name) {
  const report = join(out, `compose-${name}.json`);
  rmSync(report, { force: true });
  const result = run(
    process.execPath,
    [
      '--experimental-vm-modules',
      join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
      '-c',
      'jest.compose.config.js',
      `test/compose/${name}`,
      '--json',
      `--outputFile=${report}`,
    ],
    {
      cwd: join(root, 'backend'),
      stdio: 'inherit',
      env: {
        ...env,
        NODE_EXTRA_CA_CERTS: caFile,
        COMPOSE_BASE_URL: base,
        COMPOSE_HTTP_URL: 'http://localhost:8080',
        COMPOSE_BACKENDS: backends.join(','),
        COMPOSE_DATABASE_URL: 'postgres://shop:shop-local-only@127.0.0.1:5433/shop',
        COMPOSE_COMMAND: [...composeCommand, '-p', project, '-f', composeFile].join(' '),
        COMPOSE_DIR: root,
        COMPOSE_STATE_FILE: stateFile,
        COMPOSE_PROMETHEUS_URL: prometheusUrl,
        COMPOSE_METRICS_TARGETS: metricsTargets.join(','),
      },
    },
  );
  const counts = existsSync(report) ? jestCounts(report) : { passed: 0, failed: 1 };
  if (result.status !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

/**
 * The images' names (build-images.sh's output): built here, or by the build test-all started in the
 * background when the run began (COMPOSE_IMAGES_BUILD names its files), waited for here.
 */
async function builtImages() {
  const background = process.env.COMPOSE_IMAGES_BUILD;
  if (!background) {
    return must(
      run('bash', [join(root, 'scripts', 'docker', 'build-images.sh')], {
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
      'build-images.sh',
    );
  }
  const t0 = Date.now();
  while (!existsSync(`${background}.status`)) await new Promise((r) => setTimeout(r, 1000));
  console.log(readFileSync(`${background}.log`, 'utf8'));
  console.log(
    `   (built in the background while the other suites ran; waited ${Math.round((Date.now() - t0) / 1000)} s here)`,
  );
  const status = Number(readFileSync(`${background}.status`, 'utf8'));
  if (status !== 0) throw new Error(`build-images.sh failed (${status})`);
  return readFileSync(`${background}.env`, 'utf8');
}

/** The SMTP sink, in a process of its own (this one blocks while a step runs). */
function startSink() {
  const log = openSync(join(out, 'compose-smtp-sink.log'), 'a');
  const child = spawn(process.execPath, [join(root, 'scripts', 'smtp-sink.mjs'), String(smtpPort), mailDir], {
    cwd: root,
    detached: true,
    stdio: ['ignore', log, log],
  });
  child.unref();
  background.sink = child;
  return child.pid;
}

/**
 * Prometheus (Debian's package) on loopback, scraping the three backends every 2 s, with the shipped
 * rules but the outbox's 10 minutes shortened to 15 s (the shipped thresholds are unit-tested by
 * promtool in the static part).
 */
async function startPrometheus() {
  rmSync(prometheusDir, { recursive: true, force: true });
  mkdirSync(prometheusDir, { recursive: true });
  const rules = readFileSync(join(root, 'monitoring', 'alerts.yml'), 'utf8');
  const shortened = rules.replace(
    'max(shop_outbox_oldest_pending_age_seconds) > 600',
    'max(shop_outbox_oldest_pending_age_seconds) > 15',
  );
  if (shortened === rules) throw new Error('monitoring/alerts.yml: the outbox rule was not found');
  writeFileSync(join(prometheusDir, 'alerts.yml'), shortened);
  writeFileSync(
    join(prometheusDir, 'prometheus.yml'),
    [
      'global: { scrape_interval: 2s, evaluation_interval: 2s }',
      'rule_files: [alerts.yml]',
      'scrape_configs:',
      '  - job_name: shop',
      `    static_configs: [{ targets: [${metricsTargets.map((t) => `'${t}'`).join(', ')}] }]`,
      '',
    ].join('\n'),
  );
  const log = openSync(join(prometheusDir, 'prometheus.log'), 'w');
  const child = spawn(
    'prometheus',
    [
      `--config.file=${join(prometheusDir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(prometheusDir, 'data')}`,
      `--web.listen-address=${new URL(prometheusUrl).host}`,
    ],
    { cwd: prometheusDir, detached: true, stdio: ['ignore', log, log] },
  );
  child.unref();
  background.prometheus = child;
  await waitFor(`${prometheusUrl}/-/ready`, 60_000);
}

/** The containers' logs so far, kept for the check that no secret reached them (compose down drops them). */
function keepContainerLogs() {
  const logs = compose('logs', '--no-color');
  appendFileSync(containerLogs, `${logs.stdout}\n${logs.stderr}\n`);
}

let ok;
try {
  ok = await step('engine (Docker; installed and started when missing)', () => {
    const stdout = must(
      run('bash', [join(root, 'scripts', 'docker', 'engine.sh')], { stdio: ['ignore', 'pipe', 'inherit'] }),
      'engine.sh',
    );
    composeCommand = stdout.trim().split('\n').pop().split(' ');
    console.log(`   compose command: ${composeCommand.join(' ')}`);
  });
  ok =
    ok &&
    (await step('images (base images, then backend, web, tools)', async () => {
      const stdout = await builtImages();
      const images = Object.fromEntries(
        stdout
          .trim()
          .split('\n')
          .filter((l) => l.includes('='))
          .map((l) => l.split('=')),
      );
      for (const name of ['BACKEND_IMAGE', 'WEB_IMAGE', 'TOOLS_IMAGE']) {
        const size = run('docker', ['image', 'inspect', '-f', '{{.Size}}', images[name]]).stdout.trim();
        console.log(`   ${images[name]}: ${(Number(size) / 1e6).toFixed(0)} MB`);
      }
      rmSync(mailDir, { recursive: true, force: true });
      mkdirSync(mailDir, { recursive: true });
      chmodSync(mailDir, 0o777); // the backends write there as the user node
      rmSync(stateFile, { force: true });
      env = {
        ...images,
        ...limits,
        MAIL_DIR: mailDir,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // The passcodes' key (production with DATABASE_URL refuses to start without one): one per run.
        PASSCODE_KEYS: `ci:${randomBytes(32).toString('base64')}`,
      };
    }));
  ok =
    ok &&
    (await step('up: PostgreSQL, three backends, nginx (healthy); the SMTP sink; Prometheus', async () => {
      compose('down', '-v', '--remove-orphans'); // what an interrupted run left
      rmSync(containerLogs, { force: true });
      const sinkPid = startSink();
      await upAndWait();
      await startPrometheus();
      writeFileSync(stateFile, JSON.stringify({ sinkPid }, null, 2));
    }));
  ok =
    ok &&
    (await step('the first staff accounts, with the staff CLI in a backend container', () => {
      for (const [role, password] of Object.entries(passwords)) {
        must(
          compose(
            'exec',
            '-T',
            '-e',
            `STAFF_PASSWORD=${password}`,
            'backend-1',
            'node',
            'backend/dist/auth/staff.cli.js',
            'create',
            role,
            '--role',
            role,
          ),
          `staff create ${role}`,
        );
      }
    }));
  if (ok) {
    await step('runtime: Node.js 24, PostgreSQL 17, a maintained nginx; each container log rotates', () => {
      // nginx -v writes to stderr.
      const version = (service, ...command) => {
        const result = compose('exec', '-T', service, ...command);
        must(result, `${command[0]} in ${service}`);
        return `${result.stdout}${result.stderr}`;
      };
      const found = {
        node: version('backend-1', 'node', '--version').trim(),
        postgres: version('postgres', 'postgres', '--version').trim(),
        nginx: version('web', 'nginx', '-v').trim(),
      };
      console.log(`   ${Object.values(found).join(', ')}`);
      if (!/^v24\./.test(found.node)) throw new Error(`backend runs Node.js ${found.node}, not 24`);
      if (!/\b17\.\d+/.test(found.postgres)) throw new Error(`PostgreSQL is ${found.postgres}, not 17`);
      if (!/nginx\/1\.(2[6-9]|[3-9]\d)\./.test(found.nginx))
        throw new Error(`${found.nginx} is not maintained`);
      const ids = must(compose('ps', '-q'), 'compose ps').trim().split('\n').filter(Boolean);
      for (const id of ids) {
        const [name, config] = must(
          run('docker', ['inspect', '-f', '{{.Name}} {{json .HostConfig.LogConfig}}', id]),
          'docker inspect',
        ).split(/ (.*)/s);
        const { Type, Config } = JSON.parse(config);
        if (Type !== 'json-file' || !Config['max-size'] || !Config['max-file'])
          throw new Error(`${name} logs without rotation: ${config.trim()}`);
      }
      console.log(`   ${ids.length} containers, each log json-file with max-size and max-file`);
    });
    await step('through nginx: TLS, redirect, HSTS, files, every route, Secure cookie', () =>
      composeSpec('1-site'),
    );
    await step(
      'browser subset through nginx: booking, staff sign-in, tracking, a price change on all three backends',
      () => {
        const report = join(out, 'compose-playwright.json');
        rmSync(report, { force: true });
        const result = run(
          'npx',
          [
            'playwright',
            'test',
            'e2e/booking.spec.ts',
            'e2e/admin-auth.spec.ts',
            'e2e/workshop.spec.ts',
            'e2e/compose.spec.ts',
            '--project=desktop',
            '--grep',
            'walks the whole wizard|looks a booking up|logs in, sees the dashboard|a wrong password|follows the e-mail|all three backends',
          ],
          {
            cwd: join(root, 'frontend'),
            stdio: 'inherit',
            env: {
              E2E_BASE_URL: base,
              E2E_SELF_SIGNED: '1',
              E2E_MAIL_DIR: mailDir,
              E2E_BACKEND_URLS: backends.join(','),
              E2E_JSON_REPORT: report,
              E2E_OUTPUT_DIR: join(out, 'compose-playwright-artifacts'),
              COMPOSE_STATE_FILE: stateFile,
            },
          },
        );
        if (!existsSync(report)) return { passed: 0, failed: 1 };
        const r = JSON.parse(readFileSync(report, 'utf8'));
        const counts = {
          passed: r.stats.expected + (r.stats.flaky ?? 0),
          failed: r.stats.unexpected + (r.errors?.length ?? 0),
        };
        if (result.status !== 0 && counts.failed === 0) counts.failed = 1;
        return counts;
      },
    );
    await step('keep-alive through nginx: idle gaps just past 5 s, no 502, no reset', () =>
      composeSpec('6-keep-alive'),
    );
    await step(
      "Prometheus: three targets up, requests counted per route, the outbox alert when the SMTP server stops; one request id in the body, the header, nginx's and the backend's log lines",
      () => composeSpec('7-observability'),
    );
    await step('one backend stopped under traffic: reads answer, no booking lost', () =>
      composeSpec('2-failover'),
    );
    await step('backup and restore inside compose (tools service)', () => composeSpec('3-backup'));
    const restarted = await step('down and up again, volumes kept', async () => {
      keepContainerLogs();
      must(compose('down'), 'compose down');
      await upAndWait();
    });
    if (restarted) await step('the data after down and up', () => composeSpec('4-persistence'));
    await step('per-IP limits with spoofed addresses through nginx', () => composeSpec('5-limits'));
    await step("no tracking token and no e-mail address in any container's log of the run", () => {
      keepContainerLogs();
      const text = readFileSync(containerLogs, 'utf8');
      const lines = text.split('\n').length;
      const tokens = text.match(/\/track\/(?!lookup\b)[A-Za-z0-9_-]{32}/g) ?? [];
      const emails = text.match(/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g) ?? [];
      console.log(
        `   ${lines} lines read: ${tokens.length} tracking tokens, ${emails.length} e-mail addresses`,
      );
      if (tokens.length + emails.length > 0)
        throw new Error(
          `secrets in the logs: ${[...new Set([...tokens, ...emails])].slice(0, 10).join(', ')}`,
        );
    });
  }
} finally {
  for (const child of [background.prometheus, background.sink]) {
    try {
      if (child?.pid) process.kill(child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (steps.some((s) => s.failed > 0)) {
    const logs = compose('logs', '--no-color', '--tail', '300');
    writeFileSync(join(out, 'compose-logs.txt'), `${logs.stdout}\n${logs.stderr}`);
    console.log(`   the containers' logs: ${join(out, 'compose-logs.txt')}`);
  }
  await step('down, volumes removed', () => {
    must(compose('down', '-v', '--remove-orphans'), 'compose down -v');
  });
}

const passed = steps.reduce((n, s) => n + s.passed, 0);
const failed = steps.reduce((n, s) => n + s.failed, 0);
const seconds = Math.round((Date.now() - started) / 1000);
writeFileSync(join(out, 'compose.json'), `${JSON.stringify({ passed, failed, seconds, steps }, null, 2)}\n`);
console.log('\n━━ compose: time per step');
for (const s of steps)
  console.log(`  ${String(s.seconds).padStart(5)} s  ${s.failed ? '✗' : '✓'} ${s.label}`);
console.log(`  ${String(seconds).padStart(5)} s  in all: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
