import type { PreparedBody } from '../common/http/prepared-body.js';
import { asset } from './files.js';
import type { SiteManifest } from './site-manifest.js';

/** What the site needs to show the shop to search engines and link previews (../seo, the config). */
export interface SiteSeo {
  /** PUBLIC_URL: the site's address, without a trailing slash. */
  publicUrl: string;
  /** The shop's structured data now (a new object when a closed day changes or the day turns). */
  shopData: (images: { photo: string; logo: string }) => Promise<{ jsonLd: object }>;
}

/** JSON that cannot end its script element or open a comment. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const xmlEscape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Bytes of the build with the site's address (PUBLIC_URL) in place of the build's stand-in. */
export function atPublicUrl(manifest: SiteManifest, seo: SiteSeo, text: string): string {
  return manifest.publicOrigin ? text.replaceAll(manifest.publicOrigin, seo.publicUrl) : text;
}

/**
 * A prerendered page that carries the shop's structured data: prepared again, once, each time
 * that data changes (a closed day added or removed through any instance, the day turning).
 */
export function withShopData(
  manifest: SiteManifest,
  seo: SiteSeo,
  html: string,
  cacheControl: string,
): () => Promise<PreparedBody> {
  let made: { data: object; body: PreparedBody } | null = null;
  return async () => {
    const { jsonLd } = await seo.shopData(manifest.shopImages);
    if (made?.data !== jsonLd) {
      const page = html.replace(
        manifest.shopDataMarker,
        () => `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
      );
      made = { data: jsonLd, body: asset(Buffer.from(page), '.html', cacheControl) };
    }
    return made.body;
  };
}

/** The sitemap (sitemaps.org 0.9) of absolute page URLs, each with its last change. */
export function sitemapXml(entries: { loc: string; lastmod: Date }[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${xmlEscape(loc)}</loc><lastmod>${lastmod.toISOString()}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
