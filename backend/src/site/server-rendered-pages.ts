import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import type { PreparedBody } from '../common/http/prepared-body.js';
import type { CatalogueDto } from '../catalogue/dto/catalogue.dto.js';
import { asset, type PageRenderer } from './static-site.js';

/** What the frontend build's renderer (frontend/src/app/prerender.tsx) offers the server. */
interface FrontendRenderer {
  renderServerPage(path: string, data: { catalogue: CatalogueDto }): Promise<string | null>;
}

/** The pages of one catalogue version, by path. */
type RenderedPages = Map<string, Promise<PreparedBody | null>>;

/**
 * The repair pages rendered with the current catalogue, so that a phone paints their content with
 * the HTML instead of after the app's code and an API call. The frontend's renderer (built into
 * `<site>/.ssr/`) decides which paths it renders; each page is rendered once per catalogue version
 * (the catalogue service hands out a new object after every change) and kept with its compressed
 * copies. Null when the build has no renderer; a page that cannot be rendered (an unknown device,
 * the database away, a rendering error) resolves to null and the site serves the route's shell.
 */
export function serverRenderedPages(
  siteRoot: string,
  catalogue: () => Promise<CatalogueDto>,
): PageRenderer | null {
  const file = join(siteRoot, '.ssr', 'prerender.js');
  if (!existsSync(file)) return null;
  const logger = new Logger('ServerRenderedPages');
  // Loaded with the first page, not at start: tests and the API alone never pay for it.
  let renderer: Promise<FrontendRenderer> | null = null;
  const versions = new WeakMap<CatalogueDto, RenderedPages>();

  async function render(
    path: string,
    data: CatalogueDto,
    pages: RenderedPages,
  ): Promise<PreparedBody | null> {
    renderer ??= import(pathToFileURL(file).href) as Promise<FrontendRenderer>;
    const html = await (await renderer).renderServerPage(path, { catalogue: data });
    // Only the pages the catalogue has are kept: any other path costs no memory.
    if (html === null) pages.delete(path);
    return html === null ? null : asset(Buffer.from(html), '.html', 'no-cache');
  }

  return async (path) => {
    // The renderer renders the repair pages only: other paths need not wait for the catalogue.
    if (!path.startsWith('/repair/') && path !== '/repair') return null;
    try {
      const data = await catalogue();
      let pages = versions.get(data);
      if (!pages) versions.set(data, (pages = new Map()));
      let page = pages.get(path);
      if (!page) {
        page = render(path, data, pages);
        pages.set(path, page);
        page.catch(() => pages.delete(path));
      }
      return await page;
    } catch (error) {
      logger.warn(`${path} served as its shell: ${(error as Error).message}`);
      return null;
    }
  };
}
