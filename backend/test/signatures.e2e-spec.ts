import sharp from 'sharp';
import request from 'supertest';
import { pdfText } from './support/pdf-text.js';
import { signIn } from './support/staff-session.js';
import { createTestApp, DEMO_PASSWORDS, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';
import { checkInWalkIn, pickUpPaid, signIntakeAtCounter } from './support/walk-in.js';
import { bodyBytes } from './support/body-parsers.js';

/**
 * Issue 40, signatures (intake spec 2, 3's data choice and 4's erasure) on the real database: the
 * shop's terms are versioned text; the document to sign is built and hashed by the server, and the
 * hash changes with the terms' text; a viewer lists signatures but cannot sign (403); the customer
 * signs their intake on their own phone by the tracking token, which marks the order signed with
 * their data choice (intake_signed_at, data_choice) in the same transaction; the database refuses
 * to UPDATE (or DELETE) a signature; the strokes must be a PNG by content; the receipt's PDF shows
 * the signatures; a customer's erasure removes images and names and keeps the fact and the hash.
 */
const DB = usingPostgres ? 'PostgreSQL' : 'PGlite';
const NOW = '2026-03-03T18:00:00.000Z';

/** Strokes as a signature pad draws them: a dark line on a transparent 600 × 200 canvas. */
async function strokes(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M20 150 C 120 20, 220 180, 320 60 S 520 160, 580 40" stroke="#111" stroke-width="4" fill="none"/></svg>`;
  return (await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64');
}

describe(`signatures (${DB})`, () => {
  let t: TestApp;
  let editor: string;
  let viewer: string;
  let owner: string;
  let image: string;

  beforeAll(async () => {
    t = await createTestApp({ now: NOW, env: { RATE_LIMIT_TRACKING: 'off' } });
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
    viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
    owner = await signIn(t.http, 'owner', DEMO_PASSWORDS.owner);
    image = await strokes();
  });
  afterAll(() => t.close());

  const walkIn = (email = 'ada@example.com') => checkInWalkIn(t, editor, { customer: { email } });
  const document = async (id: string, kind: 'intake' | 'handover', cookie = editor) =>
    (
      await request(t.http)
        .get(`/api/admin/repair-orders/${id}/signatures/document?kind=${kind}`)
        .set('Cookie', cookie)
        .expect(200)
    ).body as {
      hash: string;
      termsVersion: number;
      termsText: string;
      sections: { title: string; lines: string[] }[];
    };
  const signAtShop = (id: string, body: Record<string, unknown>, cookie = editor) =>
    request(t.http).post(`/api/admin/repair-orders/${id}/signatures`).set('Cookie', cookie).send(body);
  const list = async (id: string, cookie = editor) =>
    (await request(t.http).get(`/api/admin/repair-orders/${id}/signatures`).set('Cookie', cookie).expect(200))
      .body;
  const terms = async () =>
    (await request(t.http).get('/api/admin/settings/terms').set('Cookie', viewer).expect(200)).body;

  it('keeps the terms as versions: a seeded first one, a change makes the next, the old ones stay', async () => {
    const first = await terms();
    expect(first.current.version).toBe(1);
    expect(first.current.createdBy).toBe('system');
    expect(first.current.text).toMatch(/estimate/i);
    await request(t.http)
      .put('/api/admin/settings/terms')
      .set('Cookie', viewer)
      .send({ text: 'x', baseVersion: 1 })
      .expect(403);
    // The same text changes nothing.
    const same = await request(t.http)
      .put('/api/admin/settings/terms')
      .set('Cookie', editor)
      .send({ text: first.current.text, baseVersion: 1 })
      .expect(200);
    expect(same.body.current.version).toBe(1);
    await request(t.http)
      .put('/api/admin/settings/terms')
      .set('Cookie', editor)
      .send({ text: '  ', baseVersion: 1 })
      .expect(400);
    // A second editor writing over the version they read, after another's change: 409.
    await request(t.http)
      .put('/api/admin/settings/terms')
      .set('Cookie', editor)
      .send({ text: `${first.current.text}\n7. Loan phones are available on request.`, baseVersion: 1 })
      .expect(200);
    const late = await request(t.http)
      .put('/api/admin/settings/terms')
      .set('Cookie', editor)
      .send({ text: 'Another text', baseVersion: 1 })
      .expect(409);
    expect(late.body.details).toEqual({ currentVersion: 2 });
    const now = await terms();
    expect(now.current.version).toBe(2);
    expect(now.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(now.versions[1].text).toBe(first.current.text);
    // A version never changes, in the database either.
    await expect(
      t.dataSource.query(`UPDATE repair_terms SET text = 'changed' WHERE version = 1`),
    ).rejects.toThrow(/never changes/);
  });

  it("hashes exactly what is shown: the hash changes when the terms' text changes", async () => {
    const o = await walkIn();
    const before = await document(o.id, 'intake');
    expect(before.sections.map((s) => s.title)).toEqual(['Device', 'Condition recorded', 'Estimate']);
    expect(before.sections[1].lines).toContain('Screen: Damaged');
    expect(before.sections[1].lines).toContain('Notes: Cracked screen, scratches on the back');
    expect(before.hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await document(o.id, 'intake')).hash).toBe(before.hash);
    const { current } = await terms();
    await request(t.http)
      .put('/api/admin/settings/terms')
      .set('Cookie', editor)
      .send({ text: `${current.text}\n8. Changed wording.`, baseVersion: current.version })
      .expect(200);
    const after = await document(o.id, 'intake');
    expect(after.termsVersion).toBe(current.version + 1);
    expect(after.hash).not.toBe(before.hash);
    // A signature over the document shown before the change is refused: read it again.
    const stale = await signAtShop(o.id, {
      kind: 'intake',
      documentHash: before.hash,
      signerName: 'Ada Lovelace',
      image,
      dataChoice: 'no_access',
    }).expect(409);
    expect(stale.body.details).toEqual({ hash: after.hash });
    const signed = await signAtShop(o.id, {
      kind: 'intake',
      documentHash: after.hash,
      signerName: 'Ada Lovelace',
      image,
      dataChoice: 'no_access',
    }).expect(201);
    expect(signed.body).toMatchObject({
      kind: 'intake',
      signerName: 'Ada Lovelace',
      termsVersion: current.version + 1,
      dataChoice: 'no_access',
      via: 'shop_screen',
      staffName: 'editor',
      orderStatus: 'received',
    });
    // The record's hash covers the document and the choice, so it is not the document's alone.
    expect(signed.body.documentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(signed.body.documentHash).not.toBe(after.hash);
    const [row] = await t.dataSource.query(
      `SELECT document, encode(sha256(convert_to(document, 'UTF8')), 'hex') AS rehash FROM repair_order_signatures WHERE id = $1`,
      [signed.body.id],
    );
    expect(row.rehash).toBe(signed.body.documentHash);
    expect(row.document).toContain('Do not access my data');
    expect(row.document).toContain('8. Changed wording.');
  });

  it('lets a viewer list and read signatures, never sign (403)', async () => {
    const o = await walkIn();
    const doc = await document(o.id, 'intake', viewer);
    await signAtShop(
      o.id,
      { kind: 'intake', documentHash: doc.hash, signerName: 'Ada', image, dataChoice: 'no_access' },
      viewer,
    ).expect(403);
    const empty = await list(o.id, viewer);
    expect(empty).toEqual({ signatures: [], intakeSignedAt: null, dataChoice: null, handoverSigned: false });
    const signed = await signAtShop(o.id, {
      kind: 'intake',
      documentHash: doc.hash,
      signerName: 'Ada',
      image,
      dataChoice: 'no_access',
    }).expect(201);
    const seen = await list(o.id, viewer);
    expect(seen.signatures).toHaveLength(1);
    const png = await request(t.http)
      .get(signed.body.imageUrl)
      .set('Cookie', viewer)
      .buffer(true)
      .parse(bodyBytes)
      .expect(200)
      .expect('Content-Type', 'image/png')
      .expect('Cache-Control', 'private, no-store');
    expect((png.body as Buffer).equals(Buffer.from(image, 'base64'))).toBe(true);
    await request(t.http).get(signed.body.imageUrl).expect(401);
  });

  it('lets the customer sign the intake by the tracking token: the order is signed with their data choice', async () => {
    const o = await walkIn();
    const shown = (await request(t.http).get(`/api/track/${o.token}/intake`).expect(200)).body;
    expect(shown.signedAt).toBeNull();
    expect(shown.document.dataChoices.map((c: { label: string }) => c.label)).toEqual([
      'Do not access my data',
      'You may unlock the device to test the repair',
    ]);
    // A wrong token: the tracking's one 404.
    await request(t.http)
      .get(`/api/track/${'x'.repeat(32)}/intake`)
      .expect(404);
    const body = {
      documentHash: shown.document.hash,
      signerName: 'Ada Lovelace',
      image,
      dataChoice: 'may_unlock',
    };
    await request(t.http)
      .post(`/api/track/${o.token}/intake/signature`)
      .send({ ...body, dataChoice: undefined })
      .expect(400);
    const signed = await request(t.http)
      .post(`/api/track/${o.token}/intake/signature`)
      .set('User-Agent', 'Phone Browser 1.0')
      .send(body)
      .expect(201);
    expect(signed.body).toMatchObject({
      signerName: 'Ada Lovelace',
      dataChoice: 'may_unlock',
      signedAt: NOW,
    });
    const [order] = await t.dataSource.query(
      `SELECT intake_signed_at, data_choice FROM repair_orders WHERE id = $1`,
      [o.id],
    );
    expect(new Date(order.intake_signed_at).toISOString()).toBe(NOW);
    expect(order.data_choice).toBe('may_unlock');
    const seen = await list(o.id);
    expect(seen).toMatchObject({ intakeSignedAt: NOW, dataChoice: 'may_unlock', handoverSigned: false });
    expect(seen.signatures[0]).toMatchObject({
      via: 'customer_phone',
      staffName: null,
      userAgent: 'Phone Browser 1.0',
      orderStatus: 'received',
    });
    expect(seen.signatures[0].ipAddress).toBeTruthy();
    expect((await request(t.http).get(`/api/track/${o.token}/intake`).expect(200)).body.signedAt).toBe(NOW);
    // Its photos are evidence now (the photos' rule reads intake_signed_at).
    const history = await t.dataSource.query(
      `SELECT kind, text, by_name FROM repair_order_events WHERE repair_order_id = $1`,
      [o.id],
    );
    expect(history).toEqual([
      {
        kind: 'intake_signed',
        text: expect.stringContaining('You may unlock the device to test the repair'),
        by_name: 'customer',
      },
    ]);
    // Signing again makes a new record and takes the new choice.
    const again = (await request(t.http).get(`/api/track/${o.token}/intake`).expect(200)).body;
    await request(t.http)
      .post(`/api/track/${o.token}/intake/signature`)
      .send({ ...body, documentHash: again.document.hash, dataChoice: 'no_access' })
      .expect(201);
    const twice = await list(o.id);
    expect(twice.signatures).toHaveLength(2);
    expect(twice.dataChoice).toBe('no_access');
    expect(twice.intakeSignedAt).toBe(NOW);
  });

  it('refuses strokes that are not a PNG by their content, too large or blank (400), and keeps nothing', async () => {
    const o = await walkIn();
    const doc = await document(o.id, 'intake');
    const base = { kind: 'intake', documentHash: doc.hash, signerName: 'Ada', dataChoice: 'no_access' };
    const jpeg = (
      await sharp(Buffer.from(image, 'base64')).flatten({ background: '#fff' }).jpeg().toBuffer()
    ).toString('base64');
    const blank = (
      await sharp({
        create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
      })
        .png()
        .toBuffer()
    ).toString('base64');
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 1),
    ]);
    for (const bad of [
      jpeg,
      blank,
      fake.toString('base64'),
      'not base64!',
      Buffer.alloc(300_000).toString('base64'),
    ]) {
      const res = await signAtShop(o.id, { ...base, image: bad });
      expect([400, 413]).toContain(res.status);
    }
    expect((await list(o.id)).signatures).toEqual([]);
    // The database checks the PNG's first bytes too.
    await expect(
      t.dataSource.query(
        `INSERT INTO repair_order_signatures (repair_order_id, kind, image, signer_name, terms_version, data_choice, document,
           document_hash, signed_at, order_status, via)
         VALUES ($1, 'intake', '\\xffd8ffe0'::bytea, 'Ada', 1, 'no_access', '{}', repeat('a', 64), now(), 'received', 'shop_screen')`,
        [o.id],
      ),
    ).rejects.toThrow(/ck_repair_order_signatures_png/);
  });

  it('never changes a signature: the database refuses an UPDATE and a DELETE', async () => {
    const o = await walkIn();
    const signed = await signIntakeAtCounter(t, editor, o.id, {
      signerName: 'Ada',
      image,
      dataChoice: 'no_access',
    });
    await expect(
      t.dataSource.query(`UPDATE repair_order_signatures SET signer_name = 'Someone else' WHERE id = $1`, [
        signed.id,
      ]),
    ).rejects.toThrow(/a signature never changes/);
    await expect(
      t.dataSource.query(`UPDATE repair_order_signatures SET data_choice = 'may_unlock' WHERE id = $1`, [
        signed.id,
      ]),
    ).rejects.toThrow(/a signature never changes/);
    await expect(
      t.dataSource.query(`DELETE FROM repair_order_signatures WHERE id = $1`, [signed.id]),
    ).rejects.toThrow(/a signature never changes/);
    const [row] = await t.dataSource.query(`SELECT signer_name FROM repair_order_signatures WHERE id = $1`, [
      signed.id,
    ]);
    expect(row.signer_name).toBe('Ada');
  });

  it('signs the hand-over when the device goes back, and the receipt PDF shows both signatures', async () => {
    const o = await walkIn();
    await signIntakeAtCounter(t, editor, o.id, {
      signerName: 'Ada Lovelace',
      image,
      dataChoice: 'may_unlock',
    });
    // Not ready yet: no hand-over.
    const early = await document(o.id, 'handover');
    await signAtShop(o.id, { kind: 'handover', documentHash: early.hash, signerName: 'Ada', image }).expect(
      409,
    );
    const picked = await pickUpPaid(t, editor, o);
    const issued = (
      await request(t.http).get(`/api/admin/receipts/${picked.receipt.id}`).set('Cookie', editor).expect(200)
    ).body;
    // Issued at pickup, before the hand-over is signed: the receipt says so plainly.
    expect(issued.signatures).toEqual([
      expect.objectContaining({
        kind: 'intake',
        title: 'Intake signed',
        missing: null,
        signerName: 'Ada Lovelace',
      }),
      {
        kind: 'handover',
        title: 'Hand-over',
        missing: 'Hand-over not signed',
        signerName: null,
        signedAt: null,
        image: null,
        imageErased: null,
        detail: null,
      },
    ]);
    const handover = await document(o.id, 'handover');
    expect(handover.sections[1].lines).toContain('Balance due: $0.00');
    await signAtShop(o.id, {
      kind: 'handover',
      documentHash: handover.hash,
      signerName: 'Ada Lovelace',
      image,
      dataChoice: 'no_access',
    }).expect(400);
    const signed = await signAtShop(o.id, {
      kind: 'handover',
      documentHash: handover.hash,
      signerName: 'Ada Lovelace',
      image,
    }).expect(201);
    expect(signed.body).toMatchObject({ kind: 'handover', dataChoice: null, orderStatus: 'picked_up' });
    expect((await list(o.id)).handoverSigned).toBe(true);

    const [summary] = (
      await request(t.http).get(`/api/admin/repair-orders/${o.id}/payments`).set('Cookie', editor).expect(200)
    ).body.receipts;
    const pdf = await request(t.http)
      .get(`/api/admin/receipts/${summary.id}/pdf`)
      .set('Cookie', editor)
      .buffer(true)
      .parse(bodyBytes)
      .expect(200);
    const bytes = pdf.body as Buffer;
    const text = pdfText(bytes).join('\n');
    expect(text).toContain('Signatures');
    expect(text).toContain('Intake signed');
    expect(text).toContain('Received the device');
    expect(text).toMatch(/Ada Lovelace · Mar 3, 2026, 1\d:\d\d (AM|PM)/);
    expect(text).toMatch(/Terms version \d+/);
    // The strokes are in it: two embedded images.
    expect(bytes.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(2);

    // The receipt's page (staff and the customer's tracking link) shows the same: the strokes inside
    // the receipt (a data: URL, no address of their own), the name, the time and the terms version.
    const png = `data:image/png;base64,${Buffer.from(image, 'base64').toString('base64')}`;
    const staffPage = await request(t.http)
      .get(`/api/admin/receipts/${summary.id}`)
      .set('Cookie', viewer)
      .expect(200);
    expect(staffPage.headers['cache-control']).toBe('private, no-store');
    const customerPage = await request(t.http).get(`/api/track/${o.token}/receipts`).expect(200);
    expect(customerPage.headers['cache-control']).toBe('private, no-store');
    for (const receipt of [staffPage.body, customerPage.body[0]]) {
      expect(receipt.signatures).toEqual([
        {
          kind: 'intake',
          title: 'Intake signed',
          missing: null,
          signerName: 'Ada Lovelace',
          signedAt: NOW,
          image: png,
          imageErased: null,
          detail: expect.stringMatching(/^Terms version \d+ · SHA-256 [0-9a-f]{16}…$/),
        },
        expect.objectContaining({
          kind: 'handover',
          title: 'Received the device',
          missing: null,
          signerName: 'Ada Lovelace',
          image: png,
          detail: `Terms version ${handover.termsVersion} · SHA-256 ${signed.body.documentHash.slice(0, 16)}…`,
        }),
      ]);
      // The PDF's words, from the same blocks.
      for (const s of receipt.signatures) expect(text).toContain(s.detail);
    }
  });

  it("says on the receipt's page and PDF when a signature is missing, and what its customer's erasure left", async () => {
    const o = await walkIn('receipt-erased@example.com');
    const intake = await document(o.id, 'intake');
    await signAtShop(o.id, {
      kind: 'intake',
      documentHash: intake.hash,
      signerName: 'Ada Lovelace',
      image,
      dataChoice: 'no_access',
    }).expect(201);
    for (const to of ['diagnosing', 'in_repair', 'ready'])
      await request(t.http)
        .post(`/api/admin/repair-orders/${o.id}/status`)
        .set('Cookie', editor)
        .send({ to })
        .expect(200);
    const { totalCostCents } = (
      await request(t.http).get(`/api/admin/repair-orders/${o.id}`).set('Cookie', editor)
    ).body;
    const picked = await request(t.http)
      .post(`/api/admin/repair-orders/${o.id}/pickup`)
      .set('Cookie', editor)
      .send({
        pickup: { reference: o.reference, phoneLast4: '0142' },
        payment: { amountCents: totalCostCents, method: 'cash' },
      })
      .expect(200);
    const [{ customer_id }] = await t.dataSource.query(
      `SELECT customer_id FROM repair_orders WHERE id = $1`,
      [o.id],
    );
    await request(t.http)
      .post(`/api/admin/customers/${customer_id}/erasure`)
      .set('Cookie', owner)
      .expect(200);
    const page = (
      await request(t.http)
        .get(`/api/admin/receipts/${picked.body.receipt.id}`)
        .set('Cookie', viewer)
        .expect(200)
    ).body;
    expect(page.signatures).toEqual([
      expect.objectContaining({
        kind: 'intake',
        missing: null,
        signerName: 'Name erased',
        signedAt: NOW,
        image: null,
        imageErased: "Signature image erased with the customer's record",
        detail: expect.stringMatching(/^Terms version \d+ · SHA-256 [0-9a-f]{16}…$/),
      }),
      expect.objectContaining({ kind: 'handover', missing: 'Hand-over not signed', signerName: null }),
    ]);
    const pdf = await request(t.http)
      .get(`/api/admin/receipts/${picked.body.receipt.id}/pdf`)
      .set('Cookie', viewer)
      .buffer(true)
      .parse(bodyBytes)
      .expect(200);
    const text = pdfText(pdf.body as Buffer).join('\n');
    expect(text).toContain('Hand-over not signed');
    expect(text).toContain('Signature image erased with the customer');
    expect(text).toMatch(/Name erased · Mar 3, 2026/);

    // An order nobody signed: both said plainly.
    const none = await walkIn('receipt-unsigned@example.com');
    for (const to of ['diagnosing', 'in_repair', 'ready'])
      await request(t.http)
        .post(`/api/admin/repair-orders/${none.id}/status`)
        .set('Cookie', editor)
        .send({ to })
        .expect(200);
    const due = (await request(t.http).get(`/api/admin/repair-orders/${none.id}`).set('Cookie', editor)).body;
    await request(t.http)
      .post(`/api/admin/repair-orders/${none.id}/pickup`)
      .set('Cookie', editor)
      .send({
        pickup: { reference: none.reference, phoneLast4: '0142' },
        payment: { amountCents: due.totalCostCents, method: 'cash' },
      })
      .expect(200);
    const [unsigned] = (await request(t.http).get(`/api/track/${none.token}/receipts`).expect(200)).body;
    // Headed with the block's name, not with the words of a signed one above "not signed".
    expect(
      unsigned.signatures.map((s: { title: string; missing: string | null }) => [s.title, s.missing]),
    ).toEqual([
      ['Intake', 'Intake not signed'],
      ['Hand-over', 'Hand-over not signed'],
    ]);
  });

  it("erases the images and names with the customer's record, and keeps the fact and the hash", async () => {
    const o = await walkIn('erase-signature@example.com');
    const signed = await signIntakeAtCounter(t, editor, o.id, {
      signerName: 'Ada Lovelace',
      image,
      dataChoice: 'no_access',
    });
    const [{ customer_id }] = await t.dataSource.query(
      `SELECT customer_id FROM repair_orders WHERE id = $1`,
      [o.id],
    );
    await request(t.http)
      .post(`/api/admin/customers/${customer_id}/erasure`)
      .set('Cookie', owner)
      .expect(200);
    const after = await list(o.id);
    expect(after.signatures).toEqual([
      expect.objectContaining({
        id: signed.id,
        kind: 'intake',
        signerName: null,
        imageUrl: null,
        ipAddress: null,
        userAgent: null,
        documentHash: signed.documentHash,
        dataChoice: 'no_access',
        erasedAt: expect.any(String),
      }),
    ]);
    await request(t.http).get(signed.imageUrl).set('Cookie', editor).expect(404);
    const [row] = await t.dataSource.query(
      `SELECT image, document, document_hash FROM repair_order_signatures WHERE id = $1`,
      [signed.id],
    );
    expect(row).toEqual({ image: null, document: null, document_hash: signed.documentHash });
    const events = await t.dataSource.query(
      `SELECT kind FROM repair_order_events WHERE repair_order_id = $1`,
      [o.id],
    );
    expect(events.map((e: { kind: string }) => e.kind)).toContain('signatures_erased');
    // Outside an erasure the same change is refused.
    await expect(
      t.dataSource.query(`UPDATE repair_order_signatures SET erased_at = now() WHERE id = $1`, [signed.id]),
    ).rejects.toThrow(/never changes/);
  });
});
