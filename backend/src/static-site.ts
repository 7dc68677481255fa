import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

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

interface Asset {
  type: string;
  etag: string;
  cacheControl: string;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * Where the build puts the shell of a route: its first segment names it and each further segment
 * is a parameter, written `_` (/repair/iphone/iphone-15 -> /repair/_/_/app-shell.html).
 */
export function routeShellPath(path: string): string {
  const [first, ...rest] = path.split('/').filter(Boolean);
  return `/${[first ?? '', ...rest.map(() => '_')].join('/')}/app-shell.html`.replace('//', '/');
}

/**
 * Loads the built site into memory once, with its brotli and gzip copies, and serves it:
 * hashed files under /assets/ cached for a year as immutable, HTML never cached, and every other
 * GET that is not for /api answered with index.html (the SPA fallback).
 */
export function staticSite(root: string): ((req: Request, res: Response, next: NextFunction) => void) | null {
  if (!existsSync(join(root, 'index.html'))) return null;
  const assets = new Map<string, Asset>();
  for (const file of walk(root)) {
    const ext = extname(file);
    if (ext === '.br' || ext === '.gz') continue;
    const raw = readFileSync(file);
    const urlPath = '/' + relative(root, file).split('\\').join('/');
    const asset: Asset = {
      type: TYPES[ext] ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 22)}"`,
      cacheControl: urlPath.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : ext === '.html'
          ? 'no-cache'
          : 'public, max-age=3600',
      raw,
    };
    if (COMPRESSIBLE.has(ext) && raw.length > 512) {
      // Compressed at build time (frontend/scripts/compress.mjs); quickly here when missing.
      asset.br = existsSync(`${file}.br`)
        ? readFileSync(`${file}.br`)
        : brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      asset.gzip = existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : gzipSync(raw, { level: 6 });
    }
    assets.set(urlPath, asset);
  }
  const index = assets.get('/index.html')!;

  return (req, res, next) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      req.path === '/api' ||
      req.path.startsWith('/api/')
    )
      return next();
    // A page prerendered at build time (dist/<route>/index.html) is served for its route.
    let asset = assets.get(req.path) ?? assets.get(`${req.path.replace(/\/$/, '')}/index.html`);
    if (!asset) {
      // A missing file with an extension is a real 404, not a page.
      if (extname(req.path) !== '') return next();
      // Other routes get the prerendered app shell (header, loader, footer): the route's own (which
      // preloads the route's code and data) when there is one, else the plain one, else the index.
      asset = assets.get(routeShellPath(req.path)) ?? assets.get('/app-shell.html') ?? index;
    }
    res.setHeader('Content-Type', asset.type);
    res.setHeader('Cache-Control', asset.cacheControl);
    res.setHeader('ETag', asset.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === asset.etag) {
      res.status(304).end();
      return;
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    let body = asset.raw;
    if (asset.br && /\bbr\b/.test(accept)) {
      res.setHeader('Content-Encoding', 'br');
      body = asset.br;
    } else if (asset.gzip && /\bgzip\b/.test(accept)) {
      res.setHeader('Content-Encoding', 'gzip');
      body = asset.gzip;
    }
    res.setHeader('Content-Length', String(body.length));
    res.status(200).end(req.method === 'HEAD' ? undefined : body);
  };
}
