// The Kubernetes manifests, checked offline (no cluster): each kustomization renders with
// `kubectl kustomize` (KUBECTL, else kubectl on PATH); every object it makes is validated against
// the Kubernetes API schemas of the `kubernetes-models` package (generated from Kubernetes' OpenAPI
// document): its validators check types, enums and formats (quantities, int-or-string), and the
// TypeScript compiler, given every object as a literal of the package's type, refuses unknown
// fields (excess properties) and missing required ones; then the deployment's own rules are
// asserted (replicas, probes on the health endpoints, disruption budget, requests, secrets,
// metrics). Run: node --test deploy/k8s/check.test.mjs (part of `npm test -- static`).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const kubectl = process.env.KUBECTL || 'kubectl';
const kustomizations = { base: join(here, 'base'), production: join(here, 'overlays', 'production') };

/** The objects `kubectl kustomize DIR` makes. */
function render(dir) {
  const text = execFileSync(kubectl, ['kustomize', dir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return parseAllDocuments(text).map((doc) => {
    assert.equal(doc.errors.length, 0, String(doc.errors[0]));
    return doc.toJS();
  });
}

/** `kubernetes-models` module of an object's type, e.g. apps/v1 Deployment -> kubernetes-models/apps/v1/Deployment. */
const modelPath = ({ apiVersion, kind }) => `kubernetes-models/${apiVersion}/${kind}`;

/** Problems the package's validators find (types, enums, formats, required fields). */
async function schemaProblems(object) {
  let Model;
  try {
    Model = (await import(modelPath(object)))[object.kind];
  } catch {
    return [`${object.apiVersion} ${object.kind}: no schema for this type`];
  }
  try {
    new Model(object).validate();
    return [];
  } catch (error) {
    return [`${object.kind}/${object.metadata?.name}: ${error.message}`];
  }
}

/**
 * Problems the TypeScript compiler finds with the objects as literals of the package's types: unknown
 * fields (excess property checks, at every depth) and missing required fields.
 */
function typeProblems(objects) {
  const dir = join(root, '.test-output', 'k8s-check');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const imports = new Map();
  const lines = objects.map((object, i) => {
    const type = `T${imports.size}`;
    const path = modelPath(object);
    if (!imports.has(path)) imports.set(path, type);
    return `// ${object.kind}/${object.metadata?.name}\nexport const o${i}: ${imports.get(path)} = ${JSON.stringify(object, null, 2)};`;
  });
  const head = [...imports].map(
    ([path, type]) => `import type { I${path.split('/').pop()} as ${type} } from '${path}';`,
  );
  writeFileSync(join(dir, 'objects.ts'), [...head, ...lines].join('\n') + '\n');
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        types: [],
        skipLibCheck: true,
      },
      files: ['objects.ts'],
    }),
  );
  try {
    execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', dir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return [];
  } catch (error) {
    return String(error.stdout || error.message)
      .split('\n')
      .filter((line) => line.includes('error TS'));
  }
}

async function problems(objects) {
  const found = [];
  for (const object of objects) found.push(...(await schemaProblems(object)));
  return [...found, ...typeProblems(objects)];
}

const rendered = Object.fromEntries(Object.entries(kustomizations).map(([name, dir]) => [name, render(dir)]));
const all = Object.values(rendered).flat();
const find = (objects, kind, name) =>
  objects.find((o) => o.kind === kind && (!name || o.metadata.name === name));

test('every kustomization renders and every object is valid against the Kubernetes schemas, unknown fields refused', async () => {
  for (const [name, objects] of Object.entries(rendered))
    assert.ok(objects.length > 0, `${name} renders no object`);
  assert.deepEqual(await problems(all), []);
});

test('the check refuses an unknown field, a missing required field and a malformed quantity', async () => {
  const broken = (name, change) => {
    const deployment = structuredClone(find(rendered.production, 'Deployment'));
    deployment.metadata.name = name;
    change(deployment.spec);
    return deployment;
  };
  const found = (
    await problems([
      broken('unknown-field', (spec) => (spec.template.spec.containers[0].readinessProbe.httpGet.paht = '/')),
      broken('no-selector', (spec) => delete spec.selector),
      broken(
        'bad-quantity',
        (spec) => (spec.template.spec.containers[0].resources.requests.memory = '256 MB'),
      ),
    ])
  ).join('\n');
  assert.match(found, /'"?paht"?' does not exist/);
  assert.match(found, /'"?selector"?' is missing/);
  assert.match(found, /bad-quantity: .*must match format "quantity"/);
});

