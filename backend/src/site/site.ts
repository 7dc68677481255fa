import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { sendPrepared, type PreparedBody } from '../common/http/prepared-body.js';
import type { RateLimiter } from '../common/rate-limit/rate-limiter.js';
import {
  asset,
  ASSET_CACHE_CONTROL,
  FILE_CACHE_CONTROL,
  loadFile,
  PAGE_CACHE_CONTROL,
  PRIVATE_PAGE_CACHE_CONTROL,
} from './files.js';
import { routeMatcher, routeParams } from './route-matcher.js';
import { privateRoute, serverRenderer, type DataProviders } from './server-rendered-pages.js';
import type { SiteManifest } from './site-manifest.js';
import { atPublicUrl, sitemapXml, withShopData, type SiteSeo } from './seo-pages.js';
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
  seo: SiteSeo,
): ((req: Request, res: Response, next: NextFunction) => void) | null {
  const manifest = readManifest(root);
  if (!manifest) return null;
  const publicize = (text: string) => atPublicUrl(manifest, seo, text);
  /**
   * A file of the build as sent: one naming the build's stand-in for the site's address (pages,
   * robots.txt) with PUBLIC_URL in its place, compressed here (the build made no copies of it).
   */
  const load = (file: string, cacheControl: string): PreparedBody => {
    const ext = extname(file);
    if (!['.html', '.txt', '.xml', '.json'].includes(ext)) return loadFile(file, cacheControl);
    const text = readFileSync(file, 'utf8');
    const sent = publicize(text);
    return sent === text ? loadFile(file, cacheControl) : asset(Buffer.from(sent), ext, cacheControl);
  };
  const files = new Map<string, PreparedBody>();
  for (const file of walk(root)) {
    const ext = extname(file);
    if (ext === '.br' || ext === '.gz') continue;
    const urlPath = '/' + relative(root, file).split('\\').join('/');
    files.set(urlPath, load(file, urlPath.startsWith('/assets/') ? ASSET_CACHE_CONTROL : FILE_CACHE_CONTROL));
  }
  const page = (file: string, cacheControl = PAGE_CACHE_CONTROL) =>
    load(join(root, '.site', file), cacheControl);
  /** A prerendered page: its bytes, or, carrying the shop's structured data, its bytes as that data is now. */
  const prerenderedPage = (file: string): PreparedBody | (() => Promise<PreparedBody>) => {
    const html = readFileSync(join(root, '.site', file), 'utf8');
    return manifest.shopDataMarker && html.includes(manifest.shopDataMarker)
      ? withShopData(manifest, seo, publicize(html), PAGE_CACHE_CONTROL)
      : page(file);
  };
  const routes = manifest.routes.map((route) => {
    const visitor = privateRoute(route, data);
    return {
      ...route,
      private: visitor,
      shellPage: page(route.shell, visitor ? PRIVATE_PAGE_CACHE_CONTROL : PAGE_CACHE_CONTROL),
      prerendered: new Map(
        Object.entries(route.pages ?? {}).map(([path, file]) => [path, prerenderedPage(file)]),
      ),
    };
  });
  const routeOf = routeMatcher(routes);
  const render = serverRenderer(root, manifest, data, publicize);
  const sitemap = sitemapOf(root, manifest, data, seo);
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
    // The access line names the page's route (its pattern), never the path: a private page's holds its secret.
    const locals = res.locals as { route?: string };
    if (req.path === SITEMAP_PATH) {
      locals.route = SITEMAP_PATH;
      return void sitemap().then(
        (body) => sendPrepared(req, res, body),
        (error: unknown) => next(error),
      );
    }
    const file = files.get(req.path);
    if (file) {
      locals.route = '(file)';
      return sendPrepared(req, res, file);
    }
    // A missing file with an extension is a real 404, not a page.
    if (extname(req.path) !== '') return next();
    const path = normalise(req.path);
    const route = routeOf(path);
    if (!route) return next();
    locals.route = route.pattern;
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
    // Not-found pages answer 404 (so that search engines do not index them): the catch-all,
    // and a path of a prerendered route with parameters that has no page (all its pages are
    // prerendered: an unknown product category or subcategory).
    const status =
      route.pattern === '*' || (route.render === 'prerender' && route.pattern.includes(':') && !prerendered)
        ? 404
        : 200;
    const body = prerendered && !queryInBrowser ? prerendered : route.shellPage;
    if (typeof body !== 'function') return sendPrepared(req, res, body, status);
    body().then(
      (made) => sendPrepared(req, res, made, status),
      (error: unknown) => next(error),
    );
  };
}

export const SITEMAP_PATH = '/sitemap.xml';

/** What the frontend's renderer lists for the sitemap (frontend/src/app/prerender.tsx). */
interface SitemapRenderer {
  indexedServerPages(data: Record<string, object | null>): { route: string; path: string }[];
}

/**
 * /sitemap.xml: every indexed page at its canonical URL (PUBLIC_URL), with its last change: the
 * prerendered pages the build lists (as of the build), and the pages of indexed server-rendered
 * routes the current data has (the repair catalogue's categories and devices: as of the last
 * change of the data they show). Made again when that data changes through any instance (a new
 * object from its provider, as the rendered pages are) or its time of change moves.
 */
function sitemapOf(
  root: string,
  manifest: SiteManifest,
  providers: DataProviders,
  seo: SiteSeo,
): () => Promise<PreparedBody> {
  const routes = manifest.routes.filter((route) => route.indexed && route.render === 'server');
  const reads = [...new Set(routes.flatMap((route) => route.data))];
  for (const name of reads)
    if (!providers[name] || providers[name].private) throw new Error(`the sitemap cannot read ${name}`);
  const builtAt = new Date(manifest.builtAt ?? 0);
  let renderer: Promise<SitemapRenderer> | null = null;
  let made: { key: unknown[]; body: PreparedBody } | null = null;
  return async () => {
    renderer ??= import(
      pathToFileURL(join(root, '.site', manifest.renderer)).href
    ) as Promise<SitemapRenderer>;
    const data = await Promise.all(reads.map((name) => providers[name]!.read({})));
    const changed = await Promise.all(
      reads.map((name) => providers[name]!.changedAt?.() ?? Promise.resolve(builtAt)),
    );
    const key = [...data, ...changed.map((d) => d.getTime())];
    if (made && made.key.length === key.length && made.key.every((k, i) => k === key[i])) return made.body;
    const byName = Object.fromEntries(reads.map((name, i) => [name, data[i]!]));
    const changedAt = Object.fromEntries(reads.map((name, i) => [name, changed[i]!]));
    const lastmod = (routeName: string) => {
      const route = routes.find((r) => r.name === routeName)!;
      return new Date(Math.max(...route.data.map((name) => changedAt[name]!.getTime())));
    };
    const entries = [
      ...(manifest.indexedPages ?? []).map((path) => ({ loc: seo.publicUrl + path, lastmod: builtAt })),
      ...(await renderer)
        .indexedServerPages(byName)
        .map(({ route, path }) => ({ loc: seo.publicUrl + path, lastmod: lastmod(route) })),
    ];
    made = { key, body: asset(Buffer.from(sitemapXml(entries)), '.xml', PAGE_CACHE_CONTROL) };
    return made.body;
  };
}
