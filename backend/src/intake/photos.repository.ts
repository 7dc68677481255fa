import { Injectable } from '@nestjs/common';
import { Db } from '../common/database/db.js';
import type { EncodedPhoto, PhotoMoment, PhotoRecord } from './photo.js';

interface PhotoRow {
  id: string;
  repair_order_id: string;
  moment: PhotoMoment;
  taken_by: string;
  taken_at: Date;
  shared_with_customer: boolean;
  media_type: string;
  width: number;
  height: number;
  thumbnail_width: number;
  thumbnail_height: number;
}

const COLUMNS = `id, repair_order_id, moment, taken_by, taken_at, shared_with_customer, media_type, width, height,
  thumbnail_width, thumbnail_height`;

function toRecord(r: PhotoRow): PhotoRecord {
  return {
    id: r.id,
    orderId: r.repair_order_id,
    moment: r.moment,
    takenBy: r.taken_by,
    takenAt: new Date(r.taken_at),
    sharedWithCustomer: r.shared_with_customer,
    mediaType: r.media_type,
    width: r.width,
    height: r.height,
    thumbnailWidth: r.thumbnail_width,
    thumbnailHeight: r.thumbnail_height,
  };
}

/** Why photos of a signed intake may go: the two removals the rules allow (the database's trigger reads it). */
export type PhotoRemoval = 'retention' | 'erasure';

/** The constraint names the service turns into answers. */
export const PHOTO_CONSTRAINTS = {
  atMost12: 'ck_repair_order_photos_at_most_12',
  intakeSigned: 'ck_repair_order_photos_intake_signed',
  sharedRepair: 'ck_repair_order_photos_shared_repair',
} as const;

/**
 * Every SQL statement about the photos of repair orders (repair_order_photos) and the customer's
 * refusal of intake photos (repair_order_intake_photo_refusals), in the transaction under way.
 */
@Injectable()
export class PhotosRepository {
  constructor(private readonly db: Db) {}

  /** An order's photos, in the order they were taken. */
  async ofOrder(orderId: string): Promise<PhotoRecord[]> {
    const rows = await this.db.query<PhotoRow>(
      `SELECT ${COLUMNS} FROM repair_order_photos WHERE repair_order_id = $1 ORDER BY seq`,
      [orderId],
    );
    return rows.map(toRecord);
  }

  async find(orderId: string, photoId: string): Promise<PhotoRecord | undefined> {
    const row = await this.db.one<PhotoRow>(
      `SELECT ${COLUMNS} FROM repair_order_photos WHERE repair_order_id = $1 AND id = $2`,
      [orderId, photoId],
    );
    return row && toRecord(row);
  }

  /** A photo's stored bytes (the image or its thumbnail) and their media type. */
  async bytes(
    orderId: string,
    photoId: string,
    which: 'image' | 'thumbnail',
  ): Promise<{ record: PhotoRecord; bytes: Buffer } | undefined> {
    const column = which === 'image' ? 'image' : 'thumbnail';
    const row = await this.db.one<PhotoRow & { bytes: Buffer }>(
      `SELECT ${COLUMNS}, ${column} AS bytes FROM repair_order_photos WHERE repair_order_id = $1 AND id = $2`,
      [orderId, photoId],
    );
    return row && { record: toRecord(row), bytes: Buffer.from(row.bytes) };
  }

