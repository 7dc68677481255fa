/** Pure rules of the back-office forms: the same limits as the server, checked before sending. */

export const MAX_BASE_PRICE = 10_000;
const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const IMAGE_PATTERN = /^\/images\/[A-Za-z0-9_\-/]+(\.[A-Za-z0-9_-]+)*\.(svg|png|jpe?g|webp|avif)$/;

/** Dollars typed by an editor, or null when it is not a price (negative, too big, 3+ decimals, text). */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_BASE_PRICE ? value : null;
}

export function isSlug(text: string): boolean {
  return SLUG_PATTERN.test(text);
}

export function isImagePath(text: string): boolean {
  return IMAGE_PATTERN.test(text);
}

/** Whole days of warranty from 0 to 3650 (what the server accepts), or null. */
export function parseWarrantyDays(text: string): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const days = Number(text.trim());
  return days <= 3650 ? days : null;
}
