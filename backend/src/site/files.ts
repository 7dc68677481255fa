import { existsSync, readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { prepareBody, type PreparedBody } from '../common/http/prepared-body.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

/** HTML pages are revalidated on every visit; hashed assets never change; other files for an hour. */
export const PAGE_CACHE_CONTROL = 'no-cache';
/** A page of one visitor's data (a repair's tracking): no cache keeps it, not even the browser's. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'no-store';
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const FILE_CACHE_CONTROL = 'public, max-age=3600';

/** A file's answer: its type and, for text, its brotli and gzip copies (made at build time when given). */
export function asset(
  raw: Buffer,
  ext: string,
  cacheControl: string,
  compressed: { br?: Buffer; gzip?: Buffer } = {},
): PreparedBody {
  return prepareBody(raw, {
    type: TYPES[ext] ?? 'application/octet-stream',
    cacheControl,
    compress: COMPRESSIBLE.has(ext),
    ...compressed,
  });
}

/** A built file with the copies frontend/scripts/compress.mjs made of it (compressed here when missing). */
export function loadFile(file: string, cacheControl: string): PreparedBody {
  const copy = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  return asset(readFileSync(file), extname(file), cacheControl, { br: copy('.br'), gzip: copy('.gz') });
}