  /**
   * Stores photos of one order, in the order given (the database refuses a 13th:
   * PHOTO_CONSTRAINTS.atMost12).
   */
  async insert(
    orderId: string,
    photos: EncodedPhoto[],
    taken: { moment: PhotoMoment; userId: string | null; username: string; at: Date },
  ): Promise<void> {
    for (const p of photos)
      await this.db.execute(
        `INSERT INTO repair_order_photos (repair_order_id, moment, taken_by_user_id, taken_by, taken_at, media_type,
             width, height, image, thumbnail_width, thumbnail_height, thumbnail)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          orderId,
          taken.moment,
          taken.userId,
          taken.username,
          taken.at,
          p.mediaType,
          p.width,
          p.height,
          p.image,
          p.thumbnailWidth,
          p.thumbnailHeight,
          p.thumbnail,
        ],
      );
  }

  /** Shares a photo with the customer or stops; false when there is no such photo of the order. */
  async setShared(orderId: string, photoId: string, shared: boolean): Promise<boolean> {
    const n = await this.db.execute(
      `UPDATE repair_order_photos SET shared_with_customer = $3 WHERE repair_order_id = $1 AND id = $2`,
      [orderId, photoId, shared],
    );
    return n === 1;
  }

  /**
   * Deletes one photo of an order; the database refuses it once the intake is signed
   * (PHOTO_CONSTRAINTS.intakeSigned). Answers the photo deleted, if there was one.
   */
  async delete(orderId: string, photoId: string): Promise<PhotoRecord | undefined> {
    const rows = await this.db.query<PhotoRow>(
      `DELETE FROM repair_order_photos WHERE repair_order_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [orderId, photoId],
    );
    return rows[0] && toRecord(rows[0]);
  }

  /**
   * Deletes every photo of these orders for a removal the rules allow even after the intake is
   * signed (said to the database's trigger for this transaction only). Answers how many went, per
   * order and moment. Run in a transaction.
   */
  async removeAll(
    orderIds: string[],
    reason: PhotoRemoval,
  ): Promise<{ orderId: string; moment: PhotoMoment; count: number }[]> {
    if (orderIds.length === 0) return [];
    await this.db.query(`SELECT set_config('shop.photo_removal', $1, true)`, [reason]);
    const rows = await this.db.query<{ repair_order_id: string; moment: PhotoMoment }>(
      `DELETE FROM repair_order_photos WHERE repair_order_id = ANY($1::uuid[]) RETURNING repair_order_id, moment`,
      [orderIds],
    );
    // The rest of the transaction deletes as any other would.
    await this.db.query(`SELECT set_config('shop.photo_removal', '', true)`);
    const counts = new Map<string, { orderId: string; moment: PhotoMoment; count: number }>();
    for (const r of rows) {
      const key = `${r.repair_order_id} ${r.moment}`;
      const entry = counts.get(key) ?? { orderId: r.repair_order_id, moment: r.moment, count: 0 };
      entry.count++;
      counts.set(key, entry);
    }
    return [...counts.values()];
  }

  /** The orders that have photos: the retention's candidates (those within their keeping time and the rest). */
  async ordersWithPhotos(): Promise<string[]> {
    const rows = await this.db.query<{ repair_order_id: string }>(
      `SELECT DISTINCT repair_order_id FROM repair_order_photos`,
    );
    return rows.map((r) => r.repair_order_id);
  }

  /** Who recorded that the customer declined intake photos, and when; undefined if they did not. */
  async refusal(orderId: string): Promise<{ by: string; at: Date } | undefined> {
    const row = await this.db.one<{ recorded_by: string; recorded_at: Date }>(
      `SELECT recorded_by, recorded_at FROM repair_order_intake_photo_refusals WHERE repair_order_id = $1`,
      [orderId],
    );
    return row && { by: row.recorded_by, at: new Date(row.recorded_at) };
  }

  /** Records that the customer declined intake photos (once: a second record keeps the first). */
  async recordRefusal(
    orderId: string,
    by: { userId: string | null; username: string },
    at: Date,
  ): Promise<void> {
    await this.db.execute(
      `INSERT INTO repair_order_intake_photo_refusals (repair_order_id, recorded_by_user_id, recorded_by, recorded_at)
       VALUES ($1, $2, $3, $4) ON CONFLICT (repair_order_id) DO NOTHING`,
      [orderId, by.userId, by.username, at],
    );
  }
}
