import { randomUUID } from 'node:crypto';
import { CatalogueRepository } from '../src/catalogue/catalogue.repository.js';
import sharp from 'sharp';
import request, { type Response } from 'supertest';
import { roleCan, type Permission } from '../src/auth/permissions.js';
import type { Role } from '../src/auth/entities/admin-user.entity.js';
import { ShutdownState } from '../src/common/lifecycle/lifecycle.js';
import { importBodyLimit } from '../src/pricing/import-body.js';
import { SIGNATURE_BODY_LIMIT } from '../src/intake/signature-body.js';
import { bookingBody } from './support/booking-body.js';
import { ContractChecker, loadDocument, operations, type Operation } from './support/openapi-contract.js';
import { INTAKE } from './support/intake.js';
import { signIn } from './support/staff-session.js';
import { DEMO_PASSWORDS, createTestApp, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';
import {
  checkInWalkIn,
  pickUpPaid,
  signIntake,
  signIntakeAtCounter,
  type WalkIn,
} from './support/walk-in.js';

/**
 * The API contract as integrators see it: every operation of openapi.yaml is called with valid and
 * invalid input, and every answer is checked against the document (the status is documented, the
 * media type and body match its schema, the documented headers are there and valid). The shared
 * answers (401, 403, a malformed or unknown id, 413, 415, unreadable JSON, an unknown property)
 * are made from the document itself; each operation adds its own. An operation without a case
 * here, or documenting a status no call here provokes, fails.
 */

/** Tuesday 3 March 2026, 12:00 in Chicago: bookable slots from Wednesday 4 March. */
const NOW = '2026-03-03T18:00:00Z';
/** Small limits, so a 429 takes a few calls; every other call comes from an address of its own. */
const LIMIT = 3;
const BODY_LIMIT_BYTES = 100 * 1024;
const ROLES: Role[] = ['viewer', 'editor', 'owner'];
const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);

type Schema = Record<string, unknown>;

const doc = loadDocument();
const ops = operations(doc);
const checker = new ContractChecker(doc);

interface Send {
  cookie?: string;
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** A body sent as it is, with this media type. */
  raw?: { type: string; text: string };
  /** A multipart/form-data body: its text fields and files. */
  multipart?: Multipart;
  headers?: Record<string, string>;
  /** The client address (X-Forwarded-For); a new one by default. */
  ip?: string;
}
type Call = (label: string, send: Send, status: number) => Promise<Response>;
interface Multipart {
  fields: Record<string, string>;
  files: { field: string; name: string; bytes: Buffer; type: string }[];
}

interface Case {
  /** The session of a valid call (none: a public operation). */
  as?: Role;
  params?: () => Record<string, string>;
  /** The body of a valid call, for operations that take one. */
  body?: () => unknown | Promise<unknown>;
  /** The form of a valid call, for operations that take multipart/form-data. */
  multipart?: () => Promise<Multipart>;
  /** The body limit of this operation, in bytes (default BODY_LIMIT). */
  bodyLimit?: () => Promise<number>;
  /** The operation's own answers; the shared ones are made from the document. */
  run(call: Call): Promise<void>;
}

/**
 * An intake route (issue 40) as a row of its table: the order it is called on is made afresh
 * (`given`), its own calls are made as `as` (none: by the customer's tracking token) with that
 * order's path, and the shared answers use that order, or the one `after` makes.
 */
interface IntakeRow<F> {
  op: string;
  as?: Role;
  given: () => Promise<F>;
  params: (given: F) => Record<string, string>;
  /** The body of a valid call. */
  body?: (given: F) => unknown | Promise<unknown>;
  multipart?: () => Promise<Multipart>;
  bodyLimit?: () => Promise<number>;
  /** The route's own calls: `send(more)` is a call as `as` on the order's path, with `more` over it. */
  calls: (call: Call, send: (more?: Send) => Send, given: F) => Promise<void>;
  after?: () => Promise<F>;
}

/** The paths of every string in a value (a JSON body). */
function stringLeaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
  return [];
}
/** A copy of `value` with the string at `path` changed. */
function withLeaf(value: unknown, path: (string | number)[], change: (s: string) => string): unknown {
  if (path.length === 0) return change(value as string);
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withLeaf(copy[head], rest, change);
  return copy;
}

