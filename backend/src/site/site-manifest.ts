import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One route of the route manifest the frontend build writes (frontend/src/config/paths.ts). */
export interface SiteRoute {
  name: string;
  pattern: string;
  render: 'prerender' | 'server' | 'shell';
  audience: 'public' | 'staff';
  title: string;
  /** API reads (operationIds) the page is rendered with. */
  data: string[];
  /** A path of the route that exists. */
  example: string;
  /** A URL with a query string gets the shell (the page renders its query in the browser). */
  queryInBrowser: boolean;
  /** Its pages are indexed by search engines and listed in the sitemap. */
  indexed: boolean;
  /** Files under .site/: the route's shell, its prerendered pages by path, its page template. */
  shell: string;
  pages?: Record<string, string>;
  template?: string;
}

export interface SiteManifest {
  /** The module (under .site/) that renders `server` routes. */
  renderer: string;
  /** The stand-in for the site's address in pages and files: the server puts PUBLIC_URL in its place. */
  publicOrigin: string;
  /** Where a page carries the shop's structured data (the server writes it there). */
  shopDataMarker: string;
  /** The pictures of the shop the structured data names (paths of the site). */
  shopImages: { photo: string; logo: string };
  /** When the build made the prerendered pages (their sitemap lastmod). */
  builtAt: string;
  /** The prerendered pages that are indexed (the sitemap lists them). */
  indexedPages: string[];
  routes: SiteRoute[];
}

export const MANIFEST_FILE = join('.site', 'routes.json');

export function readManifest(root: string): SiteManifest | null {
  const file = join(root, MANIFEST_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SiteManifest) : null;
}
