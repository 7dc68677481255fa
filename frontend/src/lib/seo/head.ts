import { documentTitle, fillMeta, type PageMeta } from '../usePageMeta';
import type { RouteDeclaration } from '../../config/paths';
import { metaOf } from '../../config/routeMeta';
import { shop } from '../../config/shop';
import { SHARE_SECTIONS } from '../../config/paths';
import { absoluteUrl, SHARE_IMAGE_SIZE, shareImagePath, SHOP_DATA_MARKER } from './origin';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that cannot end its script element or open a comment, whatever staff typed into the catalogue. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The HTML head of a page, after its charset and viewport: title, description, and either
 * `noindex` or the canonical link, Open Graph and Twitter card tags (with the section's share
 * image) and the page's JSON-LD. URLs are absolute, on the stand-in origin the server replaces.
 */
export function headTags(meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (meta.canonical === null) {
    tags.push('<meta name="robots" content="noindex" />');
    return tags.join('\n    ');
  }
  const url = absoluteUrl(meta.canonical);
  const image = absoluteUrl(shareImagePath(meta.section));
  const imageAlt = `${shop.name}: ${SHARE_SECTIONS[meta.section]}`;
  const property = (name: string, content: string | number) =>
    `<meta property="${name}" content="${escapeHtml(String(content))}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
  tags.push(
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    property('og:type', 'website'),
    property('og:site_name', shop.name),
    property('og:locale', 'en_US'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:image', image),
    property('og:image:type', 'image/png'),
    property('og:image:width', SHARE_IMAGE_SIZE.width),
    property('og:image:height', SHARE_IMAGE_SIZE.height),
    property('og:image:alt', imageAlt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', image),
    named('twitter:image:alt', imageAlt),
  );
  if (meta.shopData) tags.push(SHOP_DATA_MARKER);
  for (const data of meta.structuredData)
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n    ');
}

/** The head of a route's shell (a page that loads in the browser): its title and description, never indexed. */
export function shellHead(route: RouteDeclaration): string {
  const { title, description } = metaOf(route);
  return headTags({
    title: documentTitle(title),
    description: fillMeta(description, {}),
    canonical: null,
    section: route.section ?? 'home',
    structuredData: [],
    shopData: false,
  });
}

/** The page's head in place of the template's title and description (index.html). */
export function withHead(template: string, head: string): string {
  const pattern = /<title>[^<]*<\/title>\s*/;
  const description = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>\s*/;
  if (!pattern.test(template) || !description.test(template))
    throw new Error('the template has no title or description to replace');
  return template.replace(description, '').replace(pattern, () => `${head}\n  `);
}
