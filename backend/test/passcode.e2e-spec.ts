import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import request from 'supertest';
import { backUp } from '../src/backup/backup.js';
import { HousekeepingJob } from '../src/common/housekeeping/housekeeping.job.js';
import { ConfigError, loadConfig, requirePasscodeKeys } from '../src/config/app-config.js';
import { PASSCODE_KEY_FILE } from '../src/intake/passcode-cipher.js';
import type { DataChoice } from '../src/repair-order/repair-order.js';
import { signIn } from './support/staff-session.js';
import { createTestApp, DEMO_PASSWORDS, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';
import { checkInWalkIn, pickUpPaid, signIntake } from './support/walk-in.js';

/**
 * Issue 40, the device's passcode (intake spec 3) on the real database: recorded by an editor only
 * when the customer chose "You may unlock the device" (409 otherwise), never readable in the
 * database, a backup file or the run's log (AES-256-GCM, the key from PASSCODE_KEYS or the data
 * folder's key file); revealed with a reason only, every reveal counted on the tracking page;
 * destroyed at pickup, at cancellation (the database's trigger), after 30 days (housekeeping) and
 * with the customer's erasure; a viewer gets 403 on every route.
 */
const DB = usingPostgres ? 'PostgreSQL' : 'PGlite';
const NOW = '2026-03-03T18:00:00.000Z';
const DAY = 86_400_000;
/** Less than a session's idle timeout (30 minutes). */
const MINUTES_10 = 600_000;
const KEY_OLD = Buffer.alloc(32, 7).toString('base64');
const KEY_NEW = Buffer.alloc(32, 9).toString('base64');
/** Passcodes no other text of a run would hold, so a find is a leak. */
const PIN = '80417263';
const PASSWORD = 'Zebra-Quartz-Passcode-91!';

describe(`the passcode of a repair order (${DB})`, () => {
  let t: TestApp;
  let editor: string;
  let viewer: string;
  let owner: string;
  const log: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      now: NOW,
      env: { RATE_LIMIT_TRACKING: 'off', LOG_LEVEL: 'trace', PASSCODE_KEYS: `k2:${KEY_NEW},k1:${KEY_OLD}` },
      logDestination: { write: (chunk: string) => void log.push(chunk) },
    });
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
    viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
    owner = await signIn(t.http, 'owner', DEMO_PASSWORDS.owner);
  });
  afterAll(() => t.close());

  const walkIn = (email = 'ada@example.com') => checkInWalkIn(t, editor, { customer: { email } });
  /** The customer signs the intake with their data choice (the signatures' part does this in the app). */
  const sign = (orderId: string, dataChoice: DataChoice = 'may_unlock') =>
    signIntake(t, orderId, { dataChoice });
  const put = (orderId: string, body: object, cookie = editor) =>
    request(t.http).put(`/api/admin/repair-orders/${orderId}/passcode`).set('Cookie', cookie).send(body);
  const reveal = (orderId: string, body: object, cookie = editor) =>
    request(t.http)
      .post(`/api/admin/repair-orders/${orderId}/passcode/reveal`)
      .set('Cookie', cookie)
      .send(body);
  const card = async (orderId: string) =>
    (
      await request(t.http)
        .get(`/api/admin/repair-orders/${orderId}/passcode`)
        .set('Cookie', editor)
        .expect(200)
    ).body;
  const tracking = async (token: string) =>
    (await request(t.http).get(`/api/track/${token}/passcode`).expect(200)).body;
  const held = async (orderId: string): Promise<number> =>
    Number(
      (
        await t.dataSource.query(
          `SELECT count(*)::int AS n FROM repair_order_passcodes WHERE repair_order_id = $1`,
          [orderId],
        )
      )[0].n,
    );
  const move = (orderId: string, to: string) =>
    request(t.http)
      .post(`/api/admin/repair-orders/${orderId}/status`)
      .set('Cookie', editor)
      .send({ to })
      .expect(200);

  it('is recorded only when the customer chose "You may unlock": 409 before the signature and with "Do not access"', async () => {
    const order = await walkIn();
    const first = await put(order.id, { kind: 'pin', passcode: PIN }).expect(409);
    expect(first.body.message).toMatch(/has not signed the intake/);
    await sign(order.id, 'no_access');
    const refused = await put(order.id, { kind: 'pin', passcode: PIN }).expect(409);
    expect(refused.body.message).toMatch(/Do not access my data/);
    expect((await card(order.id)).canRecord).toBe(false);
    expect(await held(order.id)).toBe(0);
    // The database refuses it too, whatever the service thinks.
    await expect(
      t.dataSource.query(
        `INSERT INTO repair_order_passcodes (repair_order_id, kind, key_id, nonce, ciphertext, auth_tag, given_at, recorded_by, recorded_at)
         VALUES ($1, 'pin', 'k2', $2, $3, $4, now(), 'editor', now())`,
        [order.id, Buffer.alloc(12), Buffer.alloc(256), Buffer.alloc(16)],
      ),
    ).rejects.toThrow(/did not allow unlocking/);
  });

  it('is never readable in the database: the row holds the ciphertext (padded, key id k2), and a changed row does not open', async () => {
    const order = await walkIn();
    await sign(order.id);
    const res = await put(order.id, { kind: 'password', passcode: PASSWORD }).expect(200);
    expect(res.body).toMatchObject({
      dataChoice: 'may_unlock',
      canRecord: true,
      passcode: { kind: 'password', recordedBy: 'editor', recordedAt: NOW, givenAt: NOW },
      destroyed: null,
      reveals: [],
    });
    expect(JSON.stringify(res.body)).not.toContain(PASSWORD);
    const [row] = await t.dataSource.query(
      `SELECT * FROM repair_order_passcodes WHERE repair_order_id = $1`,
      [order.id],
    );
    expect(row.key_id).toBe('k2');
    expect(row.ciphertext).toHaveLength(256);
    const text =
      JSON.stringify(row) + Buffer.concat(Object.values(row).filter(Buffer.isBuffer)).toString('latin1');
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(Buffer.from(PASSWORD).toString('hex'));
    const [{ found }] = await t.dataSource.query(
      `SELECT count(*)::int AS found FROM repair_order_passcodes p
        WHERE position(convert_to($1, 'UTF8') in p.ciphertext) > 0 OR p::text LIKE '%' || $1 || '%'`,
      [PASSWORD],
    );
    expect(found).toBe(0);

    // A different order's row with this ciphertext does not open (it is bound to its order).
    const other = await walkIn();
    await sign(other.id);
    await put(other.id, { kind: 'password', passcode: 'something-else' }).expect(200);
    await t.dataSource.query(
      `UPDATE repair_order_passcodes o SET nonce = p.nonce, ciphertext = p.ciphertext, auth_tag = p.auth_tag
         FROM repair_order_passcodes p WHERE o.repair_order_id = $1 AND p.repair_order_id = $2`,
      [other.id, order.id],
    );
    await reveal(other.id, { reason: 'checking the binding' }).expect(503);
    expect((await card(other.id)).reveals).toEqual([]);
  });

  it('reveals with a reason only (400 without), records who, when and why, and the tracking page counts it', async () => {
    const order = await walkIn();
    await sign(order.id);
    await put(order.id, { kind: 'pin', passcode: PIN }).expect(200);
    expect(await tracking(order.token)).toEqual({ held: true, revealCount: 0, destroyedAt: null });

    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const res = await reveal(order.id, body).expect(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain('reason');
    }
    expect(await tracking(order.token)).toMatchObject({ revealCount: 0 });

    const shown = await reveal(order.id, { reason: 'Testing the new screen' }).expect(200);
    expect(shown.body).toEqual({ kind: 'pin', passcode: PIN, revealedAt: NOW });
    expect(shown.headers['cache-control']).toBe('no-store');
    expect((await card(order.id)).reveals).toEqual([
      { by: 'editor', at: NOW, reason: 'Testing the new screen' },
    ]);
    expect(await tracking(order.token)).toEqual({ held: true, revealCount: 1, destroyedAt: null });
    await reveal(order.id, { reason: 'Face ID check' }, owner).expect(200);
    expect(await tracking(order.token)).toMatchObject({ revealCount: 2 });
    // The tracking answer never carries the passcode.
    const trackingPage = await request(t.http).get(`/api/track/${order.token}`).expect(200);
    expect(JSON.stringify(trackingPage.body)).not.toContain(PIN);
  });

  it('takes a pattern as its dots in order, and refuses what does not fit its kind (400, the value not repeated)', async () => {
    const order = await walkIn();
    await sign(order.id);
    for (const [kind, passcode] of [
      ['pin', '12a4'],
      ['pin', '123'],
      ['pattern', '1123'],
      ['pattern', '1230'],
      ['pattern', '123'],
      ['password', 'x'.repeat(65)],
      ['face', '1234'],
    ]) {
      const res = await put(order.id, { kind, passcode }).expect(400);
      expect(JSON.stringify(res.body)).not.toContain(passcode);
    }
    await put(order.id, { kind: 'pattern', passcode: '14789' }).expect(200);
    expect((await reveal(order.id, { reason: 'unlock to test' }).expect(200)).body).toMatchObject({
      kind: 'pattern',
      passcode: '14789',
    });
    // A correction replaces it; the 30 days still count from when it was first given.
    t.clock.advance(MINUTES_10);
    try {
      const corrected = await put(order.id, { kind: 'pin', passcode: '2580' }).expect(200);
      expect(corrected.body.passcode).toMatchObject({
        kind: 'pin',
        givenAt: NOW,
        destroyBy: '2026-04-02T18:00:00.000Z',
      });
    } finally {
      t.clock.advance(-MINUTES_10);
    }
  });

  it('answers 403 to a viewer on every passcode route, and 404 for an unknown order', async () => {
    const order = await walkIn();
    await sign(order.id);
    await put(order.id, { kind: 'pin', passcode: PIN }).expect(200);
    await request(t.http)
      .get(`/api/admin/repair-orders/${order.id}/passcode`)
      .set('Cookie', viewer)
      .expect(403);
    await put(order.id, { kind: 'pin', passcode: '1111' }, viewer).expect(403);
    await reveal(order.id, { reason: 'curious' }, viewer).expect(403);
    await request(t.http).get(`/api/admin/repair-orders/${order.id}/passcode`).expect(401);
    const me = (await request(t.http).get('/api/admin/me').set('Cookie', viewer).expect(200)).body;
    expect(me.permissions).not.toContain('passcodes:manage');
    const unknown = '00000000-0000-4000-8000-000000000000';
    await request(t.http)
      .get(`/api/admin/repair-orders/${unknown}/passcode`)
      .set('Cookie', editor)
      .expect(404);
    await put(unknown, { kind: 'pin', passcode: PIN }).expect(404);
    await reveal(unknown, { reason: 'x' }).expect(404);
    await request(t.http).get('/api/track/not-a-real-token-at-all/passcode').expect(404);
  });

  it('is destroyed at cancellation and at pickup (the database deletes the row), and the order says when', async () => {
    const cancelled = await walkIn();
    await sign(cancelled.id);
    await put(cancelled.id, { kind: 'pin', passcode: PIN }).expect(200);
    t.clock.advance(MINUTES_10);
    try {
      await move(cancelled.id, 'cancelled');
      expect(await held(cancelled.id)).toBe(0);
      const later = '2026-03-03T18:10:00.000Z';
      expect(await card(cancelled.id)).toMatchObject({
        canRecord: false,
        passcode: null,
        destroyed: { at: later, cause: 'cancelled' },
      });
      expect(await tracking(cancelled.token)).toEqual({ held: false, revealCount: 0, destroyedAt: later });
      expect((await put(cancelled.id, { kind: 'pin', passcode: PIN }).expect(409)).body.message).toMatch(
        /closed/,
      );
      expect((await reveal(cancelled.id, { reason: 'x' }).expect(409)).body.message).toMatch(/closed/);
    } finally {
      t.clock.advance(-MINUTES_10);
    }

    const picked = await walkIn();
    await sign(picked.id);
    await put(picked.id, { kind: 'password', passcode: PASSWORD }).expect(200);
    await reveal(picked.id, { reason: 'final test' }).expect(200);
    await pickUpPaid(t, editor, picked);
    expect(await held(picked.id)).toBe(0);
    expect(await card(picked.id)).toMatchObject({
      passcode: null,
      destroyed: { at: NOW, cause: 'picked_up' },
    });
    expect(await tracking(picked.token)).toEqual({ held: false, revealCount: 1, destroyedAt: NOW });
  });

  it("follows the customer's signature through the signing API: may_unlock admits it, signing again with no_access destroys it", async () => {
    const order = await walkIn();
    const strokes = (
      await sharp(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 80 C 60 10, 120 90, 290 20" stroke="#111" stroke-width="4" fill="none"/></svg>',
        ),
      )
        .png()
        .toBuffer()
    ).toString('base64');
    const signAtShop = async (dataChoice: 'may_unlock' | 'no_access') => {
      const { hash } = (
        await request(t.http)
          .get(`/api/admin/repair-orders/${order.id}/signatures/document?kind=intake`)
          .set('Cookie', editor)
          .expect(200)
      ).body;
      await request(t.http)
        .post(`/api/admin/repair-orders/${order.id}/signatures`)
        .set('Cookie', editor)
        .send({ kind: 'intake', documentHash: hash, signerName: 'Ada Lovelace', image: strokes, dataChoice })
        .expect(201);
    };
    await put(order.id, { kind: 'pin', passcode: PIN }).expect(409);
    await signAtShop('may_unlock');
    await put(order.id, { kind: 'pin', passcode: PIN }).expect(200);
    expect(await held(order.id)).toBe(1);
    await signAtShop('no_access');
    expect(await held(order.id)).toBe(0);
    expect(await card(order.id)).toMatchObject({
      dataChoice: 'no_access',
      canRecord: false,
      destroyed: { cause: 'data_choice' },
    });
  });

  it('is destroyed when the customer signs again with "Do not access my data"', async () => {
    const order = await walkIn();
    await sign(order.id);
    await put(order.id, { kind: 'pin', passcode: PIN }).expect(200);
    await sign(order.id, 'no_access');
    expect(await held(order.id)).toBe(0);
    expect((await card(order.id)).destroyed).toMatchObject({ cause: 'data_choice' });
  });

  it("is destroyed with the customer's erasure; the reveal's reason is replaced, the count stays", async () => {
    const order = await walkIn('erase-me@example.com');
    await sign(order.id);
    await put(order.id, { kind: 'pin', passcode: PIN }).expect(200);
    await reveal(order.id, { reason: 'Ada asked us to check her photos app' }).expect(200);
    const [{ customer_id }] = await t.dataSource.query(
      `SELECT customer_id FROM repair_orders WHERE id = $1`,
      [order.id],
    );
    await request(t.http)
      .post(`/api/admin/customers/${customer_id}/erasure`)
      .set('Cookie', owner)
      .expect(200);
    expect(await held(order.id)).toBe(0);
    const after = await card(order.id);
    expect(after.destroyed).toEqual({ at: NOW, cause: 'erasure' });
    expect(after.reveals).toEqual([{ by: 'editor', at: NOW, reason: "Erased with the customer's record" }]);
  });

  it('a backup holds the ciphertext, never the plain passcode', async () => {
    const order = await walkIn();
    await sign(order.id);
    await put(order.id, { kind: 'password', passcode: PASSWORD }).expect(200);
    const [{ ciphertext }] = await t.dataSource.query(
      `SELECT ciphertext FROM repair_order_passcodes WHERE repair_order_id = $1`,
      [order.id],
    );
    const dir = mkdtempSync(join(tmpdir(), 'passcode-backup-'));
    let readable: Buffer;
    if (usingPostgres) {
      const out = new PassThrough();
      const chunks: Buffer[] = [];
      out.on('data', (c: Buffer) => chunks.push(c));
      await backUp({ ...t.config }, out);
      const file = join(dir, 'shop.pgdump');
      writeFileSync(file, Buffer.concat(chunks));
      // The dump as SQL (pg_restore decompresses it): the form in which anything plain would show.
      readable = execFileSync(
        'pg_restore',
        ['--file=-', '--data-only', '--table=repair_order_passcodes', file],
        {
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      expect(readable.toString('utf8')).toContain(Buffer.from(ciphertext).toString('hex'));
    } else {
      // What `npm run backup` takes from the running server: a dump of the data folder (tar, gzip).
      const dump = Buffer.from(await (await t.database.embedded!.pglite.dumpDataDir('gzip')).arrayBuffer());
      writeFileSync(join(dir, 'shop.pglite.tar.gz'), dump);
      readable = gunzipSync(dump);
      expect(readable.includes(Buffer.from(ciphertext))).toBe(true);
    }
    expect(readable.includes(Buffer.from(PASSWORD))).toBe(false);
    expect(readable.includes(Buffer.from(PASSWORD, 'utf16le'))).toBe(false);
  });

  it("leaves no passcode in the run's log (trace level): recording, revealing, refusing", async () => {
    const order = await walkIn();
    await sign(order.id);
    await put(order.id, { kind: 'password', passcode: PASSWORD }).expect(200);
    await put(order.id, { kind: 'pin', passcode: `${PIN}x` }).expect(400);
    await reveal(order.id, { reason: 'log check' }).expect(200);
    await reveal(order.id, { reason: 'log check' }, viewer).expect(403);
    const text = log.join('');
    expect(text).toMatch(/passcode/); // the routes' access lines were captured
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(PIN);
  });

  it("is in no e-mail the order sends: the check-in's tracking link, the receipt and its PDF", async () => {
    const order = await walkIn('grace@example.com');
    await sign(order.id);
    await put(order.id, { kind: 'pin', passcode: PIN }).expect(200);
    await reveal(order.id, { reason: 'e-mail check' }).expect(200);
    await pickUpPaid(t, editor, order, 'card');
    const mail: {
      recipient: string;
      subject: string;
      text_body: string;
      html_body: string;
      attachments: unknown;
    }[] = await t.dataSource.query(
      `SELECT recipient, subject, text_body, html_body, attachments FROM outbox_messages WHERE recipient = $1`,
      ['grace@example.com'],
    );
    expect(mail.length).toBeGreaterThanOrEqual(2); // the check-in's tracking link and the receipt at least
    for (const m of mail) {
      const attachments = JSON.stringify(m.attachments);
      // Attachments travel as base64: read them as they would arrive, too.
      const decoded = [...attachments.matchAll(/"([A-Za-z0-9+/]{40,}={0,2})"/g)]
        .map(([, b64]) => Buffer.from(b64, 'base64').toString('latin1'))
        .join('');
      for (const text of [m.subject, m.text_body, m.html_body, attachments, decoded]) {
        expect(text).not.toContain(PIN);
      }
    }
  });

  // Last: it moves the clock on past every session.
  it('is destroyed 30 days after it was given by the housekeeping job, and a reveal after that finds it gone', async () => {
    const order = await walkIn();
    await sign(order.id);
    await put(order.id, { kind: 'pin', passcode: PIN }).expect(200);
    const late = await walkIn();
    await sign(late.id);
    await put(late.id, { kind: 'pin', passcode: PIN }).expect(200);
    const housekeeping = t.app.get(HousekeepingJob);
    const start = t.clock.now().getTime();
    try {
      t.clock.advance(30 * DAY - 60_000);
      expect((await housekeeping.runIfDue())?.passcodes).toBeGreaterThanOrEqual(0);
      expect(await held(order.id)).toBe(1);
      t.clock.advance(60_000);
      editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
      // The job has not run since: the reveal destroys it instead of showing it.
      const res = await reveal(late.id, { reason: 'too late' }).expect(409);
      expect(res.body.message).toMatch(/30 days/);
      expect(await held(late.id)).toBe(0);
      t.clock.advance(3_600_000);
      expect((await housekeeping.runIfDue())?.passcodes).toBeGreaterThanOrEqual(1);
      expect(await held(order.id)).toBe(0);
      editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
      expect((await card(order.id)).destroyed).toEqual({ at: t.clock.now().toISOString(), cause: 'expired' });
      expect((await card(late.id)).destroyed).toMatchObject({ cause: 'expired' });
    } finally {
      t.clock.advance(start - t.clock.now().getTime());
    }
  });
});

