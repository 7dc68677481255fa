import type { PhotoMoment } from '../../api';

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
