import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { Clock } from '../common/clock/clock.js';
import { Db } from '../common/database/db.js';
import { violatedConstraint } from '../common/errors/database-errors.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import type { CustomerLinkOwner } from '../customers/customer-links.js';
import { ORDER_NOT_FOUND_MESSAGE } from '../workshop/repair-order-lifecycle.js';
import { RepairOrderCustomersRepository } from '../workshop/repair-order-customers.repository.js';
import { RepairOrderRepository } from '../workshop/repair-order.repository.js';
import { TRACKING_NOT_FOUND } from '../workshop/tracking.service.js';
import { TrackingTokens } from '../workshop/tracking-tokens.js';
import type { OrderPhotosDto } from './dto/order-photos.dto.js';
import type { PhotoDto } from './dto/photo.dto.js';
import type { TrackingPhotosDto } from './dto/tracking-photos.dto.js';
import {
  customerSees,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_ORDER,
  photoWords,
  type EncodedPhoto,
  type PhotoMoment,
  type PhotoRecord,
} from './photo.js';
import { encodePhoto, NotAPhotoError } from './photo-images.js';
import { PHOTO_CONSTRAINTS, PhotosRepository, type PhotoRemoval } from './photos.repository.js';

export const PHOTO_NOT_FOUND_MESSAGE = 'No such photo of this order';
export const INTAKE_SIGNED_MESSAGE =
  'The customer has signed the intake: its photos are evidence and cannot be deleted';
export const ONLY_REPAIR_PHOTOS_SHARED_MESSAGE =
  'Only repair photos are shared: the customer always sees intake and hand-over photos';
export const NOT_A_PHOTO_MESSAGE = 'Not a photo: send JPEG, PNG, WebP or HEIF images (nothing was kept)';

/** Who does something to a photo: a staff member. */
export interface PhotoActor {
  id: string;
  username: string;
}

/** The history's name for the shop's own jobs (retention, erasure). */
const SYSTEM = { userId: null, username: 'system' };

function tooManyMessage(has: number): string {
  return `An order keeps at most ${MAX_PHOTOS_PER_ORDER} photos: this one has ${has} already`;
}

/** "2 intake, 1 repair": how many of each moment. */
function byMoment(counts: { moment: PhotoMoment; count: number }[]): string {
  return counts.map((c) => `${c.count} ${c.moment === 'handover' ? 'hand-over' : c.moment}`).join(', ');
}

/**
 * The photos of a repair order (intake spec 1 and 4): taken by staff at check-in, during the repair
 * and at hand-over; re-encoded with no metadata before anything is stored; shown to staff, and to
 * the customer by the order's tracking token (intake and hand-over photos, and repair photos staff
 * shared); deleted by an editor only before the intake is signed (the database refuses it after),
 * each deletion a line of the order's history; removed by retention (the housekeeping job) and by
 * the customer's erasure, which leave a line that they existed and when they went.
 */
@Injectable()
export class PhotosService implements CustomerLinkOwner {
  readonly linked = 'repairOrderPhotos';

