import { readdirSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { sendPrepared, type PreparedBody } from '../common/http/prepared-body.js';
import { ASSET_CACHE_CONTROL, FILE_CACHE_CONTROL, loadFile, PAGE_CACHE_CONTROL } from './files.js';
import { routeMatcher } from './route-matcher.js';
import { serverRenderer, type DataProviders } from './server-rendered-pages.js';
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
 * (`data`: the API reads by operationId), and any URL of a route without a page of its own with
 * the route's shell. Not-found pages (the catch-all, an unknown category or device) answer 404.
 * Null when the directory holds no built site.
 */
export function site(
  root: string,
  data: DataProviders,
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
  const page = (file: string) => loadFile(join(root, '.site', file), PAGE_CACHE_CONTROL);
  const routes = manifest.routes.map((route) => ({
    ...route,
    shellPage: page(route.shell),
    prerendered: new Map(Object.entries(route.pages ?? {}).map(([path, file]) => [path, page(file)])),
  }));
  const routeOf = routeMatcher(routes);
  const render = serverRenderer(root, manifest, data);
  const logger = new Logger('Site');

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
      render(route, path).then(
        (rendered) => sendPrepared(req, res, rendered?.body ?? route.shellPage, rendered?.status ?? 200),
        (error: unknown) => {
          logger.warn(`${path} served as its shell: ${(error as Error).message}`);
          sendPrepared(req, res, route.shellPage);
        },
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
