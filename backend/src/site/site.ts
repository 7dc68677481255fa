import { readdirSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { sendPrepared, type PreparedBody } from '../common/http/prepared-body.js';
import type { RateLimiter } from '../common/rate-limit/rate-limiter.js';
import {
  ASSET_CACHE_CONTROL,
  FILE_CACHE_CONTROL,
  loadFile,
  PAGE_CACHE_CONTROL,
  PRIVATE_PAGE_CACHE_CONTROL,
} from './files.js';
import { routeMatcher, routeParams } from './route-matcher.js';
import { privateRoute, serverRenderer, type DataProviders } from './server-rendered-pages.js';
import { readManifest } from './site-manifest.js';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The path a route is known by: no trailing slash (but for the root). */
const normalise = (path: string) => path.replace(/(.)\/+$/, '$1');

/**
 * The built site (STATIC_DIR), loaded into memory once with its compressed copies, served from
 * the route manifest (`.site/routes.json`): files by their path (hashed `/assets/` cached for a
 * year), and every other GET that is not for /api answered by its route: a `prerender` route with
 * its page written at build time, a `server` route with its page rendered with current data
 * (`data`: the API reads by operationId, for the route's parameters), and any URL of a route
 * without a page of its own with the route's shell. Not-found pages (the catch-all, an unknown
 * category, device or tracking token) answer 404. A page of one visitor's data (a repair's
 * tracking) is counted per address under its API read's rate limit (`limits`) and never cached.
 * Null when the directory holds no built site.
 */
export function site(
  root: string,
  data: DataProviders,
  limits: Pick<RateLimiter, 'hit'>,
): ((req: Request, res: Response, next: NextFunction) => void) | null {
  const manifest = readManifest(root);
  if (!manifest) return null;
  const files = new Map<string, PreparedBody>();
  for (const file of walk(root)) {
    const ext = extname(file);
    if (ext === '.br' || ext === '.gz') continue;
    const urlPath = '/' + relative(root, file).split('\\').join('/');
    files.set(
      urlPath,
      loadFile(file, urlPath.startsWith('/assets/') ? ASSET_CACHE_CONTROL : FILE_CACHE_CONTROL),
    );
  }
  const page = (file: string, cacheControl = PAGE_CACHE_CONTROL) =>
    loadFile(join(root, '.site', file), cacheControl);
  const routes = manifest.routes.map((route) => {
    const visitor = privateRoute(route, data);
    return {
      ...route,
      private: visitor,
      shellPage: page(route.shell, visitor ? PRIVATE_PAGE_CACHE_CONTROL : PAGE_CACHE_CONTROL),
      prerendered: new Map(Object.entries(route.pages ?? {}).map(([path, file]) => [path, page(file)])),
    };
  });
  const routeOf = routeMatcher(routes);
  const render = serverRenderer(root, manifest, data);
  const logger = new Logger('Site');

  /** A server-rendered page, or the route's shell when rendering failed (the browser then renders it). */
  const serverPage = (req: Request, res: Response, route: (typeof routes)[number], path: string) =>
    render(route, path, routeParams(route.pattern, path)).then(
      (rendered) => sendPrepared(req, res, rendered?.body ?? route.shellPage, rendered?.status ?? 200),
      (error: unknown) => {
        // A private page's path holds its secret: the log names the route only.
        logger.warn(`${route.private ? route.name : path} served as its shell: ${(error as Error).message}`);
        sendPrepared(req, res, route.shellPage);
      },
    );

  return (req, res, next) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      req.path === '/api' ||
      req.path.startsWith('/api/')
    )
      return next();
    const file = files.get(req.path);
    if (file) return sendPrepared(req, res, file);
    // A missing file with an extension is a real 404, not a page.
    if (extname(req.path) !== '') return next();
    const path = normalise(req.path);
    const route = routeOf(path);
    if (!route) return next();
    // A page whose query string picks what it shows (the wizard's later steps) gets the shell for such
    // a URL: its rendered HTML shows the page without the query.
    const queryInBrowser = route.queryInBrowser && req.url.includes('?');
    if (route.render === 'server' && !queryInBrowser) {
      if (!route.private) return void serverPage(req, res, route, path);
      // Counted per address with its API read's policy (req.ip honours X-Forwarded-For only when
      // TRUST_PROXY is on): past the limit, 429 with Retry-After and the shell, whose page then
      // shows the API's own answer.
      limits.hit(route.private.rateLimit, req.ip ?? 'unknown').then(
        (retryAfter) => {
          if (retryAfter === null) return serverPage(req, res, route, path);
          res.setHeader('Retry-After', String(retryAfter));
          sendPrepared(req, res, route.shellPage, 429);
        },
        (error: unknown) => next(error),
      );
      return;
    }
    const prerendered = route.prerendered.get(path);
    sendPrepared(
      req,
      res,
      prerendered && !queryInBrowser ? prerendered : route.shellPage,
      // Not-found pages answer 404 (so that search engines do not index them): the catch-all,
      // and a path of a prerendered route with parameters that has no page (all its pages are
      // prerendered: an unknown product category or subcategory).
      route.pattern === '*' || (route.render === 'prerender' && route.pattern.includes(':') && !prerendered)
        ? 404
        : 200,
    );
  };
}
