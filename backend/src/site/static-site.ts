import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { prepareBody, sendPrepared, type PreparedBody } from '../common/http/prepared-body.js';

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

/** Pages rendered per request (server-rendered-pages.ts): null for a path it does not render. */
export type PageRenderer = (path: string) => Promise<PreparedBody | null>;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
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
 * hashed files under /assets/ cached for a year as immutable, HTML never cached, pages `render`
 * makes (the repair pages) rendered per request, and every other GET that is not for /api answered
 * with its route's shell (the SPA fallback).
 */
export function staticSite(
  root: string,
  render?: PageRenderer,
): ((req: Request, res: Response, next: NextFunction) => void) | null {
  if (!existsSync(join(root, 'index.html'))) return null;
  const assets = new Map<string, PreparedBody>();
  for (const file of walk(root)) {
    const ext = extname(file);
    if (ext === '.br' || ext === '.gz') continue;
    const urlPath = '/' + relative(root, file).split('\\').join('/');
    const cacheControl = urlPath.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : ext === '.html'
        ? 'no-cache'
        : 'public, max-age=3600';
    // Compressed at build time (frontend/scripts/compress.mjs); quickly here when missing.
    const copy = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
    assets.set(urlPath, asset(readFileSync(file), ext, cacheControl, { br: copy('.br'), gzip: copy('.gz') }));
  }
  const index = assets.get('/index.html')!;

  return (req, res, next) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      req.path === '/api' ||
      req.path.startsWith('/api/')
    )
      return next();
    // A page prerendered at build time (dist/<route>/index.html) is served for its route. It was
    // rendered without a query string: a route that also has a shell of its own (the booking
    // wizard, whose later steps the query names) gets that shell for a URL with one.
    const routeShell = req.path === '/' ? undefined : assets.get(routeShellPath(req.path));
    const file = assets.get(req.path) ?? assets.get(`${req.path.replace(/\/$/, '')}/index.html`);
    if (file) return sendPrepared(req, res, routeShell && req.url.includes('?') ? routeShell : file);
    // A missing file with an extension is a real 404, not a page.
    if (extname(req.path) !== '') return next();
    // Other routes get the prerendered app shell (header, loader, footer): the route's own (which
    // preloads the route's code and data) when there is one, else the plain one, else the index.
    const shell = routeShell ?? assets.get('/app-shell.html') ?? index;
    if (!render) return sendPrepared(req, res, shell);
    // A page the server renders with current data comes first; the shell when it does not.
    render(req.path).then(
      (page) => sendPrepared(req, res, page ?? shell),
      () => sendPrepared(req, res, shell),
    );
  };
}