  constructor(
    private readonly db: Db,
    private readonly photos: PhotosRepository,
    private readonly orders: RepairOrderRepository,
    private readonly orderCustomers: RepairOrderCustomersRepository,
    private readonly tokens: TrackingTokens,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // ── Staff ──────────────────────────────────────────────────────────────────────────────────

  async list(orderId: string): Promise<OrderPhotosDto> {
    const signedAt = await this.orders.intakeSignedAt(orderId);
    if (signedAt === undefined) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
    const photos = await this.photos.ofOrder(orderId);
    const refusal = await this.photos.refusal(orderId);
    return {
      photos: photos.map((p) => this.staffView(p)),
      maxPhotos: MAX_PHOTOS_PER_ORDER,
      maxPhotoBytes: MAX_PHOTO_BYTES,
      intakePhotosRequired: this.config.photos.intakeRequired,
      intakePhotosDeclined: refusal ? { by: refusal.by, at: refusal.at.toISOString() } : null,
      intakeSignedAt: signedAt ? signedAt.toISOString() : null,
    };
  }

  /**
   * Stores photos taken at `moment`: every file is re-encoded first, and if one is not a photo
   * (by its content) none is kept (415). More than 12 on the order: 409 (the database's count).
   */
  async upload(
    orderId: string,
    moment: PhotoMoment,
    files: { buffer: Buffer }[],
    staff: PhotoActor,
  ): Promise<OrderPhotosDto> {
    if (files.length === 0)
      throw new BadRequestException({
        message: 'No photo: send one or more image files in the field "photos"',
        errors: [{ field: 'photos', message: 'photos must hold at least one file' }],
      });
    if ((await this.orders.intakeSignedAt(orderId)) === undefined)
      throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
    const has = (await this.photos.ofOrder(orderId)).length;
    if (has + files.length > MAX_PHOTOS_PER_ORDER)
      throw new ConflictException({ message: tooManyMessage(has) });
    const encoded: EncodedPhoto[] = [];
    for (const file of files) {
      try {
        encoded.push(await encodePhoto(file.buffer));
      } catch (error) {
        if (error instanceof NotAPhotoError) throw new UnsupportedMediaTypeException(NOT_A_PHOTO_MESSAGE);
        throw error;
      }
    }
    await this.db.transaction(async () => {
      if ((await this.orders.lockStatus(orderId)) === undefined)
        throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
      try {
        await this.photos.insert(orderId, encoded, {
          moment,
          userId: staff.id,
          username: staff.username,
          at: this.clock.now(),
        });
      } catch (error) {
        // Another upload to the order came first: the database's count refuses the 13th.
        if (violatedConstraint(error, 'check') === PHOTO_CONSTRAINTS.atMost12)
          throw new ConflictException({
            message: `An order keeps at most ${MAX_PHOTOS_PER_ORDER} photos: another upload came first`,
          });
        throw error;
      }
    });
    return this.list(orderId);
  }

  /** Deletes a photo before the intake is signed (409 after: the database's rule); the history says so. */
  async delete(orderId: string, photoId: string, staff: PhotoActor): Promise<void> {
    await this.db.transaction(async () => {
      if ((await this.orders.lockStatus(orderId)) === undefined)
        throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
      let deleted: PhotoRecord | undefined;
      try {
        deleted = await this.photos.delete(orderId, photoId);
      } catch (error) {
        if (violatedConstraint(error, 'check') === PHOTO_CONSTRAINTS.intakeSigned)
          throw new ConflictException({ message: INTAKE_SIGNED_MESSAGE });
        throw error;
      }
      if (!deleted) throw new NotFoundException({ message: PHOTO_NOT_FOUND_MESSAGE });
      await this.orders.recordEvent(orderId, {
        kind: 'photo_deleted',
        text: `Deleted ${photoWords(deleted.moment)} taken by ${deleted.takenBy} on ${this.shopTime(deleted.takenAt)}`,
        by: { userId: staff.id, username: staff.username },
        at: this.clock.now(),
      });
    });
  }

  /** Shows a repair photo to the customer, or stops (409 for an intake or hand-over photo). */
  async share(orderId: string, photoId: string, shared: boolean): Promise<OrderPhotosDto> {
    await this.db.transaction(async () => {
      let found: boolean;
      try {
        found = await this.photos.setShared(orderId, photoId, shared);
      } catch (error) {
        if (violatedConstraint(error, 'check') === PHOTO_CONSTRAINTS.sharedRepair)
          throw new ConflictException({ message: ONLY_REPAIR_PHOTOS_SHARED_MESSAGE });
        throw error;
      }
      if (!found) {
        if ((await this.orders.intakeSignedAt(orderId)) === undefined)
          throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
        throw new NotFoundException({ message: PHOTO_NOT_FOUND_MESSAGE });
      }
    });
    return this.list(orderId);
  }

  /** Records that the customer declined intake photos at check-in (once), a line of the history. */
  async declineIntakePhotos(orderId: string, staff: PhotoActor): Promise<OrderPhotosDto> {
    await this.db.transaction(async () => {
      if ((await this.orders.lockStatus(orderId)) === undefined)
        throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
      if (await this.photos.refusal(orderId)) return;
      const at = this.clock.now();
      const by = { userId: staff.id, username: staff.username };
      await this.photos.recordRefusal(orderId, by, at);
      await this.orders.recordEvent(orderId, {
        kind: 'intake_photos_declined',
        text: 'The customer declined intake photos',
        by,
        at,
      });
    });
    return this.list(orderId);
  }

  /** A photo's image or thumbnail for staff. */
  async image(
    orderId: string,
    photoId: string,
    which: 'image' | 'thumbnail',
  ): Promise<{ bytes: Buffer; mediaType: string }> {
    const found = await this.photos.bytes(orderId, photoId, which);
    if (!found) throw new NotFoundException({ message: PHOTO_NOT_FOUND_MESSAGE });
    return { bytes: found.bytes, mediaType: found.record.mediaType };
  }

  // ── The customer, by tracking token ───────────────────────────────────────────────────────

  async trackingList(token: string): Promise<TrackingPhotosDto> {
    const orderId = await this.orderOfToken(token);
    const photos = (await this.photos.ofOrder(orderId)).filter(customerSees);
    const base = `/api/track/${encodeURIComponent(token)}/photos`;
    return {
      photos: photos.map((p) => ({
        id: p.id,
        moment: p.moment,
        takenAt: p.takenAt.toISOString(),
        width: p.width,
        height: p.height,
        thumbnailWidth: p.thumbnailWidth,
        thumbnailHeight: p.thumbnailHeight,
        imageUrl: `${base}/${p.id}/image`,
        thumbnailUrl: `${base}/${p.id}/thumbnail`,
      })),
    };
  }

  /** A photo the customer may see (one 404 for an unknown token, an unknown photo and one not theirs to see). */
  async trackingImage(
    token: string,
    photoId: string,
    which: 'image' | 'thumbnail',
  ): Promise<{ bytes: Buffer; mediaType: string }> {
    const orderId = await this.orderOfToken(token);
    const found = await this.photos.bytes(orderId, photoId, which);
    if (!found || !customerSees(found.record)) throw new NotFoundException({ message: TRACKING_NOT_FOUND });
    return { bytes: found.bytes, mediaType: found.record.mediaType };
  }

  // ── Keeping and erasing (intake spec 4) ─────────────────────────────────────────────────────

  /**
   * The housekeeping's clean-up: deletes the photos of orders whose longest warranty ended more
   * than PHOTOS_KEEP_DAYS_AFTER_WARRANTY days ago (signed intakes included), a history line per
   * order saying how many went and why. Answers how many photos were deleted.
   */
  async removeAfterWarranty(now: Date): Promise<number> {
    const keepDays = this.config.photos.keepDaysAfterWarranty;
    const due = await this.orders.pastWarranty(await this.photos.ordersWithPhotos(), now, keepDays);
    let deleted = 0;
    for (let i = 0; i < due.length; i += 50) {
      deleted += await this.db.transaction(() =>
        this.remove(
          due.slice(i, i + 50),
          'retention',
          now,
          (n, moments) =>
            `${n} photo${n === 1 ? '' : 's'} (${moments}) deleted: kept until ${keepDays} days after the warranty ended`,
        ),
      );
    }
    return deleted;
  }

  /** Part of a customer's erasure (CustomerLinks, in its transaction): their orders' photos go. */
  async erase(customerId: string): Promise<void> {
    const orders = await this.orderCustomers.ordersOf(customerId);
    await this.remove(
      orders.map((o) => o.id),
      'erasure',
      this.clock.now(),
      (n, moments) => `${n} photo${n === 1 ? '' : 's'} (${moments}) deleted with the customer's record`,
    );
  }

  private async remove(
    orderIds: string[],
    reason: PhotoRemoval,
    at: Date,
    words: (count: number, moments: string) => string,
  ): Promise<number> {
    const removed = await this.photos.removeAll(orderIds, reason);
    let total = 0;
    for (const orderId of new Set(removed.map((r) => r.orderId))) {
      const counts = removed.filter((r) => r.orderId === orderId);
      const n = counts.reduce((sum, c) => sum + c.count, 0);
      total += n;
      await this.orders.recordEvent(orderId, {
        kind: reason === 'retention' ? 'photos_expired' : 'photos_erased',
        text: words(n, byMoment(counts)),
        by: SYSTEM,
        at,
      });
    }
    return total;
  }

  // ── Helpers ──────────────────────────────────────────────────────────────────────────────

  private async orderOfToken(token: string): Promise<string> {
    const orderId = await this.tokens.orderOf(token, this.clock.now());
    if (!orderId) throw new NotFoundException({ message: TRACKING_NOT_FOUND });
    return orderId;
  }

  private staffView(p: PhotoRecord): PhotoDto {
    const base = `/api/admin/repair-orders/${p.orderId}/photos/${p.id}`;
    return {
      id: p.id,
      moment: p.moment,
      takenBy: p.takenBy,
      takenAt: p.takenAt.toISOString(),
      sharedWithCustomer: p.sharedWithCustomer,
      customerSees: customerSees(p),
      width: p.width,
      height: p.height,
      thumbnailWidth: p.thumbnailWidth,
      thumbnailHeight: p.thumbnailHeight,
      imageUrl: `${base}/image`,
      thumbnailUrl: `${base}/thumbnail`,
    };
  }

  private shopTime(at: Date): string {
    return new Intl.DateTimeFormat('en-US', {
      timeZone: this.config.shop.timeZone,
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(at);
  }
}
