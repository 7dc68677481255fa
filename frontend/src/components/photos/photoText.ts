import type { PhotoMoment } from '../../api/track';

/** A photo's moment as people read it (intake spec 1). */
export const PHOTO_MOMENT_LABEL: Record<PhotoMoment, string> = {
  intake: 'Intake',
  repair: 'Repair',
  handover: 'Hand-over',
};

/** The moments in the order a repair meets them. */
export const PHOTO_MOMENTS: PhotoMoment[] = ['intake', 'repair', 'handover'];

/** The largest photo the server takes, as sent (15 MB). */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

/** The check-in's photos step (intake spec 1): what it asks for and says. */
export const INTAKE_PHOTOS_TEXT = {
  title: 'Photos of the device',
  /** Said before the check-in, which goes on to them. */
  next: 'Photos of the device come next, once the order is made.',
  /** What the setting asks for: 2 is "front and back". */
  ask: (needed: number) =>
    needed === 0
      ? 'No intake photos are required; take some if the device has marks worth keeping.'
      : `Take ${needed} photo${needed === 1 ? '' : 's'} of the device${needed === 2 ? ' (front and back)' : ''} before it goes to the workshop. On a phone or tablet the camera opens; at a desk, choose the files.`,
  missing: (taken: number, needed: number) =>
    `${taken} of ${needed} intake photos taken: ${needed - taken} more needed.`,
  complete: (taken: number) => `${taken} intake photo${taken === 1 ? '' : 's'} taken.`,
  declined: 'The customer declined photos: recorded on the order.',
  take: (taken: number) => (taken === 0 ? 'Take photos' : 'Take more photos'),
  uploading: (n: number) => (n === 1 ? 'Uploading 1 photo…' : `Uploading ${n} photos…`),
  uploadingCaption: 'Uploading…',
  gridLabel: 'Intake photos',
  alt: (n: number, of: number) => `Intake photo ${n} of ${of}`,
  pendingAlt: (name: string) => `Uploading ${name}`,
  decline: 'Customer declined photos',
  declineFailed: 'The refusal was not recorded',
  later: 'Take photos later',
  done: 'Done',
  failed: 'Photos not added',
  tooBig: (names: string[]) => `Each photo can be at most 15 MB: ${names.join(', ')}`,
  tooMany: (max: number, room: number) =>
    `An order keeps at most ${max} photos: ${room === 0 ? 'no room is left' : `room for ${room} more`}.`,
  loading: 'Loading the photos…',
  loadFailed: 'The photos could not be loaded: take them on the order page.',
} as const;
