import exifReader from 'exif-reader';
import sharp from 'sharp';
import request from 'supertest';
import { HousekeepingJob } from '../src/common/housekeeping/housekeeping.job.js';
import { signIn } from './support/staff-session.js';
import { createTestApp, DEMO_PASSWORDS, type TestApp } from './support/test-app.js';
import { usingPostgres } from './support/test-database.js';
import { checkInWalkIn, pickUpPaid, signIntake } from './support/walk-in.js';

/**
 * Issue 40, photos (intake spec 1 and 4) on the real database: what goes in is re-encoded with no
 * metadata (a JPEG with GPS tags in, none out); a file that is not an image by its content is
 * refused with 415 and nothing is kept; viewers see, editors take; the customer's tracking token
 * sees intake and hand-over photos and shared repair photos only; no deletion after the intake is
 * signed (409 from the database); photos go after the warranty plus 30 days and with the
 * customer's erasure, and the order's history says so.
 */
const DB = usingPostgres ? 'PostgreSQL' : 'PGlite';
const NOW = '2026-03-03T18:00:00.000Z';
const DAY = 86_400_000;

/** A camera's JPEG: 3000 × 1500, with the camera's make and model and where it was taken. */
async function cameraJpeg(colour = '#3a6'): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 1500, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Acme', Model: 'Phone 9', Software: 'Camera 1.2' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 52/1 3000/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '87/1 37/1 0/1',
      },
    })
    .toBuffer();
}

/** A small PNG, as a desk's file might be. */
const smallPng = (): Promise<Buffer> =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();

