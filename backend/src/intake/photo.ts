/*
 * A photo of the device (intake spec 1): the moments it is taken at and the limits the shop keeps.
 * No SQL and no framework: the repository stores photos, the service applies the rules.
 */

/** When a photo is taken: at check-in, during the repair (a fault found inside), at hand-over. */
export const PHOTO_MOMENTS = ['intake', 'repair', 'handover'] as const;
export type PhotoMoment = (typeof PHOTO_MOMENTS)[number];

/** How many photos one order keeps at most (the database's trigger holds it). */
export const MAX_PHOTOS_PER_ORDER = 12;
/** The largest photo accepted, as sent (before re-encoding): 15 MB. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** The re-encoded copy's longest side, in pixels. */
export const PHOTO_LONGEST_SIDE = 2048;
/** The thumbnail's longest side, in pixels (lists: shown at about 160 px, sharp on a 2x screen). */
export const THUMBNAIL_LONGEST_SIDE = 360;

/** The customer sees intake and hand-over photos, and repair photos staff shared. */
export function customerSees(photo: { moment: PhotoMoment; sharedWithCustomer: boolean }): boolean {
  return photo.moment !== 'repair' || photo.sharedWithCustomer;
}

const MOMENT_WORDS: Record<PhotoMoment, string> = {
  intake: 'an intake',
  repair: 'a repair',
  handover: 'a hand-over',
};

/** "an intake photo", "a hand-over photo": for the order's history. */
export function photoWords(moment: PhotoMoment): string {
  return `${MOMENT_WORDS[moment]} photo`;
}

/** A photo as stored, without its bytes. */
export interface PhotoRecord {
  id: string;
  orderId: string;
  moment: PhotoMoment;
  takenBy: string;
  takenAt: Date;
  sharedWithCustomer: boolean;
  mediaType: string;
  width: number;
  height: number;
  thumbnailWidth: number;
  thumbnailHeight: number;
}

/** A photo ready to store: its re-encoded image and thumbnail. */
export interface EncodedPhoto {
  mediaType: 'image/jpeg';
  image: Buffer;
  width: number;
  height: number;
  thumbnail: Buffer;
  thumbnailWidth: number;
  thumbnailHeight: number;
}
