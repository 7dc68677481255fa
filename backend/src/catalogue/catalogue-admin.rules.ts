/** Limits and helpers of the back-office catalogue edits (device models and service types). */

/** Highest base price accepted, in dollars (the database holds cents). */
export const MAX_BASE_PRICE_DOLLARS = 10_000;
export const NAME_MAX_LENGTH = 80;
export const BRAND_MAX_LENGTH = 40;
export const WARRANTY_MAX_LENGTH = 60;
/** Longest warranty a service can have, in days (ten years; the database checks the same). */
export const WARRANTY_DAYS_MAX = 3650;
export const IMAGE_MAX_LENGTH = 300;
export const SLUG_MAX_LENGTH = 80;
/** The public id: lower-case words joined by single dashes (the database checks the same). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** An image is a picture under /images on this site (the CSP allows no other origin for images). */
export const IMAGE_PATTERN = /^\/images\/[A-Za-z0-9_\-/]+(\.[A-Za-z0-9_-]+)*\.(svg|png|jpe?g|webp|avif)$/;

export const trim = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;

/** A public id from a name: `iPhone 15 Pro Max` → `iphone-15-pro-max` (`+` reads as `plus`). */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/\+/g, '-plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-$/, '');
}

/** For a partial update: a field left out is skipped, but `null` is checked (and refused) like any value. */
export const given = (_object: object, value: unknown): boolean => value !== undefined;