describe('the passcode key', () => {
  it('is refused at a production start on PostgreSQL without PASSCODE_KEYS, with a plain message', () => {
    const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://shop@db/shop' });
    expect(() => requirePasscodeKeys(config)).toThrow(ConfigError);
    expect(() => requirePasscodeKeys(config)).toThrow(/PASSCODE_KEYS must be set in production/);
    requirePasscodeKeys(loadConfig({ NODE_ENV: 'production' })); // embedded: its key file
    requirePasscodeKeys(
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://shop@db/shop',
        PASSCODE_KEYS: `k1:${KEY_OLD}`,
      }),
    );
  });

  it('names a bad entry by its id, never printing a key', () => {
    const bad = 'c2hvcnQ=';
    let message = '';
    try {
      loadConfig({ PASSCODE_KEYS: `k1:${bad},k2:${KEY_NEW},k2:${KEY_OLD}` });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/PASSCODE_KEYS entry "k1": the key must be 32 bytes/);
    expect(message).toMatch(/names the key id "k2" twice/);
    expect(message).not.toContain(bad);
    expect(message).not.toContain(KEY_NEW);
    const config = loadConfig({ PASSCODE_KEYS: `k2:${KEY_NEW}` });
    expect(JSON.stringify(config)).not.toContain(KEY_NEW);
  });

  it('rotates: the newest key encrypts, an old one still decrypts, and a server without it says which key it needs', async () => {
    const old = await createTestApp({ env: { PASSCODE_KEYS: `k1:${KEY_OLD}` } });
    try {
      const editor = await signIn(old.http, 'editor', DEMO_PASSWORDS.editor);
      const { id } = await checkInWalkIn(old, editor, { customer: { email: undefined } });
      await signIntake(old, id, { dataChoice: 'may_unlock' });
      const path = `/api/admin/repair-orders/${id}/passcode`;
      await request(old.http)
        .put(path)
        .set('Cookie', editor)
        .send({ kind: 'pin', passcode: PIN })
        .expect(200);
      const keyOf = async () =>
        (
          await old.dataSource.query(`SELECT key_id FROM repair_order_passcodes WHERE repair_order_id = $1`, [
            id,
          ])
        )[0].key_id;
      expect(await keyOf()).toBe('k1');

      const rotated = await createTestApp({
        env: { PASSCODE_KEYS: `k2:${KEY_NEW} k1:${KEY_OLD}` },
        database: old.database,
      });
      try {
        const editor2 = await signIn(rotated.http, 'editor', DEMO_PASSWORDS.editor);
        const shown = await request(rotated.http)
          .post(`${path}/reveal`)
          .set('Cookie', editor2)
          .send({ reason: 'rotation' });
        expect(shown.status).toBe(200);
        expect(shown.body.passcode).toBe(PIN);
        await request(rotated.http)
          .put(path)
          .set('Cookie', editor2)
          .send({ kind: 'pin', passcode: PIN })
          .expect(200);
        expect(await keyOf()).toBe('k2');
        await old.dataSource.query(
          `UPDATE repair_order_passcodes SET key_id = 'k0' WHERE repair_order_id = $1`,
          [id],
        );
        const missing = await request(rotated.http)
          .post(`${path}/reveal`)
          .set('Cookie', editor2)
          .send({ reason: 'x' });
        expect(missing.status).toBe(503);
        expect(missing.body.message).toMatch(/key "k0", which this server does not have/);
      } finally {
        await rotated.app.close();
      }
    } finally {
      await old.close();
    }
  });

  it('on the embedded default: a key file made 0600 in the data folder on first start, the same on the next', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-passcode-key-'));
    const first = await createTestApp({ env: { DATA_DIR: dataDir } });
    let token: string;
    let orderId: string;
    try {
      const file = join(dataDir, PASSCODE_KEY_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8')).toMatch(/^file-[0-9a-f]{8}:[A-Za-z0-9+/]{43}=\n$/);
      const editor = await signIn(first.http, 'editor', DEMO_PASSWORDS.editor);
      ({ id: orderId, token } = await checkInWalkIn(first, editor, { customer: { email: undefined } }));
      await signIntake(first, orderId, { dataChoice: 'may_unlock' });
      await request(first.http)
        .put(`/api/admin/repair-orders/${orderId}/passcode`)
        .set('Cookie', editor)
        .send({ kind: 'pin', passcode: PIN })
        .expect(200);
      const before = readFileSync(file, 'utf8');
      // A second app on the same folder and database reads the same key and opens it.
      const second = await createTestApp({ env: { DATA_DIR: dataDir }, database: first.database });
      try {
        expect(readFileSync(file, 'utf8')).toBe(before);
        const editor2 = await signIn(second.http, 'editor', DEMO_PASSWORDS.editor);
        const shown = await request(second.http)
          .post(`/api/admin/repair-orders/${orderId}/passcode/reveal`)
          .set('Cookie', editor2)
          .send({ reason: 'same key' })
          .expect(200);
        expect(shown.body.passcode).toBe(PIN);
        expect(
          (await request(second.http).get(`/api/track/${token}/passcode`).expect(200)).body.revealCount,
        ).toBe(1);
      } finally {
        await second.app.close();
      }
    } finally {
      await first.close();
    }
  });
});
