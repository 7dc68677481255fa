import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A content coding this module sends (RFC 9110 §8.4.1); identity is the bytes as they are. */
export type Coding = 'br' | 'gzip' | 'identity';

/** One encoding of the body, with the strong ETag of exactly these bytes. */
export interface Variant {
  coding: Coding;
  bytes: Buffer;
  etag: string;
}

/**
 * A response body prepared once (serialised, compressed, hashed) and then sent as it is to every
 * request: the site's files and pages, the public price map.
 */
export interface PreparedBody {
  type: string;
  cacheControl: string;
  /** The identity bytes first, then the compressed copies (br, gzip) when there are any. */
  variants: Variant[];
}

export interface PrepareOptions {
  type: string;
  cacheControl: string;
  /** Make brotli and gzip copies (bodies of 512 bytes or less are never worth it). */
  compress?: boolean;
  /** Copies made earlier (the build's .br and .gz files), used instead of compressing here. */
  br?: Buffer;
  gzip?: Buffer;
  /** Brotli quality when compressing here (default 5: quick; 11 for bytes kept until a change). */
  brotliQuality?: number;
}

const hash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
const SUFFIX: Record<Coding, string> = { identity: '', br: '-br', gzip: '-gz' };
/** The server's preference among codings the client weighs equally: the smallest bytes first. */
const PREFERENCE: readonly Coding[] = ['br', 'gzip', 'identity'];

/**
 * Prepares bytes for sending. Each coding gets its own strong ETag (its own bytes, RFC 9110
 * §8.8.3): the identity hash, with `-br` or `-gz` for the compressed copies.
 */
export function prepareBody(raw: Buffer, options: PrepareOptions): PreparedBody {
  const tag = hash(raw);
  const variant = (coding: Coding, bytes: Buffer): Variant => ({
    coding,
    bytes,
    etag: `"${tag}${SUFFIX[coding]}"`,
  });
  const variants = [variant('identity', raw)];
  if (options.compress && raw.length > 512) {
    const quality = options.brotliQuality ?? 5;
    variants.push(
      variant(
        'br',
        options.br ?? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
      ),
      variant('gzip', options.gzip ?? gzipSync(raw, { level: 9 })),
    );
  }
  return { type: options.type, cacheControl: options.cacheControl, variants };
}

/** Accept-Encoding's codings with their q-values (RFC 9110 §12.5.3); `x-gzip` is gzip. */
function parseAcceptEncoding(header: string): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([01](?:\.\d{0,3})?)$/.exec(param);
      if (match) q = Math.min(1, Number(match[1]));
    }
    const coding = name === 'x-gzip' ? 'gzip' : name;
    // A coding listed twice keeps its highest weight.
    accepted.set(coding, Math.max(q, accepted.get(coding) ?? 0));
  }
  return accepted;
}

/**
 * The coding to send, of those `available`, for an
 * Accept-Encoding header (RFC 9110 §12.5.3): the highest q-value wins, ties go to the server's
 * preference (br, gzip, identity); a coding not listed takes the weight of `*`; identity is
 * acceptable unless it, or `*` without it, has q=0; q=0 means "not acceptable". No header:
 * identity. When nothing available is acceptable, identity is sent anyway (the RFC allows that
 * instead of a 415).
 */
export function chooseCoding(header: string | undefined, available: readonly Coding[]): Coding {
  if (header === undefined) return 'identity';
  const accepted = parseAcceptEncoding(header);
  const star = accepted.get('*');
  // identity, when neither it nor * is listed, is acceptable at the lowest weight listed (as the
  // negotiator package has it): "gzip;q=0.5" prefers gzip to identity, "gzip;q=0" refuses gzip only.
  const lowest = Math.min(1, ...accepted.values());
  const weight = (coding: Coding) => accepted.get(coding) ?? star ?? (coding === 'identity' ? lowest : 0);
  let best: Coding = 'identity';
  let bestWeight = 0;
  for (const coding of PREFERENCE.filter((c) => available.includes(c))) {
    const q = weight(coding);
    if (q > bestWeight) {
      best = coding;
      bestWeight = q;
    }
  }
  return best;
}

/**
 * Whether If-None-Match matches the ETag (RFC 9110 §13.1.2): `*` matches any current
 * representation; otherwise a list of entity tags, compared weakly (W/ ignored on both sides).
 */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  for (const [tag] of header.matchAll(/(?:W\/)?"[^"]*"/g)) {
    if (tag.replace(/^W\//, '') === opaque) return true;
  }
  return false;
}

/**
 * Sends a prepared body: the encoding the client accepts best (Vary: Accept-Encoding when there is
 * more than one), its ETag, Cache-Control, and 304 without a body when If-None-Match names it;
 * headers only for HEAD. One write, no serialisation. Works on Node's and Express's responses.
 */
export function sendPrepared(
  req: IncomingMessage,
  res: ServerResponse,
  body: PreparedBody,
  status: 200 | 404 | 429 = 200,
): void {
  const available = body.variants.map((v) => v.coding);
  const coding = available.length > 1 ? chooseCoding(req.headers['accept-encoding'], available) : 'identity';
  const variant = body.variants.find((v) => v.coding === coding) ?? body.variants[0]!;
  res.setHeader('Cache-Control', body.cacheControl);
  res.setHeader('ETag', variant.etag);
  if (available.length > 1) res.setHeader('Vary', 'Accept-Encoding');
  // Only a 200 answer has a representation a cache may revalidate (RFC 9110 15.4.5).
  if (
    status === 200 &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    ifNoneMatchMatches(req.headers['if-none-match'], variant.etag)
  ) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', body.type);
  if (variant.coding !== 'identity') res.setHeader('Content-Encoding', variant.coding);
  res.setHeader('Content-Length', variant.bytes.length);
  res.statusCode = status;
  if (req.method === 'HEAD') res.end();
  else res.end(variant.bytes);
}