test('production: three backend pods, probes on the health endpoints, a disruption budget, requests, secrets, metrics', () => {
  const objects = rendered.production;
  const deployment = find(objects, 'Deployment', 'shop-backend');
  assert.equal(deployment.spec.replicas, 3);
  assert.equal(deployment.metadata.namespace, 'shop');
  assert.deepEqual(deployment.spec.strategy.rollingUpdate, { maxSurge: 1, maxUnavailable: 0 });
  const pod = deployment.spec.template;
  const podLabels = pod.metadata.labels;
  const selects = (selector) => Object.entries(selector).every(([key, value]) => podLabels[key] === value);
  assert.ok(selects(deployment.spec.selector.matchLabels));

  const [backend] = pod.spec.containers;
  assert.match(backend.image, /^[^:]+:[\w.-]+$/, 'the production image has a tag');
  const http = backend.ports.find((p) => p.name === 'http');
  const metrics = backend.ports.find((p) => p.name === 'metrics');
  for (const [probe, path] of [
    ['startupProbe', '/api/health'],
    ['livenessProbe', '/api/health'],
    ['readinessProbe', '/api/health/ready'],
  ]) {
    assert.equal(backend[probe]?.httpGet?.path, path, probe);
    assert.ok(
      [http.name, http.containerPort].includes(backend[probe].httpGet.port),
      `${probe} on the http port`,
    );
  }
  for (const container of [...pod.spec.containers, ...(pod.spec.initContainers ?? [])]) {
    assert.ok(
      container.resources?.requests?.cpu && container.resources?.requests?.memory,
      `${container.name} requests`,
    );
  }

  // Settings: the ConfigMap the pods read; secrets from the Secret only.
  const configName = backend.envFrom.find((e) => e.configMapRef).configMapRef.name;
  const config = find(objects, 'ConfigMap', configName).data;
  assert.equal(config.NODE_ENV, 'production');
  assert.equal(Number(config.PORT), http.containerPort);
  assert.equal(Number(config.METRICS_PORT), metrics.containerPort);
  assert.notEqual(config.TRUST_PROXY, 'true');
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'PASSCODE_KEYS']) {
    const env = backend.env.find((e) => e.name === key);
    assert.equal(env?.valueFrom?.secretKeyRef?.name, 'shop-secrets', `${key} from the Secret`);
    assert.equal(config[key], undefined, `${key} not in the ConfigMap`);
  }
  assert.equal(find(objects, 'Secret'), undefined, 'no Secret in the manifests (created apart)');

  // Metrics: scraped from the pods on their own port; the Service and the Ingress reach http only.
  const annotations = pod.metadata.annotations;
  assert.equal(annotations['prometheus.io/scrape'], 'true');
  assert.equal(Number(annotations['prometheus.io/port']), metrics.containerPort);
  assert.equal(annotations['prometheus.io/path'], '/metrics');
  const service = find(objects, 'Service', 'shop-backend');
  assert.ok(Object.entries(service.spec.selector).every(([key, value]) => podLabels[key] === value));
  assert.deepEqual(
    service.spec.ports.map((p) => p.targetPort),
    ['http'],
  );
  const ingress = find(objects, 'Ingress');
  for (const rule of ingress.spec.rules)
    for (const path of rule.http.paths) assert.equal(path.backend.service.name, service.metadata.name);

  // Only the ingress controller reaches the http port and only Prometheus the metrics port.
  const policy = find(objects, 'NetworkPolicy');
  assert.ok(selects(policy.spec.podSelector.matchLabels));
  assert.deepEqual(
    policy.spec.ingress.map((rule) => rule.ports.map((p) => p.port)),
    [[http.name], [metrics.name]],
  );

  // At most one pod down at a time for a drained node, and the budget covers these pods.
  const pdb = find(objects, 'PodDisruptionBudget');
  assert.ok(selects(pdb.spec.selector.matchLabels));
  assert.ok(pdb.spec.maxUnavailable === 1 || pdb.spec.minAvailable >= 2);
});