describe(`API contract (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  const sessions = {} as Record<Role, string>;
  let models: { id: string; slug: string }[];
  let services: { id: string; slug: string }[];
  let slots: string[];
  let appointment = { id: '', reference: '' };
  let requests = 0;
  const exercised: string[] = [];
  let address = 0;
  const nextIp = () => `198.18.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

  const http = (op: Operation, s: Send): request.Test => {
    let path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
      encodeURIComponent(s.params?.[name] ?? ''),
    );
    if (s.query)
      path += `?${new URLSearchParams(Object.entries(s.query).map(([k, v]): [string, string] => [k, String(v)]))}`;
    const client = request(t.http);
    let r = client[op.method](path).set('X-Forwarded-For', s.ip ?? nextIp());
    if (s.cookie) r = r.set('Cookie', s.cookie);
    for (const [name, value] of Object.entries(s.headers ?? {})) r = r.set(name, value);
    if (s.raw) return r.set('Content-Type', s.raw.type).send(s.raw.text);
    if (s.multipart) {
      for (const [name, value] of Object.entries(s.multipart.fields)) r = r.field(name, value);
      for (const f of s.multipart.files)
        r = r.attach(f.field, f.bytes, { filename: f.name, contentType: f.type });
      return r;
    }
    return s.body === undefined ? r : r.send(s.body as object);
  };

  const caller =
    (op: Operation, seen: Set<number>): Call =>
    async (label, send, status) => {
      const res = await http(op, send);
      requests++;
      seen.add(res.status);
      expect(`${label}: ${res.status}`).toBe(`${label}: ${status}`);
      expect({ label, problems: checker.check(op, res) }).toEqual({ label, problems: [] });
      // Every answer of the staff API, refusals included, is never stored (one rule, for /api/admin;
      // a photo's bytes say `private, no-store`).
      if (op.path.startsWith('/api/admin/'))
        expect(`${label}: ${String(res.headers['cache-control']).split(/,\s*/).includes('no-store')}`).toBe(
          `${label}: true`,
        );
      return res;
    };

  /** A booking made outside the contract calls, for the operations that need one. */
  const book = async (slot: string, email: string): Promise<{ reference: string; id: string }> => {
    const res = await request(t.http)
      .post('/api/appointments')
      .set('X-Forwarded-For', nextIp())
      .send(bookingBody({ appointmentDate: slot, customerEmail: email }))
      .expect(201);
    const [{ id }] = await t.dataSource.query(`SELECT id FROM appointments WHERE reference = $1`, [
      res.body.reference,
    ]);
    return { reference: res.body.reference, id };
  };
  const matrixVersion = async (): Promise<number> =>
    (await request(t.http).get('/api/admin/pricing').set('Cookie', sessions.editor).expect(200)).body.version;
  const listIds = async (path: string): Promise<string[]> =>
    (await request(t.http).get(path).set('Cookie', sessions.editor).expect(200)).body.items.map(
      (i: { id: string }) => i.id,
    );

  beforeAll(async () => {
    t = await createTestApp({
      now: NOW,
      env: {
        TRUST_PROXY: '1',
        RATE_LIMIT_BOOKINGS: `${LIMIT}/3600`,
        RATE_LIMIT_CUSTOMERS: `${LIMIT}/3600`,
        RATE_LIMIT_LOOKUPS: `${LIMIT}/3600`,
        RATE_LIMIT_TRACKING: `${LIMIT}/3600`,
        RATE_LIMIT_TRACKING_PHOTOS: `${LIMIT}/3600`,
        LOGIN_MAX_FAILURES: String(LIMIT),
      },
    });
    for (const role of ROLES) sessions[role] = await signIn(t.http, role, DEMO_PASSWORDS[role]);
    const matrix = (await request(t.http).get('/api/admin/pricing').set('Cookie', sessions.editor)).body;
    models = matrix.models;
    services = matrix.services;
    slots = (await request(t.http).get('/api/appointments/availability')).body.slots.map(
      (s: { start: string }) => s.start,
    );
    appointment = await book(slots[0], 'status@example.com');
    // A part whose name the parts' update case takes (the catalogue's seed has the others' names).
    await request(t.http)
      .post('/api/admin/inventory')
      .set('Cookie', sessions.editor)
      .send({ name: 'Contract Taken Part', unitCost: 1 })
      .expect(201);
  });
  afterAll(async () => {
    console.log(
      `API contract: ${exercised.length} operations, ${requests} requests checked against openapi.yaml\n` +
        exercised.join('\n'),
    );
    await t.close();
  });

  const cell = (price: number, m = 0, s = 0) => ({
    deviceModelId: models[m].id,
    serviceTypeId: services[s].id,
    price,
  });

  /** Staff accounts made for the staff operations' cases (issue 41). */
  const staffIds: Record<string, string> = {};
  const staffAccount = async (username: string): Promise<string> =>
    (
      await request(t.http)
        .post('/api/admin/staff')
        .set('Cookie', sessions.owner)
        .send({ name: username, username, role: 'editor', password: 'a-long-password-1' })
        .expect(201)
    ).body.id;

  /** A new account's one-time sign-in link (issue 41): its token, read from the e-mail queued. */
  const signInLinkToken = async (username: string): Promise<string> => {
    const to = `${username}@example.com`;
    await request(t.http)
      .post('/api/admin/staff')
      .set('Cookie', sessions.owner)
      .send({ name: username, username, role: 'viewer', signInLinkEmail: to })
      .expect(201);
    const [{ text }] = await t.dataSource.query(
      `SELECT text_body AS text FROM outbox_messages WHERE kind = 'staff_sign_in_link' AND recipient = $1`,
      [to],
    );
    return /#([A-Za-z0-9_-]{43})/.exec(text)![1];
  };

  /** A read by a viewer, or by anyone for a public operation, that has no input to get wrong. */
  const read = (label: string): Case => ({
    as: 'viewer',
    run: async (call) => void (await call(label, { cookie: sessions.viewer }, 200)),
  });
  const publicRead = (label: string): Case => ({ run: async (call) => void (await call(label, {}, 200)) });

  /** The catalogue admin operations of one resource (device models or service types). */
  const catalogueCases = (
    resource: 'device-models' | 'service-types' | 'inventory',
    name: 'DeviceModel' | 'ServiceType' | 'Part',
    plural: 'DeviceModels' | 'ServiceTypes' | 'Parts',
    valid: (n: number) => Record<string, unknown>,
    takenName: string,
  ): Record<string, Case> => {
    let created = '';
    const path = `/api/admin/${resource}`;
    return {
      [`list${plural}`]: read('the list'),
      [`create${name}`]: {
        as: 'editor',
        body: () => valid(0),
        run: async (call) => {
          created = (await call('a new one', { cookie: sessions.editor, body: valid(1) }, 201)).body.id;
          await call('the same name again', { cookie: sessions.editor, body: valid(1) }, 409);
          await call('no name', { cookie: sessions.editor, body: { ...valid(2), name: '' } }, 400);
          await call(
            'a bad slug',
            { cookie: sessions.editor, body: { ...valid(3), slug: 'Not A Slug' } },
            400,
          );
        },
      },
      [`reorder${plural}`]: {
        as: 'editor',
        body: async () => ({ ids: await listIds(path) }),
        run: async (call) => {
          const ids = await listIds(path);
          await call('the same order', { cookie: sessions.editor, body: { ids } }, 200);
          await call('one id missing', { cookie: sessions.editor, body: { ids: ids.slice(1) } }, 409);
          await call('not ids', { cookie: sessions.editor, body: { ids: ['nope'] } }, 400);
        },
      },
      [`update${name}`]: {
        as: 'editor',
        params: () => ({ id: created }),
        body: () => ({ name: `${takenName} Contract` }),
        run: async (call) => {
          const send = (body: object) => ({ cookie: sessions.editor, params: { id: created }, body });
          await call('a new name', send({ name: `Renamed ${name}` }), 200);
          await call('a name taken', send({ name: takenName }), 409);
          await call(
            'a negative price',
            send({ [resource === 'inventory' ? 'unitCost' : 'basePrice']: -1 }),
            400,
          );
        },
      },
      [`retire${name}`]: {
        as: 'editor',
        params: () => ({ id: created }),
        run: async (call) =>
          void (await call('retire', { cookie: sessions.editor, params: { id: created } }, 200)),
      },
      [`unretire${name}`]: {
        as: 'editor',
        params: () => ({ id: created }),
        run: async (call) =>
          void (await call('bring back', { cookie: sessions.editor, params: { id: created } }, 200)),
      },
    };
  };

  /** A public booking operation by reference and e-mail, limited per address. */
  const bookingAccessCase = (
    slot: () => string,
    own: (call: Call, booking: { reference: string; email: string }) => Promise<void>,
    /** More of a valid body than the e-mail. */
    more: () => object = () => ({}),
  ): Case => {
    let booking = { reference: '', email: '' };
    return {
      params: () => ({ reference: booking.reference }),
      body: () => ({ email: booking.email, ...more() }),
      run: async (call) => {
        const email = `access-${randomUUID()}@example.com`;
        booking = { reference: (await book(slot(), email)).reference, email };
        await own(call, booking);
        const wrong = {
          params: { reference: booking.reference },
          body: { email: 'someone@example.com', ...more() },
        };
        await call('another e-mail', wrong, 404);
        await call('no e-mail', { params: { reference: booking.reference }, body: more() }, 400);
        const ip = nextIp();
        for (let i = 0; i < LIMIT; i++)
          await call(`attempt ${i + 1} from one address`, { ...wrong, ip }, 404);
        await call('one attempt too many', { ...wrong, ip }, 429);
      },
    };
  };

  /** The workshop: a walk-in checked in outside the contract calls, and moves made the same way. */
  const walkInBody = () => ({
    customer: { name: 'Jo Contract', phone: '(555) 555-0142', email: 'walk-in@example.com' },
    deviceModelId: models[0].id,
    serviceTypeIds: [services[0].id],
    intake: INTAKE,
  });
  const walkIn = () => checkInWalkIn(t, sessions.editor, walkInBody());
  const moveOrder = async (id: string, ...steps: string[]) => {
    for (const to of steps)
      await request(t.http)
        .post(`/api/admin/repair-orders/${id}/status`)
        .set('Cookie', sessions.editor)
        .send({ to, pickup: { reference: 'RO-XXXXXX', phoneLast4: '0142' } })
        .expect(200);
  };
  // A repair agreed at check-in (no quote needed): awaiting_approval is entered only by sending a quote.
  const TO_READY = ['diagnosing', 'in_repair', 'ready'];
  let order = { id: '', reference: '', token: '' };
  /** An order whose customer signed "You may unlock the device" (the passcode's condition). */
  const unlockable = async (): Promise<WalkIn> => {
    const o = await walkIn();
    await signIntake(t, o.id, { dataChoice: 'may_unlock' });
    return o;
  };
  /** An unlockable order whose passcode is held. */
  const passcodeHeld = async (): Promise<WalkIn> => {
    const o = await unlockable();
    await request(t.http)
      .put(`/api/admin/repair-orders/${o.id}/passcode`)
      .set('Cookie', sessions.editor)
      .send({ kind: 'pin', passcode: '482916' })
      .expect(200);
    return o;
  };
  /** The counter: an order paid in full and handed over, its receipt issued (outside the contract calls). */
  const issued = async (): Promise<{ id: string; number: string; token: string }> => {
    const o = await walkIn();
    const { receipt } = await pickUpPaid(t, sessions.editor, o);
    return { id: receipt.id, number: receipt.number, token: o.token };
  };
  let receipt = { id: '', number: '', token: '' };

  /** Parts: one with stock made outside the contract calls, and an order in repair to use it on. */
  let part = { id: '' };
  const stockedPart = async (): Promise<{ id: string }> => {
    const res = await request(t.http)
      .post('/api/admin/inventory')
      .set('Cookie', sessions.editor)
      .send({ name: `Contract part ${randomUUID()}`, unitCost: 12.34 })
      .expect(201);
    await request(t.http)
      .post(`/api/admin/inventory/${res.body.id}/deliveries`)
      .set('Cookie', sessions.editor)
      .send({ quantity: 50 })
      .expect(200);
    return res.body;
  };

  /** Quotes: a service line (priced by the server), and an order quoted twice (versions 1 and 2). */
  const quoteBody = () => ({ lines: [{ kind: 'service', serviceTypeId: services[0].id, quantity: 1 }] });
  const quoted = async (versions: number, validDays = 14) => {
    const o = await walkIn();
    await moveOrder(o.id, 'diagnosing');
    for (let v = 0; v < versions; v++)
      await request(t.http)
        .post(`/api/admin/repair-orders/${o.id}/quotes`)
        .set('Cookie', sessions.editor)
        .send({ ...quoteBody(), validDays })
        .expect(201);
    return o;
  };
  /** The customer's answer on the tracking page: superseded 409, unknown 404, expired 410, limited per address. */
  const quoteDecisionCase = (): Case => {
    let token = '';
    return {
      params: () => ({ token }),
      body: () => ({ version: 2 }),
      run: async (call) => {
        token = (await quoted(2)).token;
        const send = (version: unknown, ip?: string) => ({ params: { token }, body: { version }, ip });
        await call('a superseded version', send(1), 409);
        await call('a version that does not exist', send(3), 404);
        await call('the version shown', send(2), 200);
        await call('answered already', send(2), 409);
        await call('not a version', send('two'), 400);
        const late = (await quoted(1, 1)).token;
        t.clock.advance(2 * 86_400_000);
        try {
          await call('an expired version', { params: { token: late }, body: { version: 1 } }, 410);
        } finally {
          t.clock.advance(-2 * 86_400_000);
        }
        const ip = nextIp();
        for (let i = 0; i < LIMIT; i++)
          await call(
            `unknown token ${i + 1} from one address`,
            { params: { token: `x${i}` }, body: { version: 1 }, ip },
            404,
          );
        await call('one attempt too many', send(2, ip), 429);
        token = (await quoted(2)).token;
      },
    };
  };

  /** Photos (issue 40): an order with an intake and a repair photo, taken outside the contract calls. */
  const jpeg = (): Promise<Buffer> =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
  const photoForm = async (moment = 'intake', count = 1): Promise<Multipart> => {
    const bytes = await jpeg();
    return {
      fields: { moment },
      files: Array.from({ length: count }, (_, i) => ({
        field: 'photos',
        name: `photo-${i}.jpg`,
        bytes,
        type: 'image/jpeg',
      })),
    };
  };
  const photographed = async (): Promise<{ id: string; token: string; intake: string; repair: string }> => {
    const o = await walkIn();
    const take = async (moment: string): Promise<string> => {
      const form = await photoForm(moment);
      const res = await request(t.http)
        .post(`/api/admin/repair-orders/${o.id}/photos`)
        .set('Cookie', sessions.editor)
        .field('moment', moment)
        .attach('photos', form.files[0].bytes, 'photo.jpg')
        .expect(201);
      return res.body.photos.at(-1).id;
    };
    return { id: o.id, token: o.token, intake: await take('intake'), repair: await take('repair') };
  };
  type Photographed = Awaited<ReturnType<typeof photographed>>;

  /** LIMIT guesses of the token from one address (each 404), then `right` from there: 429. */
  const guessTokens = async (call: Call, right: Send): Promise<void> => {
    const ip = nextIp();
    for (let i = 0; i < LIMIT; i++)
      await call(
        `unknown token ${i + 1} from one address`,
        { ...right, params: { ...right.params, token: `x${i}` }, ip },
        404,
      );
    await call('one attempt too many', { ...right, ip }, 429);
  };

  /** Sends the same (invalid) body LIMIT + 1 times from one address: the last is 429. */
  const exhaust = async (call: Call, body: object, status: number) => {
    const ip = nextIp();
    for (let i = 0; i < LIMIT; i++) await call(`attempt ${i + 1} from one address`, { body, ip }, status);
    await call('one attempt too many', { body, ip }, 429);
  };

  /** Customer records (counter spec 1): records made outside the contract calls, each case its own. */
  let customerSeq = 0;
  const customerRecord = async (): Promise<string> => {
    customerSeq++;
    const [row] = await t.dataSource.query(
      `INSERT INTO customers (first_name, last_name, email, phone) VALUES ('Con', 'Tract', $1, $2) RETURNING id`,
      [`record-${customerSeq}@example.com`, `(312) 555-${String(1000 + customerSeq)}`],
    );
    return row.id as string;
  };
  const customerRecordCases = (): Record<string, Case> => {
    const ids = { page: '', update: '', taken: '', kept: '', merged: '', erased: '', erase: '' };
    return {
      matchCustomer: {
        as: 'viewer',
        run: async (call) => {
          const send = (query: Send['query']) => ({ cookie: sessions.viewer, query });
          await call(
            'by phone and e-mail',
            send({ phone: '+1 312 555 1001', email: 'RECORD-2@example.com' }),
            200,
          );
          await call('nothing found', send({ phone: '999' }), 200);
          await call('a phone too long', send({ phone: '1'.repeat(40) }), 400);
        },
      },
      getAdminCustomer: {
        as: 'viewer',
        params: () => ({ id: ids.page }),
        run: async (call) => {
          ids.page = await customerRecord();
          await call('one', { cookie: sessions.viewer, params: { id: ids.page } }, 200);
        },
      },
      updateCustomerContact: {
        as: 'editor',
        params: () => ({ id: ids.update }),
        body: () => ({ firstName: 'Connie' }),
        run: async (call) => {
          ids.update = await customerRecord();
          ids.taken = await customerRecord();
          const send = (body: object) => ({ cookie: sessions.editor, params: { id: ids.update }, body });
          await call(
            'a new name and e-mail',
            send({ firstName: 'Connie', email: 'connie@example.com' }),
            200,
          );
          await call("another customer's e-mail", send({ email: `record-${customerSeq}@example.com` }), 409);
          await call('not an e-mail', send({ email: 'connie' }), 400);
        },
      },
      mergeCustomer: {
        as: 'editor',
        params: () => ({ id: ids.kept }),
        body: () => ({ customerId: ids.merged }),
        run: async (call) => {
          ids.kept = await customerRecord();
          ids.merged = await customerRecord();
          ids.erased = await customerRecord();
          await request(t.http)
            .post(`/api/admin/customers/${ids.erased}/erasure`)
            .set('Cookie', sessions.editor)
            .expect(200);
          const send = (customerId: string) => ({
            cookie: sessions.editor,
            params: { id: ids.kept },
            body: { customerId },
          });
          await call('another record of the same person', send(ids.merged), 200);
          await call('a record merged already', send(ids.merged), 404);
          await call('an erased record', send(ids.erased), 409);
          await call('itself', send(ids.kept), 400);
          await call('not an id', send('x'), 400);
        },
      },
      eraseCustomer: {
        as: 'editor',
        params: () => ({ id: ids.erase }),
        run: async (call) => {
          ids.erase = await customerRecord();
          const send = { cookie: sessions.editor, params: { id: ids.erase } };
          await call('on request', send, 200);
          await call('erased already', send, 409);
        },
      },
    };
  };

  /**
   * The cases run in the document's order; the catalogue ones create the item that their update,
   * retire and bring-back cases then use.
   */
  /** Signatures (issue 40): strokes as a pad draws them, an order and the document it signs now. */
  const strokes = async (): Promise<string> =>
    (
      await sharp(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 80 C 60 10, 120 90, 290 20" stroke="#111" stroke-width="4" fill="none"/></svg>',
        ),
      )
        .png()
        .toBuffer()
    ).toString('base64');
  const signingHash = async (id: string, kind = 'intake'): Promise<string> =>
    (
      await request(t.http)
        .get(`/api/admin/repair-orders/${id}/signatures/document?kind=${kind}`)
        .set('Cookie', sessions.editor)
        .expect(200)
    ).body.hash;
  const signed = async (): Promise<{ id: string; token: string; signatureId: string }> => {
    const o = await walkIn();
    const signature = await signIntakeAtCounter(t, sessions.editor, o.id, {
      signerName: 'Jo Contract',
      image: await strokes(),
      dataChoice: 'no_access',
    });
    return { id: o.id, token: o.token, signatureId: signature.id };
  };
  type Signed = Awaited<ReturnType<typeof signed>>;
  const termsNow = async (): Promise<{ version: number; text: string }> =>
    (await request(t.http).get('/api/admin/settings/terms').set('Cookie', sessions.editor).expect(200)).body
      .current;

  /** A row of the intake's table: `intakeCase` makes it the operation's case. */
  const intakeCase = <F>(row: IntakeRow<F>): [string, Case] => {
    let given: F;
    const send = (more: Send = {}): Send => ({
      cookie: row.as && sessions[row.as],
      params: row.params(given),
      ...more,
    });
    const { body } = row;
    return [
      row.op,
      {
        as: row.as,
        params: () => row.params(given),
        body: body && (() => body(given)),
        multipart: row.multipart,
        bodyLimit: row.bodyLimit,
        run: async (call) => {
          given = await row.given();
          await row.calls(call, send, given);
          if (row.after) given = await row.after();
        },
      },
    ];
  };
  /** The body of a signature on the customer's phone, over the intake's document now. */
  const phoneSignature = async (id: string, dataChoice: string) => ({
    documentHash: await signingHash(id),
    signerName: 'Jo Contract',
    image: await strokes(),
    dataChoice,
  });
  /** The intake's routes (issue 40), a row a route: photos, the passcode, signatures. */
  const intakeCases: Record<string, Case> = Object.fromEntries([
    intakeCase<Photographed>({
      op: 'listRepairOrderPhotos',
      as: 'viewer',
      given: photographed,
      params: (p) => ({ id: p.id }),
      calls: async (call, send) =>
        expect((await call("an order's photos", send(), 200)).body.photos).toHaveLength(2),
    }),
    intakeCase<Photographed>({
      op: 'uploadRepairOrderPhotos',
      as: 'editor',
      given: photographed,
      params: (p) => ({ id: p.id }),
      multipart: () => photoForm(),
      calls: async (call, send) => {
        await call('two photos', send({ multipart: await photoForm('handover', 2) }), 201);
        const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
        const files = [{ field: 'photos', name: 'a.jpg', bytes: pdf, type: 'image/jpeg' }];
        await call('a PDF named .jpg', send({ multipart: { fields: { moment: 'intake' }, files } }), 415);
        await call('a moment that is not one', send({ multipart: await photoForm('someday') }), 400);
        await call('no photo', send({ multipart: { fields: { moment: 'intake' }, files: [] } }), 400);
        await call('the 13th photo', send({ multipart: await photoForm('repair', 9) }), 409);
      },
    }),
    intakeCase<Photographed>({
      op: 'declineRepairOrderIntakePhotos',
      as: 'editor',
      given: photographed,
      params: (p) => ({ id: p.id }),
      calls: async (call, send) =>
        expect((await call('declined', send(), 200)).body.intakePhotosDeclined.by).toBe('editor'),
    }),
    ...[
      ['getRepairOrderPhotoImage', 'the photo'],
      ['getRepairOrderPhotoThumbnail', 'the thumbnail'],
    ].map(([op, label]) =>
      intakeCase<Photographed>({
        op,
        as: 'viewer',
        given: photographed,
        params: (p) => ({ id: p.id, photoId: p.intake }),
        calls: async (call, send) => void (await call(label, send(), 200)),
      }),
    ),
    intakeCase<Photographed>({
      op: 'shareRepairOrderPhoto',
      as: 'editor',
      given: photographed,
      params: (p) => ({ id: p.id, photoId: p.repair }),
      body: () => ({ shared: true }),
      calls: async (call, send, p) => {
        await call('a repair photo shared', send({ body: { shared: true } }), 200);
        const intake = { id: p.id, photoId: p.intake };
        await call('an intake photo', send({ params: intake, body: { shared: true } }), 409);
        await call('not a boolean', send({ body: { shared: 'yes' } }), 400);
      },
    }),
    intakeCase<Photographed>({
      op: 'deleteRepairOrderPhoto',
      as: 'editor',
      given: photographed,
      params: (p) => ({ id: p.id, photoId: p.intake }),
      calls: async (call, send, p) => {
        await call('before signing', send({ params: { id: p.id, photoId: p.repair } }), 204);
        await signIntake(t, p.id, { dataChoice: 'no_access' });
        await call('after signing', send(), 409);
      },
    }),
    ...(
      [
        ['getRepairTrackingPhotos', 'list'],
        ['getRepairTrackingPhotoImage', 'image'],
        ['getRepairTrackingPhotoThumbnail', 'thumbnail'],
      ] as const
    ).map(([op, which]) =>
      intakeCase<Photographed>({
        op,
        given: photographed,
        params: (p): Record<string, string> =>
          which === 'list' ? { token: p.token } : { token: p.token, photoId: p.intake },
        calls: async (call, send, p) => {
          await call('the customer sees it', send(), 200);
          if (which !== 'list')
            await call(
              'an unshared repair photo',
              send({ params: { token: p.token, photoId: p.repair } }),
              404,
            );
          await guessTokens(call, send());
        },
      }),
    ),
    intakeCase<WalkIn>({
      op: 'getRepairOrderPasscode',
      as: 'editor',
      given: unlockable,
      params: (o) => ({ id: o.id }),
      calls: async (call, send) => {
        const res = await call('the card', send(), 200);
        expect(res.body).toMatchObject({ dataChoice: 'may_unlock', canRecord: true, passcode: null });
        await call('no such order', send({ params: { id: randomUUID() } }), 404);
      },
    }),
    intakeCase<WalkIn>({
      op: 'recordRepairOrderPasscode',
      as: 'editor',
      given: unlockable,
      params: (o) => ({ id: o.id }),
      body: () => ({ kind: 'pin', passcode: '482916' }),
      calls: async (call, send) => {
        const res = await call('a PIN', send({ body: { kind: 'pin', passcode: '482916' } }), 200);
        expect(res.body.passcode.kind).toBe('pin');
        await call('a pattern', send({ body: { kind: 'pattern', passcode: '14789' } }), 200);
        await call('letters in a PIN', send({ body: { kind: 'pin', passcode: '12ab' } }), 400);
        const pin = { kind: 'pin', passcode: '482916' };
        await call('no such order', send({ params: { id: randomUUID() }, body: pin }), 404);
        const unsigned = await walkIn();
        await call('not signed yet', send({ params: { id: unsigned.id }, body: pin }), 409);
      },
    }),
    intakeCase<WalkIn>({
      op: 'revealRepairOrderPasscode',
      as: 'editor',
      given: passcodeHeld,
      params: (o) => ({ id: o.id }),
      body: () => ({ reason: 'Testing the screen' }),
      calls: async (call, send) => {
        const res = await call('revealed', send({ body: { reason: 'Testing the screen' } }), 200);
        expect(res.body.passcode).toBe('482916');
        await call('no reason', send({ body: { reason: ' ' } }), 400);
        await call('no such order', send({ params: { id: randomUUID() }, body: { reason: 'x' } }), 404);
        const none = await unlockable();
        await call('none held', send({ params: { id: none.id }, body: { reason: 'x' } }), 409);
      },
      after: passcodeHeld,
    }),
    intakeCase<WalkIn>({
      op: 'getRepairTrackingPasscode',
      given: unlockable,
      params: (o) => ({ token: o.token }),
      calls: async (call, send) => {
        const res = await call('the count', send(), 200);
        expect(res.body).toEqual({ held: false, revealCount: 0, destroyedAt: null });
        await guessTokens(call, send());
      },
    }),
    intakeCase<Signed>({
      op: 'listRepairOrderSignatures',
      as: 'viewer',
      given: signed,
      params: (s) => ({ id: s.id }),
      calls: async (call, send) =>
        expect((await call("an order's signatures", send(), 200)).body.signatures).toHaveLength(1),
    }),
    intakeCase<Signed>({
      op: 'getRepairOrderSigningDocument',
      as: 'viewer',
      given: signed,
      params: (s) => ({ id: s.id }),
      calls: async (call, send) => {
        await call('the intake', send({ query: { kind: 'intake' } }), 200);
        await call('the hand-over', send({ query: { kind: 'handover' } }), 200);
        await call('an unknown kind', send({ query: { kind: 'lunch' } }), 400);
      },
    }),
    intakeCase<Signed>({
      op: 'signRepairOrder',
      as: 'editor',
      given: signed,
      params: (s) => ({ id: s.id }),
      body: async (s) => ({ kind: 'intake', ...(await phoneSignature(s.id, 'may_unlock')) }),
      bodyLimit: async () => SIGNATURE_BODY_LIMIT,
      calls: async (call, send, s) => {
        const valid = { kind: 'intake', ...(await phoneSignature(s.id, 'may_unlock')) };
        await call('signed again', send({ body: valid }), 201);
        const otherHash = { ...valid, documentHash: 'a'.repeat(64) };
        await call('a hash of another document', send({ body: otherHash }), 409);
        const jpegStrokes = { ...valid, image: (await jpeg()).toString('base64') };
        await call('a JPEG as the strokes', send({ body: jpegStrokes }), 400);
        await call('no data choice', send({ body: { ...valid, dataChoice: undefined } }), 400);
        await call('no name', send({ body: { ...valid, signerName: ' ' } }), 400);
      },
    }),
    intakeCase<Signed>({
      op: 'getRepairOrderSignatureImage',
      as: 'viewer',
      given: signed,
      params: (s) => ({ id: s.id, signatureId: s.signatureId }),
      calls: async (call, send) => void (await call('the strokes', send(), 200)),
    }),
    intakeCase<Signed>({
      op: 'getTrackingIntakeDocument',
      given: signed,
      params: (s) => ({ token: s.token }),
      calls: async (call, send) => {
        await call('the intake to sign', send(), 200);
        await guessTokens(call, send());
      },
    }),
    intakeCase<Signed>({
      op: 'signTrackingIntake',
      given: signed,
      params: (s) => ({ token: s.token }),
      body: (s) => phoneSignature(s.id, 'no_access'),
      bodyLimit: async () => SIGNATURE_BODY_LIMIT,
      calls: async (call, send, s) => {
        const valid = await phoneSignature(s.id, 'may_unlock');
        await call('signed on the phone', send({ body: valid }), 201);
        const otherHash = { ...valid, documentHash: 'b'.repeat(64) };
        await call('a hash of another document', send({ body: otherHash }), 409);
        await call('no data choice', send({ body: { ...valid, dataChoice: undefined } }), 400);
        await guessTokens(call, send({ body: valid }));
      },
    }),
  ]);

  const cases: Record<string, Case> = {
    listAdminAppointments: {
      as: 'viewer',
      run: async (call) => {
        const send = (query: Send['query']) => ({ cookie: sessions.viewer, query });
        await call('the next two weeks', send({}), 200);
        await call('a search', send({ q: appointment.reference, status: 'scheduled' }), 200);
        await call('a date that does not exist', send({ from: '2026-02-30' }), 400);
        await call('more than 92 days', send({ from: '2026-01-01', to: '2026-06-01' }), 400);
        await call('a page size that is not an integer', send({ pageSize: 1.5 }), 400);
        await call('an unknown status', send({ status: 'lost' }), 400);
      },
    },
    getAdminAppointmentSummary: {
      as: 'viewer',
      run: async (call) => {
        await call('today', { cookie: sessions.viewer }, 200);
        // A year on, no appointment is ahead: `next` is null, and the document says it may be.
        t.clock.set('2027-03-03T18:00:00Z');
        try {
          const cookie = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
          expect((await call('nothing ahead', { cookie }, 200)).body.next).toBeNull();
        } finally {
          t.clock.set(NOW);
        }
      },
    },
    getAdminAppointment: {
      as: 'viewer',
      params: () => ({ id: appointment.id }),
      run: async (call) =>
        void (await call('one', { cookie: sessions.viewer, params: { id: appointment.id } }, 200)),
    },
    changeAppointmentStatus: {
      as: 'editor',
      params: () => ({ id: appointment.id }),
      body: () => ({ status: 'confirmed' }),
      run: async (call) => {
        const send = (body: object) => ({ cookie: sessions.editor, params: { id: appointment.id }, body });
        await call('confirm', send({ status: 'confirmed', expectedStatus: 'scheduled' }), 200);
        await call('changed since', send({ status: 'cancelled', expectedStatus: 'scheduled' }), 409);
        await call('an unknown status', send({ status: 'lost' }), 400);
      },
    },
    listAdminCustomers: {
      as: 'viewer',
      run: async (call) => {
        const everyone = await call('everyone', { cookie: sessions.viewer }, 200);
        // A customer without a discount claim: `claim` is null, and the document says it may be.
        expect(everyone.body.items.some((c: { claim: unknown }) => c.claim === null)).toBe(true);
        await call('claims not used', { cookie: sessions.viewer, query: { claim: 'claimed', q: 'a' } }, 200);
        await call('an unknown filter', { cookie: sessions.viewer, query: { claim: 'maybe' } }, 400);
        await call('page 0', { cookie: sessions.viewer, query: { page: 0 } }, 400);
      },
    },
    ...customerRecordCases(),
    ...catalogueCases(
      'device-models',
      'DeviceModel',
      'DeviceModels',
      (n) => ({ name: `Contract Phone ${n}`, category: 'android', brand: 'Contract', basePrice: 99.5 }),
      'iPhone 15',
    ),
    ...catalogueCases(
      'service-types',
      'ServiceType',
      'ServiceTypes',
      (n) => ({ name: `Contract Service ${n}`, basePrice: 49, warranty: '30 days' }),
      'Screen Repair',
    ),
    ...catalogueCases(
      'inventory',
      'Part',
      'Parts',
      (n) => ({ name: `Contract Part ${n}`, unitCost: 12.5, reorderLevel: 1 }),
      'Contract Taken Part',
    ),
    importPartsCsv: {
      as: 'editor',
      body: () => ({ csv: 'name,unit_cost\nContract CSV part,3.25\n', dryRun: true }),
      run: async (call) => {
        const send = (body: object) => ({ cookie: sessions.editor, body });
        await call('a dry run', send({ csv: 'name,unit_cost\nContract CSV part,3.25\n', dryRun: true }), 200);
        await call(
          'the import',
          send({ csv: 'name,unit_cost\nContract CSV part,3.25\n', dryRun: false }),
          200,
        );
        await call('a bad line', send({ csv: 'name,unit_cost\nContract CSV part,x\n', dryRun: true }), 400);
        // A new part whose id (made from its name) another part has.
        await request(t.http)
          .post('/api/admin/inventory')
          .set('Cookie', sessions.editor)
          .send({ name: 'Contract slug holder', slug: 'contract-slug-clash', unitCost: 1 })
          .expect(201);
        await call(
          'an id taken',
          send({ csv: 'name,unit_cost\nContract Slug Clash,1\n', dryRun: false }),
          409,
        );
      },
    },
    getPart: {
      as: 'viewer',
      params: () => ({ id: part.id }),
      run: async (call) => {
        part = await stockedPart();
        await call('the part', { cookie: sessions.viewer, params: { id: part.id } }, 200);
        await call(
          'no such part',
          { cookie: sessions.viewer, params: { id: '00000000-0000-4000-8000-000000000000' } },
          404,
        );
      },
    },
    listPartMovements: {
      as: 'viewer',
      params: () => ({ id: part.id }),
      run: async (call) => {
        part = await stockedPart();
        await call('the ledger', { cookie: sessions.viewer, params: { id: part.id } }, 200);
        await call(
          'a second page',
          { cookie: sessions.viewer, params: { id: part.id }, query: { page: 2, pageSize: 1 } },
          200,
        );
      },
    },
    recordPartDelivery: {
      as: 'editor',
      params: () => ({ id: part.id }),
      body: () => ({ quantity: 1 }),
      run: async (call) => {
        part = await stockedPart();
        const send = (body: object) => ({ cookie: sessions.editor, params: { id: part.id }, body });
        await call('a delivery', send({ quantity: 3, note: 'Invoice 1' }), 200);
        await call('no quantity', send({ note: 'x' }), 400);
      },
    },
    adjustPartStock: {
      as: 'editor',
      params: () => ({ id: part.id }),
      body: () => ({ change: 1, reason: 'Found one' }),
      run: async (call) => {
        part = await stockedPart();
        const send = (body: object) => ({ cookie: sessions.editor, params: { id: part.id }, body });
        await call('a breakage', send({ change: -1, reason: 'Cracked' }), 200);
        await call('more than there is', send({ change: -500, reason: 'Stock take' }), 409);
        await call('no reason', send({ change: -1 }), 400);
      },
    },
    getRepairOrderParts: {
      as: 'viewer',
      params: () => ({ id: order.id }),
      run: async (call) => {
        order = await walkIn();
        await call("the order's parts", { cookie: sessions.viewer, params: { id: order.id } }, 200);
      },
    },
    reserveRepairOrderPart: {
      as: 'editor',
      params: () => ({ id: order.id }),
      body: () => ({ partId: part.id, quantity: 1 }),
      run: async (call) => {
        order = await walkIn();
        part = await stockedPart();
        const send = (body: object) => ({ cookie: sessions.editor, params: { id: order.id }, body });
        await call('hold two', send({ partId: part.id, quantity: 2 }), 200);
        await call('an unknown part', send({ partId: randomUUID(), quantity: 1 }), 404);
        await call('no quantity', send({ partId: part.id }), 400);
        await moveOrder(order.id, 'cancelled');
        await call('a cancelled order', send({ partId: part.id, quantity: 1 }), 409);
        order = await walkIn();
      },
    },
    useRepairOrderPart: {
      as: 'editor',
      params: () => ({ id: order.id, partId: part.id }),
      body: () => ({ quantity: 1 }),
      run: async (call) => {
        order = await walkIn();
        part = await stockedPart();
        const send = (body: object) => ({
          cookie: sessions.editor,
          params: { id: order.id, partId: part.id },
          body,
        });
        await call('not yet being worked on', send({ quantity: 1 }), 409);
        await moveOrder(order.id, 'diagnosing');
        await call('one used', send({ quantity: 1 }), 200);
        await call('more than there is', send({ quantity: 500 }), 409);
        await call('a quantity of 0', send({ quantity: 0 }), 400);
      },
    },
    adminLogin: {
      body: () => ({ username: 'editor', password: DEMO_PASSWORDS.editor }),
      run: async (call) => {
        await call('the editor', { body: { username: 'editor', password: DEMO_PASSWORDS.editor } }, 200);
        await call('no password', { body: { username: 'editor' } }, 400);
        const wrong = { username: 'contract-nobody', password: 'not-the-password' };
        const ip = nextIp();
        for (let i = 0; i < LIMIT; i++) await call(`wrong password ${i + 1}`, { body: wrong, ip }, 401);
        await call('one failure too many', { body: wrong, ip }, 429);
      },
    },
    adminLogout: {
      run: async (call) => {
        const cookie = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
        await call('a session', { cookie }, 204);
        await call('no session (idempotent)', {}, 204);
      },
    },
    getAdminMe: read('the viewer'),
    listOutbox: {
      as: 'viewer',
      run: async (call) => {
        await call('recent', { cookie: sessions.viewer, query: { status: 'pending', limit: 10 } }, 200);
        await call('an unknown status', { cookie: sessions.viewer, query: { status: 'lost' } }, 400);
        await call('limit 0', { cookie: sessions.viewer, query: { limit: 0 } }, 400);
      },
    },
    getAdminPricing: read('the matrix'),
    saveAdminPricing: {
      as: 'editor',
      body: () => ({ prices: [cell(100)] }),
      run: async (call) => {
        const send = (body: object, headers?: Record<string, string>) => ({
          cookie: sessions.editor,
          body,
          headers,
        });
        const version = await matrixVersion();
        await call("spec 7's body: prices alone", send({ prices: [cell(101)] }), 200);
        await call('with the version', send({ version: version + 1, prices: [cell(102, 0, 1)] }), 200);
        await call(
          'with If-Match',
          send({ prices: [cell(103, 0, 2)] }, { 'If-Match': `"${version + 2}"` }),
          200,
        );
        await call('a stale version', send({ version, prices: [cell(104)] }), 409);
        await call('a stale If-Match', send({ prices: [cell(105)] }, { 'If-Match': `"${version}"` }), 409);
        await call('a bad If-Match', send({ prices: [cell(106)] }, { 'If-Match': 'W/"x"' }), 400);
        await call('a negative price', send({ prices: [cell(-1)] }), 400);
      },
    },
    exportPricingCsv: read('the matrix'),
    getPricingHistory: {
      as: 'viewer',
      run: async (call) => {
        const send = (query: Send['query']) => ({ cookie: sessions.viewer, query });
        await call('one cell', send({ deviceModelId: models[0].id, serviceTypeId: services[0].id }), 200);
        await call('a bad id', send({ deviceModelId: 'nope' }), 400);
        await call('a page too large', send({ pageSize: 1000 }), 400);
      },
    },
    importPricingCsv: {
      as: 'editor',
      body: () => ({ csv: 'device_id,service_id,price\r\n', dryRun: true }),
      bodyLimit: () => importBodyLimit(t.app.get(CatalogueRepository)),
      run: async (call) => {
        const send = (body: object) => ({ cookie: sessions.editor, body });
        const csv = `device_id,service_id,price\r\n${models[1].slug},${services[0].slug},77\r\n`;
        const dry = await call('a dry run', send({ csv, dryRun: true }), 200);
        await request(t.http)
          .post('/api/admin/pricing')
          .set('Cookie', sessions.editor)
          .send({ prices: [cell(78, 1, 0)] })
          .expect(200);
        await call('changed since the dry run', send({ csv, dryRun: false, version: dry.body.version }), 409);
        await call('the import', send({ csv, dryRun: false }), 200);
        await call('no price column', send({ csv: 'device_id,service_id\r\n', dryRun: true }), 400);
      },
    },
    createAppointment: {
      body: () => bookingBody({ appointmentDate: slots[1] }),
      run: async (call) => {
        const body = bookingBody({ appointmentDate: slots[1], customerEmail: 'contract@example.com' });
        const key = { 'Idempotency-Key': randomUUID() };
        const first = await call('a booking', { body, headers: key }, 201);
        const again = await call('the same key and body', { body, headers: key }, 201);
        expect(again.headers['idempotent-replayed']).toBe('true');
        expect(again.text).toBe(first.text);
        await call('the same key, another body', { body: { ...body, notes: 'x' }, headers: key }, 422);
        await call('the slot taken', { body: { ...body, customerEmail: 'late@example.com' } }, 409);
        const longKey = { 'Idempotency-Key': 'k'.repeat(256) };
        await call('an Idempotency-Key too long', { body, headers: longKey }, 400);
        await exhaust(call, { ...body, customerEmail: 'not an e-mail' }, 400);
      },
    },
    getAvailability: publicRead('the week'),
    cancelAppointment: bookingAccessCase(
      () => slots[2],
      async (call, { reference, email }) => {
        await call('the booking', { params: { reference }, body: { email } }, 200);
        const late = await book(slots[3], 'late-cancel@example.com');
        t.clock.set(slots[3]);
        await call('once it has started', { params: late, body: { email: 'late-cancel@example.com' } }, 409);
        t.clock.set(NOW);
      },
    ),
    downloadAppointmentIcs: bookingAccessCase(
      () => slots[4],
      async (call, { reference, email }) =>
        void (await call('the calendar file', { params: { reference }, body: { email } }, 200)),
    ),
    lookupAppointment: bookingAccessCase(
      () => slots[5],
      async (call, { reference, email }) =>
        void (await call('the booking', { params: { reference }, body: { email } }, 200)),
    ),
    rescheduleAppointment: bookingAccessCase(
      () => slots[6],
      async (call, { reference, email }) => {
        const send = (appointmentDate: string) => ({
          params: { reference },
          body: { email, appointmentDate },
        });
        await call('to a free slot', send(slots[7]), 200);
        await book(slots[8], 'taken@example.com');
        await call('to a taken slot', send(slots[8]), 409);
        await call('to a time not offered', send('2026-03-04T16:10:00.000Z'), 400);
      },
      () => ({ appointmentDate: slots[9] }),
    ),
    checkInAppointment: {
      as: 'editor',
      params: () => ({ id: appointment.id }),
      body: () => ({ intake: INTAKE }),
      run: async (call) => {
        const send = (id: string, body: object = { intake: INTAKE }) => ({
          cookie: sessions.editor,
          params: { id },
          body,
        });
        const booked = await book(slots[slots.length - 1], 'check-in@example.com');
        // A deposit above the estimate: refused with the check-in, which makes no order (issue 41).
        await call(
          'a deposit above the estimate',
          send(booked.id, { intake: INTAKE, deposit: { amountCents: 10_000_000 } }),
          422,
        );
        await call('the first check-in', send(booked.id), 201);
        await call('checked in again', send(booked.id), 200);
        const cancelled = await book(slots[slots.length - 2], 'gone@example.com');
        await request(t.http)
          .patch(`/api/admin/appointments/${cancelled.id}/status`)
          .set('Cookie', sessions.editor)
          .send({ status: 'cancelled' })
          .expect(200);
        await call('a cancelled appointment', send(cancelled.id), 409);
        await call(
          'an unknown check',
          send(booked.id, { intake: { ...INTAKE, checklist: { screen: 'meh' } } }),
          400,
        );
      },
    },
    listRepairOrders: {
      as: 'viewer',
      run: async (call) => {
        const send = (query: Send['query']) => ({ cookie: sessions.viewer, query });
        await call('the board', send({}), 200);
        await call('a search', send({ q: 'Jo Contract', status: 'received' }), 200);
        await call('an unknown status', send({ status: 'lost' }), 400);
      },
    },
    createWalkInRepairOrder: {
      as: 'editor',
      body: walkInBody,
      run: async (call) => {
        const send = (body: object) => ({ cookie: sessions.editor, body });
        await call('a walk-in', send(walkInBody()), 201);
        await call('an unknown device', send({ ...walkInBody(), deviceModelId: randomUUID() }), 422);
        await call('no services', send({ ...walkInBody(), serviceTypeIds: [] }), 400);
      },
    },
    getRepairOrder: {
      as: 'viewer',
      params: () => ({ id: order.id }),
      run: async (call) => {
        order = await walkIn();
        await call('one order', { cookie: sessions.viewer, params: { id: order.id } }, 200);
      },
    },
    addRepairOrderNote: {
      as: 'editor',
      params: () => ({ id: order.id }),
      body: () => ({ text: 'A note' }),
      run: async (call) => {
        order = await walkIn();
        const send = (text: string) => ({
          cookie: sessions.editor,
          params: { id: order.id },
          body: { text },
        });
        await call('a note', send('Ordered a screen'), 201);
        await call('an empty note', send('  '), 400);
      },
    },
    changeRepairOrderStatus: {
      as: 'editor',
      params: () => ({ id: order.id }),
      body: () => ({ to: 'cancelled' }),
      run: async (call) => {
        order = await walkIn();
        const send = (body: object) => ({ cookie: sessions.editor, params: { id: order.id }, body });
        await call('to diagnosing', send({ to: 'diagnosing', expectedStatus: 'received' }), 200);
        await call('a move not allowed', send({ to: 'picked_up' }), 409);
        await moveOrder(order.id, ...TO_READY.slice(1));
        const wrong = { reference: order.reference, phoneLast4: '9999' };
        await call('picked up, wrong digits', send({ to: 'picked_up', pickup: wrong }), 422);
        const right = { reference: order.reference.toLowerCase(), phoneLast4: '0142' };
        await call('picked up with a balance due', send({ to: 'picked_up', pickup: right }), 409);
        await call(
          'picked up, released unpaid',
          send({ to: 'picked_up', pickup: right, releaseUnpaidReason: 'Pays on Friday' }),
          200,
        );
        await call('an unknown status', send({ to: 'lost' }), 400);
      },
    },
    redeemRepairOrderDiscount: {
      as: 'editor',
      params: () => ({ id: order.id }),
      body: () => ({ code: 'ABCD2345' }),
      run: async (call) => {
        const email = `money-${randomUUID()}@example.com`;
        await request(t.http)
          .post('/api/customers')
          .set('X-Forwarded-For', nextIp())
          .send({
            firstName: 'Jo',
            lastName: 'Contract',
            phone: '(555) 555-0142',
            email,
            deviceInfo: 'Discount signup via popup',
            discountClaimed: 'popup_10_off',
          })
          .expect(201);
        const [{ discount_code: code }] = await t.dataSource.query(
          `SELECT discount_code FROM customers WHERE email = $1`,
          [email],
        );
        const res = await request(t.http)
          .post('/api/admin/repair-orders')
          .set('Cookie', sessions.editor)
          .send({ ...walkInBody(), customer: { ...walkInBody().customer, email } })
          .expect(201);
        order = { ...res.body.order, token: '' };
        const send = (body: object) => ({ cookie: sessions.editor, params: { id: order.id }, body });
        await call('a code that is not valid', send({ code: 'ZZZZ2222' }), 400);
        await call("the customer's code", send({ code }), 200);
        await call('a second discount', send({ code }), 409);
        await call('no code', send({}), 400);
      },
    },
    createRepairOrderTrackingLink: {
      as: 'editor',
      params: () => ({ id: order.id }),
      run: async (call) => {
        order = await walkIn();
        await call('a new link', { cookie: sessions.editor, params: { id: order.id } }, 201);
      },
    },
    claimRepairOrderWarranty: {
      as: 'editor',
      params: () => ({ id: order.id }),
      body: () => ({ serviceTypeId: services[0].id, fault: 'Touch fails', intake: INTAKE }),
      run: async (call) => {
        order = await walkIn();
        const claim = { serviceTypeId: services[0].id, fault: 'Touch fails', intake: INTAKE };
        const send = (body: object) => ({ cookie: sessions.editor, params: { id: order.id }, body });
        await call('before pickup', send(claim), 422);
        const right = { reference: order.reference, phoneLast4: '0142' };
        await moveOrder(order.id, ...TO_READY);
        await request(t.http)
          .post(`/api/admin/repair-orders/${order.id}/status`)
          .set('Cookie', sessions.editor)
          .send({ to: 'picked_up', pickup: right, releaseUnpaidReason: 'Pays on Friday' })
          .expect(200);
        await call('within the warranty', send({ ...claim, note: 'Seen at the counter' }), 201);
        await call('a second open claim for the service', send(claim), 409);
        await call('not a service of the order', send({ ...claim, serviceTypeId: services[1].id }), 422);
        await call('not an id', send({ ...claim, serviceTypeId: 'screen' }), 400);
        await call('no fault', send({ ...claim, fault: '' }), 400);
      },
    },
    setRepairOrderEstimatedReady: {
      as: 'editor',
      params: () => ({ id: order.id }),
      body: () => ({ estimatedReadyAt: '2026-03-06T20:30:00.000Z' }),
      run: async (call) => {
        order = await walkIn();
        const send = (body: object) => ({ cookie: sessions.editor, params: { id: order.id }, body });
        await call('a ready time', send({ estimatedReadyAt: '2026-03-06T20:30:00.000Z' }), 200);
        await call('cleared', send({ estimatedReadyAt: null }), 200);
        await call('not a date and time', send({ estimatedReadyAt: 'tomorrow' }), 400);
        await moveOrder(order.id, 'cancelled');
        await call('a closed order', send({ estimatedReadyAt: '2026-03-06T20:30:00.000Z' }), 409);
        order = await walkIn();
      },
    },
    listRepairOrderEmails: {
      as: 'viewer',
      params: () => ({ id: order.id }),
      run: async (call) => {
        order = await walkIn();
        await call("an order's e-mails", { cookie: sessions.viewer, params: { id: order.id } }, 200);
      },
    },
    sendRepairOrderTrackingLink: {
      as: 'editor',
      params: () => ({ id: order.id }),
      run: async (call) => {
        order = await walkIn();
        const send = () => ({ cookie: sessions.editor, params: { id: order.id } });
        await call('queued', send(), 201);
        await call('pressed again at once: the same e-mail', send(), 200);
        const age = () =>
          t.dataSource.query(
            `UPDATE outbox_messages SET created_at = created_at - interval '10 minutes' WHERE repair_order_id = $1`,
            [order.id],
          );
        for (let i = 0; i < 2; i++) {
          await age();
          await call('queued again later', send(), 201);
        }
        await age();
        await call('a fourth in 24 hours', send(), 429);
        order = await walkIn();
        await t.dataSource.query(`UPDATE repair_orders SET customer_email = '' WHERE id = $1`, [order.id]);
        await call('no e-mail address', send(), 422);
        await moveOrder(order.id, 'cancelled');
        await call('a closed order', send(), 409);
        order = await walkIn();
      },
    },
    getRepairOrderPayments: {
      as: 'viewer',
      params: () => ({ id: order.id }),
      run: async (call) => {
        order = await walkIn();
        await call("an order's money", { cookie: sessions.viewer, params: { id: order.id } }, 200);
      },
    },
    takeRepairOrderPayment: {
      as: 'editor',
      params: () => ({ id: order.id }),
      body: () => ({ amountCents: 100, method: 'cash' }),
      run: async (call) => {
        order = await walkIn();
        const send = (body: object, headers?: Record<string, string>) => ({
          cookie: sessions.editor,
          params: { id: order.id },
          body,
          headers,
        });
        const key = { 'Idempotency-Key': randomUUID() };
        await call('a deposit', send({ amountCents: 1000, method: 'card' }, key), 201);
        await call('the deposit again', send({ amountCents: 1000, method: 'card' }, key), 201);
        await call('the key with another body', send({ amountCents: 900, method: 'card' }, key), 422);
        await call('above what is due', send({ amountCents: 9999999, method: 'cash' }), 422);
        await call('a refund without a reason', send({ amountCents: -100, method: 'cash' }), 400);
        await call('a refund', send({ amountCents: -100, method: 'cash', reason: 'Overcharged' }), 201);
        await moveOrder(order.id, 'cancelled');
        await call('on a cancelled order', send({ amountCents: 100, method: 'cash' }), 409);
      },
    },
    requestRepairOrderDeposit: {
      as: 'editor',
      params: () => ({ id: order.id }),
      body: () => ({ percent: 50 }),
      run: async (call) => {
        order = await walkIn();
        const send = (body: object) => ({ cookie: sessions.editor, params: { id: order.id }, body });
        await call('half the total', send({ percent: 50 }), 200);
        await call('an amount', send({ amountCents: 1000 }), 200);
        await call('more than the total', send({ amountCents: 9999999 }), 422);
        await call('neither', send({}), 400);
        await moveOrder(order.id, 'cancelled');
        await call('a cancelled order', send({ amountCents: 1000 }), 409);
      },
    },
    pickUpRepairOrder: {
      as: 'editor',
      params: () => ({ id: order.id }),
      body: () => ({ pickup: { reference: order.reference, phoneLast4: '0142' } }),
      run: async (call) => {
        order = await walkIn();
        await moveOrder(order.id, ...TO_READY);
        const { totalCostCents } = (
          await request(t.http).get(`/api/admin/repair-orders/${order.id}`).set('Cookie', sessions.editor)
        ).body;
        const pickup = { reference: order.reference, phoneLast4: '0142' };
        const send = (body: object) => ({ cookie: sessions.editor, params: { id: order.id }, body });
        await call('a balance due', send({ pickup }), 409);
        await call('wrong digits', send({ pickup: { ...pickup, phoneLast4: '9999' } }), 422);
        await call('no confirmation', send({}), 400);
        await call(
          'paid in the same step',
          send({ pickup, payment: { amountCents: totalCostCents, method: 'card' } }),
          200,
        );
      },
    },
    listReceipts: {
      as: 'viewer',
      run: async (call) => {
        await call("today's receipts", { cookie: sessions.viewer }, 200);
        await call('a day', { cookie: sessions.viewer, query: { day: '2026-03-03' } }, 200);
        await call('not a day', { cookie: sessions.viewer, query: { day: 'tuesday' } }, 400);
      },
    },
    getReceipt: {
      as: 'viewer',
      params: () => ({ id: receipt.id }),
      run: async (call) => {
        receipt = await issued();
        await call('a receipt', { cookie: sessions.viewer, params: { id: receipt.id } }, 200);
      },
    },
    getReceiptPdf: {
      as: 'viewer',
      params: () => ({ id: receipt.id }),
      run: async (call) => {
        receipt = await issued();
        await call('its PDF', { cookie: sessions.viewer, params: { id: receipt.id } }, 200);
      },
    },
    createCreditNote: {
      as: 'editor',
      params: () => ({ id: receipt.id }),
      body: () => ({ amountCents: 1, reason: 'Rounding' }),
      run: async (call) => {
        receipt = await issued();
        const send = (body: object, id = receipt.id) => ({ cookie: sessions.editor, params: { id }, body });
        const note = await call('a credit note', send({ amountCents: 100, reason: 'Goodwill' }), 201);
        await call('more than is left', send({ amountCents: 9999999, reason: 'Too much' }), 422);
        await call(
          'a credit note of a credit note',
          send({ amountCents: 1, reason: 'x' }, note.body.id),
          422,
        );
        await call('no reason', send({ amountCents: 100 }), 400);
      },
    },
    getCashUp: {
      as: 'viewer',
      params: () => ({ day: '2026-03-03' }),
      run: async (call) => {
        await call('a day', { cookie: sessions.viewer, params: { day: '2026-03-03' } }, 200);
        await call('not a day', { cookie: sessions.viewer, params: { day: '2026-02-30' } }, 400);
      },
    },
    exportCashUpCsv: {
      as: 'viewer',
      params: () => ({ day: '2026-03-03' }),
      run: async (call) => {
        await call('a day', { cookie: sessions.viewer, params: { day: '2026-03-03' } }, 200);
        await call('not a day', { cookie: sessions.viewer, params: { day: '2026-02-30' } }, 400);
      },
    },
    countCash: {
      as: 'editor',
      params: () => ({ day: '2026-03-03' }),
      body: () => ({ countedCashCents: 0 }),
      run: async (call) => {
        const send = (body: object, day = '2026-03-03') => ({
          cookie: sessions.editor,
          params: { day },
          body,
        });
        await call('the count', send({ countedCashCents: 12345, note: 'End of day' }), 200);
        await call('a negative count', send({ countedCashCents: -1 }), 400);
        await call('not a day', send({ countedCashCents: 1 }, 'today'), 400);
      },
    },
    getTrackingReceipts: {
      params: () => ({ token: receipt.token }),
      run: async (call) => {
        receipt = await issued();
        await call('the receipts', { params: { token: receipt.token } }, 200);
        await guessTokens(call, { params: { token: receipt.token } });
      },
    },
    getTrackingReceiptPdf: {
      params: () => ({ token: receipt.token, number: receipt.number }),
      run: async (call) => {
        receipt = await issued();
        await call('the PDF', { params: { token: receipt.token, number: receipt.number } }, 200);
        const other = await walkIn();
        await call(
          "another order's receipt",
          { params: { token: other.token, number: receipt.number } },
          404,
        );
        await guessTokens(call, { params: { token: receipt.token, number: receipt.number } });
      },
    },
    lookupRepairOrder: {
      body: () => ({ reference: order.reference, phoneLast4: '0142' }),
      run: async (call) => {
        order = await walkIn();
        const code = order.reference.slice(3).toLowerCase();
        await call('the order', { body: { reference: code, phoneLast4: '0142' } }, 200);
        await call('wrong digits', { body: { reference: order.reference, phoneLast4: '0143' } }, 404);
        await call('not 4 digits', { body: { reference: order.reference, phoneLast4: '12' } }, 400);
        await exhaust(call, { reference: 'RO-ZZZZZZ', phoneLast4: '0142' }, 404);
      },
    },
    ...intakeCases,
    getRepairTerms: read('the terms'),
    updateRepairTerms: {
      as: 'editor',
      body: async () => {
        const now = await termsNow();
        return { text: `${now.text}\nContract wording ${randomUUID()}.`, baseVersion: now.version };
      },
      run: async (call) => {
        const now = await termsNow();
        const send = (body: object) => ({ cookie: sessions.editor, body });
        await call(
          'a new version',
          send({ text: `${now.text}\nContract wording.`, baseVersion: now.version }),
          200,
        );
        await call('over an older version', send({ text: 'Older', baseVersion: now.version }), 409);
        await call('no text', send({ text: '', baseVersion: now.version + 1 }), 400);
      },
    },
    getRepairTracking: {
      params: () => ({ token: order.token }),
      run: async (call) => {
        order = await walkIn();
        // No quote yet: `quote` is null, and the document says it may be.
        expect((await call('the repair', { params: { token: order.token } }, 200)).body.quote).toBeNull();
        await guessTokens(call, { params: { token: order.token } });
      },
    },
    getRepairOrderQuotes: {
      as: 'viewer',
      params: () => ({ id: order.id }),
      run: async (call) => {
        order = await walkIn();
        await call("an order's quotes", { cookie: sessions.viewer, params: { id: order.id } }, 200);
      },
    },
    sendRepairOrderQuote: {
      as: 'editor',
      params: () => ({ id: order.id }),
      body: quoteBody,
      run: async (call) => {
        order = await walkIn();
        const send = (body: object) => ({ cookie: sessions.editor, params: { id: order.id }, body });
        await call('before diagnosis', send(quoteBody()), 409);
        await moveOrder(order.id, 'diagnosing');
        await call('a quote', send(quoteBody()), 201);
        await call('a new version', send({ ...quoteBody(), validDays: 7, note: 'Battery too' }), 201);
        const unknown = { kind: 'service', serviceTypeId: randomUUID(), quantity: 1 };
        await call('an unknown service', send({ lines: [unknown] }), 422);
        await call('no lines', send({ lines: [] }), 400);
        await call(
          'labour without words',
          send({ lines: [{ kind: 'labour', quantity: 1, unitPriceCents: 1 }] }),
          400,
        );
      },
    },
    recordRepairQuoteDecision: (() => {
      let id = '';
      return {
        as: 'editor',
        params: () => ({ id }),
        body: () => ({ version: 2, decision: 'approved', channel: 'phone', note: 'Called back' }),
        run: async (call) => {
          id = (await quoted(2)).id;
          const send = (body: object, orderId = id) => ({
            cookie: sessions.editor,
            params: { id: orderId },
            body,
          });
          await call(
            'a superseded version',
            send({ version: 1, decision: 'approved', channel: 'phone' }),
            409,
          );
          await call('no such version', send({ version: 3, decision: 'approved', channel: 'phone' }), 404);
          await call(
            'by phone',
            send({ version: 2, decision: 'approved', channel: 'phone', note: 'OK' }),
            200,
          );
          await call('answered already', send({ version: 2, decision: 'declined', channel: 'in_shop' }), 409);
          await call('an unknown channel', send({ version: 2, decision: 'approved', channel: 'fax' }), 400);
          const late = (await quoted(1)).id;
          // Past its expiry (the clock stays put: a staff session would not outlive the days).
          await t.dataSource.query(
            `UPDATE repair_quotes SET sent_at = $2::timestamptz - interval '15 days',
                    expires_at = $2::timestamptz - interval '1 day' WHERE repair_order_id = $1`,
            [late, t.clock.now()],
          );
          await call(
            'an expired version',
            send({ version: 1, decision: 'declined', channel: 'in_shop' }, late),
            410,
          );
          id = (await quoted(2)).id;
        },
      } satisfies Case;
    })(),
    approveRepairQuote: quoteDecisionCase(),
    declineRepairQuote: quoteDecisionCase(),
    getReports: {
      as: 'viewer',
      run: async (call) => {
        const send = (query: Send['query']) => ({ cookie: sessions.viewer, query });
        await call('the last four weeks', send({}), 200);
        await call('a range', send({ from: '2026-03-02', to: '2026-03-29' }), 200);
        await call('to before from', send({ from: '2026-03-02', to: '2026-03-01' }), 400);
      },
    },
    exportReportCsv: {
      as: 'viewer',
      params: () => ({ figure: 'turnaround' }),
      run: async (call) => {
        const send = (figure: string, query: Send['query'] = {}) => ({
          cookie: sessions.viewer,
          params: { figure },
          query,
        });
        await call('a figure', send('finished-per-week', { from: '2026-03-02', to: '2026-03-29' }), 200);
        await call('a figure of now', send('due-at-pickup'), 200);
        await call('an unknown figure', send('revenue'), 400);
        await call('not a day', send('turnaround', { from: '2026-02-30' }), 400);
      },
    },
    getToday: read('the day so far'),
    listClosedDays: read('from today on'),
    closeDay: {
      as: 'editor',
      body: () => ({ day: '2026-03-24', reason: 'Contract holiday' }),
      run: async (call) => {
        const send = (body: object) => ({ cookie: sessions.editor, body });
        await call('a day', send({ day: '2026-03-23', reason: 'Stock-taking' }), 201);
        await call('the same day again', send({ day: '2026-03-23', reason: 'Again' }), 409);
        await call('a day that has passed', send({ day: '2026-03-02', reason: 'Late' }), 400);
        await call('no reason', send({ day: '2026-03-25', reason: '' }), 400);
      },
    },
    reopenDay: {
      as: 'editor',
      params: () => ({ day: '2026-03-26' }),
      run: async (call) => {
        await request(t.http)
          .post('/api/admin/closed-days')
          .set('Cookie', sessions.editor)
          .send({ day: '2026-03-26', reason: 'Inventory' })
          .expect(201);
        const send = (day: string) => ({ cookie: sessions.editor, params: { day } });
        await call('a closed day', send('2026-03-26'), 204);
        await call('a day that is open', send('2026-03-26'), 404);
        await call('not a date', send('someday'), 400);
      },
    },
    listStaffAccounts: {
      as: 'owner',
      run: async (call) => void (await call('the accounts', { cookie: sessions.owner }, 200)),
    },
    listStaffChanges: {
      as: 'owner',
      run: async (call) => void (await call('the audit list', { cookie: sessions.owner }, 200)),
    },
    createStaffAccount: {
      as: 'owner',
      body: () => ({
        name: 'Contract Clerk',
        username: 'contract-clerk-2',
        role: 'viewer',
        password: 'a-long-password-1',
      }),
      run: async (call) => {
        const send = (body: object) => ({ cookie: sessions.owner, body });
        const clerk = {
          name: 'Contract Clerk',
          username: 'contract-clerk',
          role: 'editor',
          password: 'a-long-password-1',
        };
        await call('a new clerk', send(clerk), 201);
        await call('a username taken', send(clerk), 409);
        await call(
          'a short password',
          send({ ...clerk, username: 'contract-short', password: 'short' }),
          400,
        );
      },
    },
    updateStaffAccount: {
      as: 'owner',
      params: () => ({ id: staffIds.clerk }),
      body: () => ({ name: 'Renamed Clerk' }),
      run: async (call) => {
        staffIds.clerk = await staffAccount('contract-update');
        const me = await request(t.http).get('/api/admin/staff').set('Cookie', sessions.owner).expect(200);
        staffIds.owner = me.body.items.find((a: { username: string }) => a.username === 'owner').id;
        const send = (id: string, body: object) => ({ cookie: sessions.owner, params: { id }, body });
        await call(
          'a new name and role',
          send(staffIds.clerk, { name: 'Renamed Clerk', role: 'viewer' }),
          200,
        );
        await call('disabled', send(staffIds.clerk, { disabled: true }), 200);
        await call('the last owner demoted', send(staffIds.owner, { role: 'editor' }), 409);
        await call('an unknown role', send(staffIds.clerk, { role: 'admin' }), 400);
      },
    },
    setStaffPassword: {
      as: 'owner',
      params: () => ({ id: staffIds.password }),
      body: () => ({ password: 'another-long-password' }),
      run: async (call) => {
        staffIds.password = await staffAccount('contract-password');
        const send = (password: string) => ({
          cookie: sessions.owner,
          params: { id: staffIds.password },
          body: { password },
        });
        await call('a new password', send('another-long-password'), 204);
        await call('a short password', send('short'), 400);
      },
    },
    sendStaffSignInLink: {
      as: 'owner',
      params: () => ({ id: staffIds.link }),
      body: () => ({ email: 'contract-link@example.com' }),
      run: async (call) => {
        staffIds.link = await staffAccount('contract-link');
        const send = (body: object) => ({ cookie: sessions.owner, params: { id: staffIds.link }, body });
        await call('a link e-mailed', send({ email: 'contract-link@example.com' }), 202);
        await call('a bad address', send({ email: 'not-an-address' }), 400);
        await request(t.http)
          .patch(`/api/admin/staff/${staffIds.link}`)
          .set('Cookie', sessions.owner)
          .send({ disabled: true })
          .expect(200);
        await call('a disabled account', send({ email: 'contract-link@example.com' }), 409);
        await request(t.http)
          .patch(`/api/admin/staff/${staffIds.link}`)
          .set('Cookie', sessions.owner)
          .send({ disabled: false })
          .expect(200);
      },
    },
    getSignInLinkHolder: {
      body: () => ({ token: 'A'.repeat(43) }),
      run: async (call) => {
        const token = await signInLinkToken('contract-holder');
        await call('an open link', { body: { token } }, 200);
        await call('an unknown link', { body: { token: 'A'.repeat(43) } }, 410);
        await call('not a token', { body: { token: 'short' } }, 400);
      },
    },
    useSignInLink: {
      body: () => ({ token: 'A'.repeat(43), password: 'a-long-password-1' }),
      run: async (call) => {
        const token = await signInLinkToken('contract-use-link');
        await call('a short password', { body: { token, password: 'short' } }, 400);
        await call('the link used', { body: { token, password: 'a-long-password-1' } }, 200);
        await call('the link used again', { body: { token, password: 'a-long-password-2' } }, 410);
      },
    },
    getCatalogue: publicRead('the catalogue'),
    createCustomer: {
      body: () => ({
        firstName: 'Jo',
        lastName: 'Contract',
        phone: '(555) 555-0199',
        email: 'claim@example.com',
        discountClaimed: 'popup_10_off',
      }),
      run: async (call) => {
        const body = cases.createCustomer.body!() as Record<string, string>;
        await call('a claim', { body }, 201);
        await call('the same e-mail again', { body }, 409);
        await exhaust(call, { ...body, phone: '12' }, 400);
      },
    },
    getLiveness: publicRead('alive'),
    getReadiness: {
      run: async (call) => {
        await call('ready', {}, 200);
        const shutdown = t.app.get(ShutdownState);
        shutdown.shuttingDown = true;
        try {
          await call('shutting down', {}, 503);
        } finally {
          shutdown.shuttingDown = false;
        }
      },
    },
    getAllPricing: {
      run: async (call) => {
        const res = await call('the price map', {}, 200);
        await call('not modified', { headers: { 'If-None-Match': res.headers.etag } }, 304);
      },
    },
  };

  /** The answers every operation of its kind has, made from the document. */
  const sharedAnswers = async (op: Operation, c: Case, call: Call): Promise<void> => {
    const params = c.params?.() ?? {};
    const form = c.multipart ? await c.multipart() : undefined;
    const body = c.body ? await c.body() : undefined;
    const payload = form ? { multipart: form } : { body };
    const cookie = c.as ? sessions[c.as] : undefined;
    if (op.security.length > 0) await call('without a session', { params, ...payload }, 401);
    const forbidden = op.responses['403'];
    if (forbidden) {
      const permission = /^Needs (\S+)/.exec(forbidden.description)?.[1] as Permission | undefined;
      const role = permission && ROLES.find((r) => !roleCan(r, permission));
      if (role)
        await call(`as ${role}, without ${permission}`, { cookie: sessions[role], params, ...payload }, 403);
      if (STATE_CHANGING.has(op.method)) {
        const crossSite = { 'Sec-Fetch-Site': 'cross-site' };
        await call(
          'from another site',
          { cookie: cookie ?? sessions.viewer, params, ...payload, headers: crossSite },
          403,
        );
      }
    }
    for (const p of op.parameters.filter((p) => p.in === 'path' && p.schema.format === 'uuid')) {
      await call(
        `a malformed ${p.name}`,
        { cookie, params: { ...params, [p.name]: 'not-a-uuid' }, ...payload },
        400,
      );
      if (op.responses['404'])
        await call(
          `an unknown ${p.name}`,
          { cookie, params: { ...params, [p.name]: randomUUID() }, ...payload },
          404,
        );
    }
    if (form) {
      // A file upload: a form, never JSON; its limits are the form's own.
      const send = (raw: Send['raw']) => ({ cookie, params, raw });
      await call('JSON instead of a form', send({ type: 'application/json', text: '{}' }), 415);
      await call(
        'a URL-encoded form instead of multipart',
        send({ type: 'application/x-www-form-urlencoded', text: 'a=1' }),
        415,
      );
      await call(
        'an unreadable form',
        send({ type: 'multipart/form-data; boundary=x', text: '--x\r\nbroken' }),
        400,
      );
      const big = {
        field: 'photos',
        name: 'big.jpg',
        bytes: Buffer.alloc(15 * 1024 * 1024 + 1),
        type: 'image/jpeg',
      };
      await call('a file over 15 MB', { cookie, params, multipart: { ...form, files: [big] } }, 413);
      await call(
        'an unknown field',
        { cookie, params, multipart: { ...form, fields: { ...form.fields, unexpected: '1' } } },
        400,
      );
      await call(
        'a NUL byte in a field',
        { cookie, params, multipart: { ...form, fields: { moment: 'in\u0000take' } } },
        400,
      );
      if (op.security.length > 0)
        await call(
          'without a session, an unreadable form (never read)',
          { params, raw: { type: 'multipart/form-data; boundary=x', text: '--x\r\nbroken' } },
          401,
        );
    } else if (op.requestBody) {
      const send = (raw: Send['raw']) => ({ cookie, params, raw });
      await call(
        'a form instead of JSON',
        send({ type: 'application/x-www-form-urlencoded', text: 'a=1' }),
        415,
      );
      await call('unreadable JSON', send({ type: 'application/json', text: '{"broken":' }), 400);
      const limit = c.bodyLimit ? await c.bodyLimit() : BODY_LIMIT_BYTES;
      const big = JSON.stringify({ ...(body as object), padding: 'x'.repeat(limit) });
      await call(`a body over ${limit} bytes`, send({ type: 'application/json', text: big }), 413);
      await call(
        'an unknown property',
        { cookie, params, body: { ...(body as object), unexpected: 1 } },
        400,
      );
      // Odd input, refused at the edge with the one error body: a NUL byte in each string field
      // (named in the answer), and a body nested deeper than 32 levels.
      for (const leaf of stringLeaves(body)) {
        const field = leaf.join('.');
        const res = await call(
          `a NUL byte in ${field}`,
          { cookie, params, body: withLeaf(body, leaf, (v) => `${v.slice(0, 1)}\u0000${v.slice(1)}`) },
          400,
        );
        expect(res.body.errors).toContainEqual({
          field,
          message: `${field} must not contain control characters`,
        });
      }
      const deep = `{"nested":${'['.repeat(33)}${']'.repeat(33)}}`;
      const tooDeep = await call(
        'a body nested 34 levels deep',
        send({ type: 'application/json', text: deep }),
        400,
      );
      expect(tooDeep.body.message).toBe('The request body is nested too deeply (at most 32 levels)');
      if (op.security.length > 0)
        await call(
          'without a session, an unreadable body (never read)',
          { params, raw: { type: 'application/json', text: '{"broken":' } },
          401,
        );
    }
    for (const p of op.parameters.filter((p) => p.in === 'query' && p.schema.type === 'string')) {
      const res = await call(
        `a NUL byte in ?${p.name}`,
        { cookie, params, query: { [p.name]: 'a\u0000b' } },
        400,
      );
      expect(res.body.errors).toContainEqual({
        field: p.name,
        message: `${p.name} must not contain control characters`,
      });
    }
  };

  /** A documented status no call here provokes, with the reason (null: it must be provoked). */
  const notProvoked = (op: Operation, status: string): string | null => {
    if (status === '503' && op.id !== 'getReadiness')
      return 'a database outage: the fault suite (test/faults) provokes it';
    const permission = /^Needs (\S+)/.exec(op.responses['403']?.description ?? '')?.[1] as Permission;
    if (status === '403' && !STATE_CHANGING.has(op.method) && ROLES.every((r) => roleCan(r, permission)))
      return `every role holds ${permission}`;
    return null;
  };

  it('lets null through every property the document marks nullable, read as strictly as OpenAPI 3.0.3 says (issue 39 item 11)', () => {
    const nullable: string[] = [];
    const refusing: string[] = [];
    for (const [name, schema] of Object.entries(doc.components.schemas)) {
      for (const [property, s] of Object.entries(
        (schema as { properties?: Record<string, Schema> }).properties ?? {},
      )) {
        const marked =
          s.nullable === true ||
          ((s.anyOf as Schema[] | undefined) ?? []).some((part) => part.nullable === true);
        if (!marked) continue;
        nullable.push(`${name}.${property}`);
        if (checker.problems(s, null).length > 0) refusing.push(`${name}.${property}`);
      }
    }
    expect(nullable).toEqual(
      expect.arrayContaining([
        'AdminAppointmentSummaryDto.next',
        'AdminCustomerDto.claim',
        'TrackingDto.quote',
      ]),
    );
    expect(refusing).toEqual([]);
  });

  it('serves every operation that needs a session under /api/admin (where answers are never stored)', () => {
    expect(ops.filter((op) => op.security.length > 0 && !op.path.startsWith('/api/admin/'))).toEqual([]);
  });

  it('has a case for every operation of the document, and none for an operation it lacks', () => {
    expect(ops.map((op) => op.id).filter((id) => !cases[id])).toEqual([]);
    expect(Object.keys(cases).filter((id) => !ops.some((op) => op.id === id))).toEqual([]);
  });

  it.each(ops.map((op) => [`${op.method.toUpperCase()} ${op.path} (${op.id})`, op] as const))(
    '%s',
    async (_name, op) => {
      const statuses = Object.keys(op.responses);
      // What every operation documents: a success, and the answers its kind can get.
      expect(statuses.some((s) => /^2\d\d$/.test(s))).toBe(true);
      if (op.requestBody) expect(statuses).toEqual(expect.arrayContaining(['400', '413', '415']));
      if (op.requestBody?.content['multipart/form-data'])
        expect({ id: op.id, hasForm: Boolean(cases[op.id]?.multipart) }).toEqual({
          id: op.id,
          hasForm: true,
        });
      if (op.security.length > 0) expect(statuses).toEqual(expect.arrayContaining(['401', '503']));
      const c = cases[op.id];
      if (!c) throw new Error(`no contract case for ${op.id}: add one to backend/test/contract.e2e-spec.ts`);
      const seen = new Set<number>();
      const call = caller(op, seen);
      await c.run(call);
      await sharedAnswers(op, c, call);
      const missing = statuses.filter((s) => !seen.has(Number(s)) && notProvoked(op, s) === null);
      expect({ operation: op.id, documentedButNotProvoked: missing }).toEqual({
        operation: op.id,
        documentedButNotProvoked: [],
      });
      exercised.push(`${op.id}: ${[...seen].sort().join(', ')}`);
    },
  );
});
