import sharp from 'sharp';
import { PHOTO_LONGEST_SIDE, THUMBNAIL_LONGEST_SIDE, type EncodedPhoto } from './photo.js';

/**
 * Raster formats a phone, a tablet or a desk's camera sends (as sharp reads them). Anything else,
 * SVG and PDF included, is not a photo.
 */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'avif', 'tiff', 'gif']);
/** Refuses images whose pixels would take more memory than a phone's photo ever does (100 MP). */
const MAX_INPUT_PIXELS = 100_000_000;

/** The bytes sent are not an image this shop takes (checked by content, never by name or type). */
export class NotAPhotoError extends Error {
  constructor() {
    super('Not a photo: send a JPEG, PNG, WebP or HEIF image');
    this.name = 'NotAPhotoError';
  }
}

/**
 * Re-encodes a photo as sent: turned upright (its EXIF orientation applied), at most 2048 px on
 * its longest side, as JPEG, and a thumbnail. sharp writes no metadata unless asked
 * (withMetadata/keepExif are never called here), so location, camera serial, dates and the
 * rest of EXIF, XMP, IPTC and ICC are gone from both. Bytes that are not a raster image answer
 * NotAPhotoError.
 */
export async function encodePhoto(bytes: Buffer): Promise<EncodedPhoto> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new NotAPhotoError();
  }
  if (!format || !PHOTO_FORMATS.has(format)) throw new NotAPhotoError();
  const upright = () =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 }).rotate();
  try {
    const image = await upright()
      .resize({
        width: PHOTO_LONGEST_SIDE,
        height: PHOTO_LONGEST_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(image.data)
      .resize({
        width: THUMBNAIL_LONGEST_SIDE,
        height: THUMBNAIL_LONGEST_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: 75, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return {
      mediaType: 'image/jpeg',
      image: image.data,
      width: image.info.width,
      height: image.info.height,
      thumbnail: thumbnail.data,
      thumbnailWidth: thumbnail.info.width,
      thumbnailHeight: thumbnail.info.height,
    };
  } catch {
    // A file that names an image format but does not decode (truncated, corrupt) is no photo either.
    throw new NotAPhotoError();
  }
}
