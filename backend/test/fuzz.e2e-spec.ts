import fc from 'fast-check';
import { CatalogueRepository } from '../src/catalogue/catalogue.repository.js';
import request from 'supertest';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument } from '../src/openapi-document.js';
import { importBodyLimit } from '../src/pricing/import-body.js';
import { SIGNATURE_BODY_LIMIT } from '../src/intake/signature-body.js';
import { createTestApp, DEMO_PASSWORDS, type TestApp } from './support/test-app.js';

/**
 * Property-based fuzzing of every operation in the OpenAPI document, anonymous and as an editor:
 * whatever the body, query string or headers, the answer is one of the expected statuses, never a
 * 5xx, never a stack trace or SQL text. Operations added later are fuzzed without touching this file.
 */
/** The signing routes (issue 40): their bodies carry the strokes. */
const SIGNATURE_PATHS = /\/signatures?$/;
const ALLOWED = new Set([200, 201, 204, 304, 400, 401, 403, 404, 409, 413, 415, 422, 429]);
const LEAKS =
  /(\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\.js:\d+|QueryFailedError|syntax error at|SELECT .* FROM|INSERT INTO|UPDATE \w+ SET|duplicate key value|violates .* constraint)/i;
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  params: { name: string; in: string }[];
  bodyProps: string[];
  staff: boolean;
  /** Needs a staff session (login and logout are public). */
  secured: boolean;
}

function operations(doc: OpenAPIObject): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const op = item[method];
      if (!op) continue;
      const schemaRef = (
        op.requestBody as { content?: Record<string, { schema?: { $ref?: string } }> } | undefined
      )?.content?.['application/json']?.schema?.$ref;
      const schema = schemaRef
        ? (doc.components?.schemas?.[schemaRef.split('/').pop()!] as { properties?: Record<string, unknown> })
        : undefined;
      ops.push({
        method,
        path,
        params: ((op.parameters ?? []) as { name: string; in: string }[]).filter(
          (p) => p.in === 'path' || p.in === 'query',
        ),
        bodyProps: Object.keys(schema?.properties ?? {}),
        staff: Boolean(op.security?.length) || path.startsWith('/api/admin'),
        secured: Boolean(op.security?.length),
      });
    }
  }
  return ops;
}

const scalar = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    "' OR 1=1 --",
    '<script>',
    '../../etc/passwd',
    '\u0000',
    'a'.repeat(5000),
    '2026-13-45T99:99:99Z',
    '{}',
  ),
);
const value = fc.oneof(
  { depthSize: 'small' },
  scalar,
  fc.array(scalar, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }),
);

/** Text with control characters: NUL, the other C0 characters, DEL and C1, tab and line breaks. */
const controlChar = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .map((code) => String.fromCharCode(code));
const controlText = fc
  .tuple(fc.string({ maxLength: 10 }), controlChar, fc.string({ maxLength: 10 }))
  .map(([before, odd, after]) => before + odd + after);
/** Arrays or objects nested 20 to 5,000 levels deep (the API takes 32), as JSON text. */
const deepJson = fc
  .tuple(fc.integer({ min: 20, max: 5000 }), fc.boolean())
  .map(([levels, arrays]) =>
    arrays ? '['.repeat(levels) + ']'.repeat(levels) : '{"a":'.repeat(levels) + '1' + '}'.repeat(levels),
  );

function bodyFor(op: Operation) {
  const known =
    op.bodyProps.length > 0
      ? fc.record(Object.fromEntries(op.bodyProps.map((p) => [p, value])), { requiredKeys: [] })
      : fc.constant({});
  return fc.oneof(
    known,
    fc.dictionary(fc.string({ maxLength: 12 }), value, { maxKeys: 6 }),
    fc.array(value, { maxLength: 3 }),
    scalar,
  );
}

