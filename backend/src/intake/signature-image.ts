import sharp from 'sharp';
import { MAX_SIGNATURE_BYTES, MAX_SIGNATURE_SIDE } from './signature.js';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Why a signature image is refused, in the words of the 400's field error. */
export class BadSignatureImage extends Error {}

/**
 * The strokes as sent (base64 of a PNG): a PNG by its content (its signature bytes, then decoded),
 * at most MAX_SIGNATURE_BYTES and MAX_SIGNATURE_SIDE pixels a side, and not blank (one colour).
 */
export async function readSignatureImage(base64: string): Promise<Buffer> {
  if (!BASE64.test(base64) || base64.length % 4 !== 0)
    throw new BadSignatureImage('image must be the base64 of a PNG');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_SIGNATURE_BYTES)
    throw new BadSignatureImage(`image must be at most ${MAX_SIGNATURE_BYTES / 1024} KB`);
  if (bytes.length < 9 || !bytes.subarray(0, 8).equals(PNG_MAGIC))
    throw new BadSignatureImage('image must be a PNG (by its content)');
  try {
    const image = sharp(bytes, {
      failOn: 'error',
      limitInputPixels: MAX_SIGNATURE_SIDE * MAX_SIGNATURE_SIDE,
    });
    const meta = await image.metadata();
    if (meta.format !== 'png') throw new BadSignatureImage('image must be a PNG (by its content)');
    if (!meta.width || !meta.height || meta.width > MAX_SIGNATURE_SIDE || meta.height > MAX_SIGNATURE_SIDE)
      throw new BadSignatureImage(`image must be at most ${MAX_SIGNATURE_SIDE} pixels a side`);
    const stats = await image.stats();
    if (stats.channels.every((c) => c.min === c.max))
      throw new BadSignatureImage('image has no strokes: sign first');
  } catch (error) {
    if (error instanceof BadSignatureImage) throw error;
    throw new BadSignatureImage('image must be a PNG that can be read');
  }
  return bytes;
}
