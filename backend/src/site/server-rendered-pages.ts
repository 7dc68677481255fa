import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PreparedBody } from '../common/http/prepared-body.js';
import { asset, PAGE_CACHE_CONTROL } from './files.js';
import type { SiteManifest, SiteRoute } from './site-manifest.js';

/** The API reads a server-rendered page may need, by operationId: each answer's current object. */
export type DataProviders = Record<string, () => Promise<object>>;

/** What the frontend build's renderer (frontend/src/app/prerender.tsx) offers the server. */
interface FrontendRenderer {
  renderServerPage(
    path: string,
    data: Record<string, object>,
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
  data: object[];
  page: Promise<RenderedPage | null>;
}

/**
 * Renders the pages of `server` routes with current data, so that a phone paints their content
 * with the HTML instead of after the app's code and an API call. Each page is rendered once per
 * version of its data and kept, with its compressed copies, until the data changes. The frontend's
 * renderer decides what it renders: a 404 page for a path the data has no page for (an unknown
 * device: not kept), null (the site then serves the route's shell) for another spelling of a
 * page, which is not kept either.
 * Fails at start when a route needs data no provider gives.
 */
export function serverRenderer(
  root: string,
  manifest: SiteManifest,
  providers: DataProviders,
): (route: SiteRoute, path: string) => Promise<RenderedPage | null> {
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

  async function render(route: SiteRoute, path: string, data: object[]): Promise<RenderedPage | null> {
    renderer ??= import(pathToFileURL(file).href) as Promise<FrontendRenderer>;
    const byName = Object.fromEntries(route.data.map((name, i) => [name, data[i]!]));
    const page = await (await renderer).renderServerPage(path, byName, templates.get(route.name)!);
    // Only pages that exist are kept: any other path costs no memory.
    if (page?.status !== 200) kept.delete(path);
    return page && { status: page.status, body: asset(Buffer.from(page.html), '.html', PAGE_CACHE_CONTROL) };
  }

  return async (route, path) => {
    const data = await Promise.all(route.data.map((name) => providers[name]!()));
    const current = kept.get(path);
    if (current && current.data.every((d, i) => d === data[i])) return current.page;
    const page = render(route, path, data);
    kept.set(path, { data, page });
    page.catch(() => kept.delete(path));
    return page;
  };
}
