/**
 * The site's address as pages are rendered (at build time and by the server's renderer): a
 * stand-in, reserved by RFC 2606, that the server replaces with PUBLIC_URL in every page it sends
 * (backend/src/site, told by routes.json), so one build serves any address.
 */
export const PUBLIC_ORIGIN = 'https://public-url.invalid';

/** The absolute URL of a path of the site. */
export const absoluteUrl = (path: string): string => `${PUBLIC_ORIGIN}${path}`;

/** Where the server puts the shop's structured data (its hours follow the closed days staff set). */
export const SHOP_DATA_MARKER = '<!--shop-structured-data-->';

/** The share image of a section, made at build time (scripts/share-images.mjs). */
export const shareImagePath = (section: string): string => `/images/share/${section}.png`;
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