/** A PDF's first bytes, under a photo's name. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

describe(`photos of a repair order (${DB})`, () => {
  let t: TestApp;
  let editor: string;
  let viewer: string;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp({ now: NOW, env: { RATE_LIMIT_TRACKING: 'off' } });
    editor = await signIn(t.http, 'editor', DEMO_PASSWORDS.editor);
    viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
    owner = await signIn(t.http, 'owner', DEMO_PASSWORDS.owner);
  });
  afterAll(() => t.close());

  const walkIn = (email = 'ada@example.com') => checkInWalkIn(t, editor, { customer: { email } });
  const upload = (
    orderId: string,
    moment: string,
    files: { bytes: Buffer; name: string }[],
    cookie = editor,
  ) => {
    let req = request(t.http)
      .post(`/api/admin/repair-orders/${orderId}/photos`)
      .set('Cookie', cookie)
      .field('moment', moment);
    for (const f of files)
      req = req.attach('photos', f.bytes, { filename: f.name, contentType: 'image/jpeg' });
    return req;
  };
  const rows = async (orderId?: string): Promise<number> =>
    Number(
      (
        await t.dataSource.query(
          `SELECT count(*)::int AS n FROM repair_order_photos ${orderId ? 'WHERE repair_order_id = $1' : ''}`,
          orderId ? [orderId] : [],
        )
      )[0].n,
    );
  const events = async (orderId: string): Promise<{ kind: string; text: string; by: string }[]> =>
    (await request(t.http).get(`/api/admin/repair-orders/${orderId}`).set('Cookie', viewer).expect(200)).body
      .events;
  /** A photo no longer answers, to staff or in the list: only the history's line says it existed. */
  const gone = async (orderId: string, photo: { imageUrl: string; thumbnailUrl: string }) => {
    for (const url of [photo.imageUrl, photo.thumbnailUrl])
      await request(t.http).get(url).set('Cookie', viewer).expect(404);
    const list = await request(t.http)
      .get(`/api/admin/repair-orders/${orderId}/photos`)
      .set('Cookie', viewer)
      .expect(200);
    expect(list.body.photos).toEqual([]);
  };
  const sign = (orderId: string) => signIntake(t, orderId, { dataChoice: 'no_access' });

  it('keeps a re-encoded copy without metadata: a JPEG with GPS tags in, none out', async () => {
    const original = await cameraJpeg();
    const tags = exifReader((await sharp(original).metadata()).exif!);
    expect(tags.GPSInfo?.GPSLatitude).toEqual([41, 52, 30]);
    expect(tags.Image?.Make).toBe('Acme');

    const order = await walkIn();
    const res = await upload(order.id, 'intake', [{ bytes: original, name: 'front.jpg' }]).expect(201);
    expect(res.body.intakePhotosRequired).toBe(2);
    expect(res.body.maxPhotos).toBe(12);
    const [photo] = res.body.photos;
    expect(photo).toMatchObject({
      moment: 'intake',
      takenBy: 'editor',
      takenAt: NOW,
      sharedWithCustomer: false,
      customerSees: true,
      width: 2048,
      height: 1024,
      thumbnailWidth: 360,
      thumbnailHeight: 180,
    });
    expect(photo.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    for (const [url, longest] of [
      [photo.imageUrl, 2048],
      [photo.thumbnailUrl, 360],
    ] as const) {
      const image = await request(t.http).get(url).set('Cookie', viewer).buffer(true).expect(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.headers['cache-control']).toBe('private, no-store');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(image.body as Buffer).metadata();
      expect([meta.format, Math.max(meta.width!, meta.height!)]).toEqual(['jpeg', longest]);
      expect({ exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc }).toEqual({
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        icc: undefined,
      });
      expect((image.body as Buffer).includes(Buffer.from('Acme'))).toBe(false);
    }
    // What the database keeps has none either.
    const [stored] = await t.dataSource.query(
      `SELECT image, thumbnail FROM repair_order_photos WHERE id = $1`,
      [photo.id],
    );
    for (const bytes of [stored.image, stored.thumbnail] as Buffer[]) {
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('GPS'))).toBe(false);
    }
  });

  it('refuses a PDF named .jpg with 415 and keeps nothing, even beside a real photo', async () => {
    const order = await walkIn();
    const before = await rows();
    const alone = await upload(order.id, 'intake', [{ bytes: PDF, name: 'front.jpg' }]).expect(415);
    expect(alone.body.message).toMatch(/^Not a photo/);
    await upload(order.id, 'intake', [
      { bytes: await smallPng(), name: 'back.png' },
      { bytes: PDF, name: 'front.jpg' },
    ]).expect(415);
    // Not a form at all: 415 too.
    await request(t.http)
      .post(`/api/admin/repair-orders/${order.id}/photos`)
      .set('Cookie', editor)
      .send({ moment: 'intake' })
      .expect(415);
    expect(await rows()).toBe(before);
    // A bad moment and no file: 400; a small PNG is a photo.
    await upload(order.id, 'sometime', [{ bytes: await smallPng(), name: 'a.png' }]).expect(400);
    await request(t.http)
      .post(`/api/admin/repair-orders/${order.id}/photos`)
      .set('Cookie', editor)
      .field('moment', 'intake')
      .expect(400);
    const ok = await upload(order.id, 'repair', [{ bytes: await smallPng(), name: 'a.png' }]).expect(201);
    expect(ok.body.photos[0]).toMatchObject({ width: 40, height: 30, moment: 'repair', customerSees: false });
  });

  it('refuses a file over 15 MB (413) and a 13th photo on an order (409)', async () => {
    const order = await walkIn();
    const huge = Buffer.concat([await smallPng(), Buffer.alloc(15 * 1024 * 1024)]);
    await upload(order.id, 'intake', [{ bytes: huge, name: 'huge.png' }]).expect(413);
    const png = await smallPng();
    const twelve = Array.from({ length: 12 }, (_, i) => ({ bytes: png, name: `p${i}.png` }));
    await upload(order.id, 'intake', twelve).expect(201);
    const over = await upload(order.id, 'repair', [{ bytes: png, name: 'p13.png' }]).expect(409);
    expect(over.body.message).toBe('An order keeps at most 12 photos: this one has 12 already');
    // The database holds it too, whatever the service checked.
    await expect(
      t.dataSource.query(
        `INSERT INTO repair_order_photos (repair_order_id, moment, taken_by, taken_at, media_type, width, height, image,
           thumbnail_width, thumbnail_height, thumbnail)
         VALUES ($1, 'repair', 'editor', now(), 'image/jpeg', 1, 1, '\\x01', 1, 1, '\\x01')`,
        [order.id],
      ),
    ).rejects.toMatchObject({ driverError: { constraint: 'ck_repair_order_photos_at_most_12' } });
    expect(await rows(order.id)).toBe(12);
  });

  it('lets a viewer see photos but not take, share or delete them (403)', async () => {
    const order = await walkIn();
    const { body } = await upload(order.id, 'repair', [{ bytes: await smallPng(), name: 'a.png' }]).expect(
      201,
    );
    const photo = body.photos[0];
    await request(t.http)
      .get(`/api/admin/repair-orders/${order.id}/photos`)
      .set('Cookie', viewer)
      .expect(200);
    await request(t.http).get(photo.imageUrl).set('Cookie', viewer).expect(200);
    await upload(order.id, 'intake', [{ bytes: await smallPng(), name: 'a.png' }], viewer).expect(403);
    await request(t.http)
      .put(`/api/admin/repair-orders/${order.id}/photos/${photo.id}/shared`)
      .set('Cookie', viewer)
      .send({ shared: true })
      .expect(403);
    await request(t.http)
      .delete(`/api/admin/repair-orders/${order.id}/photos/${photo.id}`)
      .set('Cookie', viewer)
      .expect(403);
    // Without a session: 401, the image included.
    await request(t.http).get(photo.imageUrl).expect(401);
    expect(await rows(order.id)).toBe(1);
  });

  it('shows the tracking token intake and hand-over photos and shared repair photos only', async () => {
    const order = await walkIn();
    const png = await smallPng();
    const one = async (moment: string) =>
      (await upload(order.id, moment, [{ bytes: png, name: `${moment}.png` }]).expect(201)).body.photos.at(
        -1,
      );
    const intake = await one('intake');
    const repair = await one('repair');
    const handover = await one('handover');
    const seen = async () =>
      (await request(t.http).get(`/api/track/${order.token}/photos`).expect(200)).body.photos.map(
        (p: { moment: string }) => p.moment,
      );
    expect(await seen()).toEqual(['intake', 'handover']);
    const repairUrl = `/api/track/${order.token}/photos/${repair.id}/image`;
    await request(t.http).get(repairUrl).expect(404);
    const image = await request(t.http)
      .get(`/api/track/${order.token}/photos/${intake.id}/thumbnail`)
      .expect(200);
    expect([image.headers['content-type'], image.headers['cache-control']]).toEqual([
      'image/jpeg',
      'private, no-store',
    ]);

    // Sharing: only a repair photo (the customer always sees the others).
    const share = (id: string, shared: boolean) =>
      request(t.http)
        .put(`/api/admin/repair-orders/${order.id}/photos/${id}/shared`)
        .set('Cookie', editor)
        .send({ shared });
    await share(handover.id, true).expect(409);
    expect((await share(repair.id, true).expect(200)).body.photos[1].sharedWithCustomer).toBe(true);
    expect(await seen()).toEqual(['intake', 'repair', 'handover']);
    await request(t.http).get(repairUrl).expect(200);
    await share(repair.id, false).expect(200);
    await request(t.http).get(repairUrl).expect(404);

    // Another order's token, an unknown token, and a photo of another order: the one 404.
    const other = await walkIn();
    await request(t.http).get(`/api/track/${other.token}/photos/${intake.id}/image`).expect(404);
    await request(t.http)
      .get(`/api/track/${'x'.repeat(32)}/photos`)
      .expect(404);
    expect((await request(t.http).get(`/api/track/${other.token}/photos`).expect(200)).body.photos).toEqual(
      [],
    );
  });

  it('deletes a photo before the intake is signed (the history says so), never after (409 from the database)', async () => {
    const order = await walkIn();
    const png = await smallPng();
    const { body } = await upload(order.id, 'intake', [
      { bytes: png, name: 'a.png' },
      { bytes: png, name: 'b.png' },
    ]).expect(201);
    const del = (id: string) =>
      request(t.http).delete(`/api/admin/repair-orders/${order.id}/photos/${id}`).set('Cookie', editor);
    await del(body.photos[0].id).expect(204);
    await del(body.photos[0].id).expect(404);
    expect(await events(order.id)).toEqual([
      expect.objectContaining({
        kind: 'photo_deleted',
        by: 'editor',
        text: 'Deleted an intake photo taken by editor on Mar 3, 2026, 12:00 PM',
      }),
    ]);

    await sign(order.id);
    const refused = await del(body.photos[1].id).expect(409);
    expect(refused.body.message).toBe(
      'The customer has signed the intake: its photos are evidence and cannot be deleted',
    );
    // The database's rule, whoever asks.
    await expect(
      t.dataSource.query(`DELETE FROM repair_order_photos WHERE repair_order_id = $1`, [order.id]),
    ).rejects.toMatchObject({
      driverError: { constraint: 'ck_repair_order_photos_intake_signed' },
    });
    await expect(
      t.dataSource.query(`UPDATE repair_order_photos SET taken_by = 'someone' WHERE repair_order_id = $1`, [
        order.id,
      ]),
    ).rejects.toMatchObject({ driverError: { constraint: 'ck_repair_order_photos_read_only' } });
    expect(await rows(order.id)).toBe(1);
    const list = await request(t.http)
      .get(`/api/admin/repair-orders/${order.id}/photos`)
      .set('Cookie', viewer);
    expect(list.body.intakeSignedAt).toBe(NOW);
  });

  it('records the customer declining intake photos, once', async () => {
    const order = await walkIn();
    const decline = () =>
      request(t.http)
        .post(`/api/admin/repair-orders/${order.id}/photos/intake-declined`)
        .set('Cookie', editor)
        .expect(200);
    expect((await decline()).body.intakePhotosDeclined).toEqual({ by: 'editor', at: NOW });
    await decline();
    expect((await events(order.id)).map((e) => e.kind)).toEqual(['intake_photos_declined']);
  });

  it("deletes a customer's photos with their erasure, signed or not, and the order keeps the line", async () => {
    const order = await walkIn('erase-me@example.com');
    const [taken] = (
      await upload(order.id, 'intake', [{ bytes: await smallPng(), name: 'a.png' }]).expect(201)
    ).body.photos;
    await sign(order.id);
    const [{ customer_id }] = await t.dataSource.query(
      `SELECT customer_id FROM repair_orders WHERE id = $1`,
      [order.id],
    );
    await request(t.http)
      .post(`/api/admin/customers/${customer_id}/erasure`)
      .set('Cookie', owner)
      .expect(200);
    expect(await rows(order.id)).toBe(0);
    await gone(order.id, taken);
    expect(await events(order.id)).toEqual([
      expect.objectContaining({
        kind: 'photos_erased',
        text: "1 photo (1 intake) deleted with the customer's record",
      }),
    ]);
  });
  // Last: it moves the clock on past every session.
  it('deletes photos 30 days after the longest warranty ended (signed or not), leaving a line that they existed', async () => {
    const order = await walkIn();
    const png = await smallPng();
    await upload(order.id, 'intake', [
      { bytes: png, name: 'a.png' },
      { bytes: png, name: 'b.png' },
    ]).expect(201);
    const kept = (await upload(order.id, 'handover', [{ bytes: png, name: 'c.png' }]).expect(201)).body
      .photos as { imageUrl: string; thumbnailUrl: string }[];
    await sign(order.id);
    const open = await walkIn();
    await upload(open.id, 'intake', [{ bytes: png, name: 'd.png' }]).expect(201);
    await pickUpPaid(t, editor, order);
    const [{ days }] = await t.dataSource.query(
      `SELECT max(warranty_days)::int AS days FROM repair_order_charges WHERE repair_order_id = $1`,
      [order.id],
    );
    expect(days).toBeGreaterThan(0);
    const housekeeping = t.app.get(HousekeepingJob);
    const start = t.clock.now().getTime();
    try {
      // The warranty's last day plus 30 days: still kept.
      t.clock.advance((days + 30) * DAY);
      expect((await housekeeping.runIfDue())?.photos).toBe(0);
      expect(await rows(order.id)).toBe(3);
      // A day later: gone, but for the open order's.
      t.clock.advance(DAY + 3_600_000);
      expect((await housekeeping.runIfDue())?.photos).toBe(3);
      expect(await rows(order.id)).toBe(0);
      expect(await rows(open.id)).toBe(1);
      // Sessions have long expired by now: a new one reads the history.
      viewer = await signIn(t.http, 'viewer', DEMO_PASSWORDS.viewer);
      for (const photo of kept) await gone(order.id, photo);
      expect(await events(order.id)).toEqual([
        expect.objectContaining({
          kind: 'photos_expired',
          by: 'system',
          text: '3 photos (2 intake, 1 hand-over) deleted: kept until 30 days after the warranty ended',
        }),
      ]);
    } finally {
      t.clock.advance(start - t.clock.now().getTime());
    }
  });
});