describe('hostile input against every operation', () => {
  let t: TestApp;
  let ops: Operation[];
  let editorCookie: string;
  /** The owner has every right: the one session that every staff route lets in. */
  let ownerCookie: string;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        RATE_LIMIT_BOOKINGS: 'off',
        RATE_LIMIT_CUSTOMERS: 'off',
        RATE_LIMIT_LOOKUPS: 'off',
        LOGIN_MAX_FAILURES: '1000',
        OUTBOX_POLL_MS: '0',
      },
    });
    ops = operations(buildOpenApiDocument(t.app));
    const login = await request(t.http)
      .post('/api/admin/login')
      .send({ username: 'editor', password: DEMO_PASSWORDS.editor })
      .expect(200);
    editorCookie = String(login.headers['set-cookie']).split(';')[0];
    const owner = await request(t.http)
      .post('/api/admin/login')
      .send({ username: 'owner', password: DEMO_PASSWORDS.owner })
      .expect(200);
    ownerCookie = String(owner.headers['set-cookie']).split(';')[0];
  });
  afterAll(() => t.close());

  function send(
    op: Operation,
    path: string,
    opts: {
      query?: Record<string, unknown>;
      body?: unknown;
      headers?: Record<string, string>;
      asEditor?: boolean;
      asOwner?: boolean;
      raw?: string;
    },
  ) {
    let req = request(t.http)[op.method](path);
    if (opts.query)
      req = req.query(
        Object.fromEntries(
          Object.entries(opts.query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
        ),
      );
    if (opts.asEditor) req = req.set('Cookie', editorCookie);
    if (opts.asOwner) req = req.set('Cookie', ownerCookie);
    for (const [k, v] of Object.entries(opts.headers ?? {})) req = req.set(k, v);
    if (opts.raw !== undefined) return req.send(opts.raw);
    if (opts.body !== undefined && op.method !== 'get') {
      // Scalars and null go as JSON text too (supertest only serialises objects itself).
      return req.set('Content-Type', 'application/json').send(JSON.stringify(opts.body) ?? 'null');
    }
    return req;
  }

  function fill(op: Operation, values: string[]): string {
    let i = 0;
    return op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[i++ % values.length] || 'x'));
  }

  function expectSafe(op: Operation, res: request.Response, what: string): void {
    const text = res.text ?? '';
    if (!ALLOWED.has(res.status) || LEAKS.test(text)) {
      throw new Error(
        `${op.method.toUpperCase()} ${op.path} (${what}) answered ${res.status}: ${text.slice(0, 300)}`,
      );
    }
  }

  // Each property sends at least 10 requests per operation, so its time grows with the API: its budget
  // is its own, not the suite's 60 s default (which a loaded machine crossed at ~130 operations).
  const property = (name: string, fn: () => Promise<void>) => it(name, fn, 180_000);

  // Spread the runs over the operations, both anonymous and as an editor (logout excluded there).
  const perOp = (): number => Math.max(10, Math.ceil(RUNS / Math.max(1, ops.length)));

  property('survives generated JSON bodies', async () => {
    for (const op of ops) {
      for (const asEditor of [false, true]) {
        if (asEditor && op.path.endsWith('/logout')) continue;
        await fc.assert(
          fc.asyncProperty(
            bodyFor(op),
            fc.array(fc.string({ maxLength: 20 }), { minLength: 1, maxLength: 3 }),
            async (body, pathValues) => {
              expectSafe(op, await send(op, fill(op, pathValues), { body, asEditor }), 'body');
            },
          ),
          { numRuns: Math.ceil(perOp() / 2) },
        );
      }
    }
  });

  property(
    'survives control characters and deep nesting in any field, query value or path value: never a 5xx',
    async () => {
      const oddBody = (op: Operation) =>
        fc.oneof(
          // A field of the operation's body (or any name) holding control characters or deep JSON.
          fc
            .tuple(
              op.bodyProps.length > 0 ? fc.constantFrom(...op.bodyProps) : fc.string({ maxLength: 8 }),
              fc.oneof(
                controlText.map((text) => JSON.stringify(text)),
                deepJson,
              ),
            )
            .map(([name, json]) => `{${JSON.stringify(name)}:${json}}`),
          // The whole body nested deep, or a property name with a control character.
          deepJson,
          controlText.map((name) => JSON.stringify({ [name]: 'x' })),
        );
      for (const op of ops) {
        for (const asEditor of [false, true]) {
          if (asEditor && op.path.endsWith('/logout')) continue;
          await fc.assert(
            fc.asyncProperty(
              oddBody(op),
              fc.array(fc.oneof(controlText, fc.string({ maxLength: 10 })), { minLength: 1, maxLength: 3 }),
              fc.dictionary(
                fc.constantFrom(...op.params.filter((p) => p.in === 'query').map((p) => p.name), 'q'),
                controlText,
                { maxKeys: 2 },
              ),
              async (raw, pathValues, query) => {
                const res = await send(op, fill(op, pathValues), {
                  raw: op.method === 'get' ? undefined : raw,
                  query,
                  asEditor,
                  headers: { 'Content-Type': 'application/json' },
                });
                expectSafe(op, res, `odd input ${raw.slice(0, 60)}`);
              },
            ),
            { numRuns: Math.ceil(perOp() / 2) },
          );
        }
      }
    },
  );

  property('survives generated query strings and path values', async () => {
    for (const op of ops) {
      const names = [
        ...op.params.filter((p) => p.in === 'query').map((p) => p.name),
        'page',
        'limit',
        'sort',
        '__proto__',
        'constructor',
      ];
      for (const asEditor of [false, true]) {
        if (asEditor && op.path.endsWith('/logout')) continue;
        await fc.assert(
          fc.asyncProperty(
            fc.dictionary(fc.constantFrom(...names), value, { maxKeys: 4 }),
            fc.array(
              fc.oneof(
                fc.string(),
                fc.constantFrom('..', '%00', 'null', '00000000-0000-0000-0000-000000000000', 'RB-ZZZZ'),
              ),
              { minLength: 1, maxLength: 3 },
            ),
            async (query, pathValues) => {
              expectSafe(op, await send(op, fill(op, pathValues), { query, asEditor }), 'query');
            },
          ),
          { numRuns: Math.ceil(perOp() / 2) },
        );
      }
    }
  });

  property(
    'survives generated headers: content types, encodings, forwarded addresses, origins, cookies',
    async () => {
      const headerArb = fc.record(
        {
          'Content-Type': fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/json; charset=latin1',
            'application/xml',
            '',
          ),
          'Content-Encoding': fc.constantFrom('gzip', 'br', 'identity', 'bogus'),
          'X-Forwarded-For': fc.ipV4(),
          Origin: fc.constantFrom('https://evil.example', 'null', 'http://127.0.0.1'),
          'Sec-Fetch-Site': fc.constantFrom('cross-site', 'same-origin', 'none', 'same-site'),
          'If-None-Match': fc.string({ maxLength: 40 }),
          'Idempotency-Key': fc.string({ maxLength: 300 }),
          Cookie: fc.constantFrom(
            'shop_session=abc',
            'shop_session=' + 'a'.repeat(4000),
            'shop_session=%00',
            'x=y',
          ),
          Accept: fc.constantFrom('application/json', 'text/html', '*/*', ''),
        },
        { requiredKeys: [] },
      );
      for (const op of ops) {
        await fc.assert(
          fc.asyncProperty(headerArb, fc.string({ maxLength: 200 }), async (headers, raw) => {
            const clean = Object.fromEntries(
              Object.entries(headers).filter(([, v]) => v !== '' && !/[\r\n]/.test(v)),
            );
            const res = await send(op, fill(op, ['x']), {
              headers: clean as Record<string, string>,
              raw: op.method === 'get' ? undefined : raw,
            });
            expectSafe(op, res, `headers ${JSON.stringify(clean).slice(0, 200)}`);
          }),
          { numRuns: perOp() },
        );
      }
    },
  );

  it('answers oversized bodies with 413 once let in; a staff route answers 401 to a sender without a session, reading nothing', async () => {
    const general = t.config.bodyLimit.endsWith('kb') ? parseInt(t.config.bodyLimit) * 1024 : 2_000_000;
    for (const op of ops.filter((o) => o.method !== 'get')) {
      // The CSV import has a limit of its own, sized to the catalogue; a signature's, for its strokes.
      const limit =
        op.path === '/api/admin/pricing/import'
          ? await importBodyLimit(t.app.get(CatalogueRepository))
          : SIGNATURE_PATHS.test(op.path)
            ? SIGNATURE_BODY_LIMIT
            : general;
      const signedIn = op.secured && !op.path.endsWith('/logout');
      const oversized = { body: { padding: 'x'.repeat(limit + 10) } };
      const res = await send(op, fill(op, ['x']), { ...oversized, asOwner: signedIn });
      expect(`${op.method} ${op.path}: ${res.status}`).toBe(`${op.method} ${op.path}: 413`);
      expectSafe(op, res, 'oversized');
      if (op.secured) {
        // Unreadable and oversized: a 401 says it was never read.
        const anonymous = await send(op, fill(op, ['x']), {
          raw: '{"unfinished": ' + '"x'.repeat(limit),
          headers: { 'Content-Type': 'application/json' },
        });
        expect(`${op.method} ${op.path} anonymous: ${anonymous.status}`).toBe(
          `${op.method} ${op.path} anonymous: 401`,
        );
      }
    }
  });
});
