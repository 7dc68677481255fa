import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HttpException } from '@nestjs/common';
import type { PreparedBody } from '../common/http/prepared-body.js';
import type { RateLimitPolicy } from '../config/app-config.js';
import { asset, PAGE_CACHE_CONTROL, PRIVATE_PAGE_CACHE_CONTROL } from './files.js';
import type { SiteManifest, SiteRoute } from './site-manifest.js';

/** The parameters of a route's pattern, from a path (`/track/:token` -> `{ token }`). */
export type RouteParams = Readonly<Record<string, string>>;

/** One API read a server-rendered page may need (the service behind its operation). */
export interface DataProvider {
  /**
   * The read's current answer for the page's route parameters (those it does not take are
   * ignored). A 404 HttpException means there is nothing there: the page is rendered with `null`
   * and shows its not-found state.
   */
  read: (params: RouteParams) => Promise<object>;
  /**
   * One visitor's data behind a secret in the URL (a tracking token), read under the rate-limit
   * policy of its API operation: a page that reads it is counted per address with that policy,
   * answered `no-store`, never kept, and its path never logged.
   */
  private?: { rateLimit: RateLimitPolicy };
  /** When the data last changed (through any instance): the sitemap's lastmod of the pages made from it. */
  changedAt?: () => Promise<Date>;
}

/** The API reads server-rendered pages may need, by operationId. */
export type DataProviders = Record<string, DataProvider>;

/** Whether a route's page shows one visitor's data (see DataProvider.private). */
export const privateRoute = (route: SiteRoute, providers: DataProviders): DataProvider['private'] =>
  route.data.map((name) => providers[name]?.private).find(Boolean);

/** What the frontend build's renderer (frontend/src/app/prerender.tsx) offers the server. */
interface FrontendRenderer {
  renderServerPage(
    path: string,
    data: Record<string, object | null>,
    template: string,
  ): Promise<{ status: 200 | 404; html: string } | null>;
}

/** A rendered page and its status: 404 for a page showing a not-found state. */
export interface RenderedPage {
  status: 200 | 404;
  body: PreparedBody;
}

interface Kept {
  /** The data objects the page was rendered with: a provider hands out a new object after a change. */
  data: (object | null)[];
  page: Promise<RenderedPage | null>;
}

/** A read's answer, or null when the API would answer 404 (nothing there: the page's not-found state). */
async function answerOf(provider: DataProvider, params: RouteParams): Promise<object | null> {
  try {
    return await provider.read(params);
  } catch (error) {
    if (error instanceof HttpException && error.getStatus() === 404) return null;
    throw error;
  }
}

/**
 * Renders the pages of `server` routes with current data, so that a phone paints their content
 * with the HTML instead of after the app's code and an API call. Each page is rendered once per
 * version of its data and kept, with its compressed copies, until the data changes; a page of one
 * visitor's data (a private provider) is rendered for each request and never kept. The frontend's
 * renderer decides what it renders: a 404 page for a path the data has no page for (an unknown
 * device or token: not kept), null (the site then serves the route's shell) for another spelling
 * of a page, which is not kept either.
 * Fails at start when a route needs data no provider gives.
 */
export function serverRenderer(
  root: string,
  manifest: SiteManifest,
  providers: DataProviders,
  /** The rendered HTML as sent: the site's address in place of the build's stand-in. */
  publicize: (html: string) => string = (html) => html,
): (route: SiteRoute, path: string, params: RouteParams) => Promise<RenderedPage | null> {
  const templates = new Map<string, string>();
  for (const route of manifest.routes.filter((r) => r.render === 'server')) {
    const missing = route.data.filter((name) => !providers[name]);
    if (missing.length) throw new Error(`route ${route.name} needs ${missing.join(', ')}: no provider`);
    templates.set(route.name, readFileSync(join(root, '.site', route.template!), 'utf8'));
  }
  const file = join(root, '.site', manifest.renderer);
  // Loaded with the first page, not at start: tests and the API alone never pay for it.
  let renderer: Promise<FrontendRenderer> | null = null;
  const kept = new Map<string, Kept>();

  async function render(
    route: SiteRoute,
    path: string,
    data: (object | null)[],
    cacheControl: string,
  ): Promise<RenderedPage | null> {
    renderer ??= import(pathToFileURL(file).href) as Promise<FrontendRenderer>;
    const byName = Object.fromEntries(route.data.map((name, i) => [name, data[i]!]));
    const page = await (await renderer).renderServerPage(path, byName, templates.get(route.name)!);
    // Only pages that exist are kept: any other path costs no memory.
    if (page?.status !== 200) kept.delete(path);
    return (
      page && { status: page.status, body: asset(Buffer.from(publicize(page.html)), '.html', cacheControl) }
    );
  }

  return async (route, path, params) => {
    const data = await Promise.all(route.data.map((name) => answerOf(providers[name]!, params)));
    if (privateRoute(route, providers)) return render(route, path, data, PRIVATE_PAGE_CACHE_CONTROL);
    const current = kept.get(path);
    if (current && current.data.every((d, i) => d === data[i])) return current.page;
    const page = render(route, path, data, PAGE_CACHE_CONTROL);
    kept.set(path, { data, page });
    page.catch(() => kept.delete(path));
    return page;
  };
}
