import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { ThemeProvider } from '@mui/material/styles';
import { matchRoutes, StaticRouter, useRoutes } from 'react-router-dom';
import type { CatalogueDto } from '../api';
import {
  IslandRendererContext,
  type IslandName,
  type IslandProps,
  type IslandRenderer,
} from '../components/island/Island';
import { Layout } from '../components/layout/Layout';
import { PageLoader } from '../components/layout/PageLoader';
import { indexable, routeTable, SHARE_SECTIONS } from '../config/paths';
import { metaOf } from '../config/routeMeta';
import { shop } from '../config/shop';
import { repairPages } from '../features/repair/pages';
import { PUBLIC_ORIGIN, SHARE_IMAGE_SIZE, shareImagePath, SHOP_DATA_MARKER } from '../lib/seo/origin';
import { headTags, scriptJson, shellHead, withHead } from '../lib/seo/head';
import { ServerRender, ServerRenderContext, type PageMeta } from '../lib/usePageMeta';
import { islandModules } from './islandRegistry';
import { islandTheme } from './islandTheme';
import { AppProviders } from './providers';
import { RequestStoreContext } from './requestStore';
import { AppRoutes } from './router';
// Every generated client a page's reads are in (config/paths.ts, DATA_READS) is loaded before a
// page is rendered with them (seedStore): the public one (by serverData.ts) and the tracking one.
import '../api/track';
import { paramsOf, seedStore, type ServerData } from './serverData';
import { SERVER_DATA_ID } from './serverDataId';
import { makeStore } from './store';
import { theme } from './theme';

/**
 * Rendering outside the browser, built into `dist/.site/ssr/prerender.js`: at build time
 * (scripts/prerender.mjs) the pages of `prerender` routes and the shells of all routes; at request
 * time (the backend) the pages of `server` routes with the API data they need. Each render has a
 * store and a record of its own, so renders may run side by side. The browser hydrates the result
 * (app/main.tsx).
 */
export { routeTable };
export { metaOf };

export interface RenderedPage {
  html: string;
  meta: PageMeta | null;
  /** The page shows a not-found state (an unknown category, device, path). */
  notFound: boolean;
}

/** Renders to HTML; any error (which would leave a part to be rendered by the browser) fails. */
async function renderToHtml(node: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(node, {
    onError: (error) => void errors.push(error),
    // Every boundary inline: no out-of-order chunks, whose inline scripts the CSP would block.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  if (errors.length) throw new AggregateError(errors, `rendering failed: ${String(errors[0])}`);
  return new Response(prelude).text();
}

/** Every island's component, loaded once: an island renders synchronously inside the page's render. */
const islandComponents = Object.fromEntries(
  await Promise.all(
    Object.entries(islandModules).map(async ([name, island]) => [name, await island.load()] as const),
  ),
) as Record<IslandName, Awaited<ReturnType<(typeof islandModules)[IslandName]['load']>>>;

/**
 * An island of a content page as the browser hydrates it (app/islands.tsx): a root of its own, in
 * the islands' theme, its ids prefixed with its name; nothing for a part the browser alone renders.
 */
const renderIsland: IslandRenderer = (name: IslandName, props: IslandProps) => {
  if (islandModules[name].client) return null;
  const Component = islandComponents[name];
  return renderToString(
    <ThemeProvider theme={islandTheme}>
      <Component {...props} />
    </ThemeProvider>,
    { identifierPrefix: `${name}-` },
  );
};

/** The route a URL's page is of. */
const routeOfUrl = (url: string) => {
  const name = routeOf(new URL(url, 'http://x').pathname);
  return routeTable.find((route) => route.name === name);
};

/**
 * Renders the page of one URL, waiting for its lazy chunks, with `data` in a store of its own. A
 * content page (`hydrate: 'islands'`) renders its interactive parts as islands.
 */
export async function renderPage(url: string, data: ServerData = {}): Promise<RenderedPage> {
  const store = makeStore();
  seedStore(data, paramsOf(url), store);
  const render = new ServerRender(metaOf);
  const islands = routeOfUrl(url)?.hydrate === 'islands' ? renderIsland : null;
  const html = await renderToHtml(
    <IslandRendererContext value={islands}>
      <ServerRenderContext value={render}>
        <RequestStoreContext value={store}>
          <AppProviders>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </RequestStoreContext>
      </ServerRenderContext>
    </IslandRendererContext>,
  );
  return { html, meta: render.meta, notFound: render.notFound };
}

function ShellRoutes() {
  return useRoutes([{ element: <Layout />, children: [{ path: '*', element: <PageLoader /> }] }]);
}

/** The shell: the layout with a loading indicator in place of the page (each route's shell adds its preloads). */
export async function renderShell(): Promise<RenderedPage> {
  const html = await renderToHtml(
    <AppProviders>
      <StaticRouter location="/">
        <Suspense fallback={null}>
          <ShellRoutes />
        </Suspense>
      </StaticRouter>
    </AppProviders>,
  );
  return { html, meta: null, notFound: false };
}

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A page's HTML in its route's template (index.html with the route's scripts): the rendered body
 * in #root, marked with the path it was rendered for, its head (title, description, canonical
 * link, link previews, JSON-LD: lib/seo/head.ts), and the data it was rendered with (for
 * hydration) when there is any.
 */
export function inTemplate(
  template: string,
  path: string,
  { html, meta }: Pick<RenderedPage, 'html' | 'meta'>,
  data?: ServerData,
): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('the template has no empty #root');
  const page = template.replace(
    root,
    () =>
      `<div id="root" data-prerendered="${escapeHtml(path)}">${html}</div>` +
      (data ? `<script type="application/json" id="${SERVER_DATA_ID}">${scriptJson(data)}</script>` : ''),
  );
  return meta ? withHead(page, headTags(meta)) : page;
}

/** The name of the route that renders a path, as the router matches it. */
export function routeOf(path: string): string | undefined {
  return matchRoutes(
    routeTable.map((route) => ({ path: route.pattern, id: route.name })),
    path,
  )?.[0]?.route.id;
}

const serverRoutes = routeTable.filter((route) => route.render === 'server');
const matchable = serverRoutes.map((route) => ({ path: route.pattern, id: route.name }));

/** A page rendered at request time, with the HTTP status it is answered with. */
export interface ServerPage {
  /** 404 when the page shows a not-found state (an unknown category or device), so that it is not indexed. */
  status: 200 | 404;
  html: string;
}

/**
 * Request-time rendering, for the backend: the whole HTML page of a `server` route, rendered with
 * `data` (the route's API reads) into `template` (its page template, dist/.site). A page showing a
 * not-found state comes with status 404 (the backend does not keep those). Null for a path of no
 * such route, and for any other spelling than the route's own (`href` of the matched parameters)
 * of a page that exists: the backend then serves the route's shell, and may keep every 200 page
 * this returns.
 */
export async function renderServerPage(
  path: string,
  data: ServerData,
  template: string,
): Promise<ServerPage | null> {
  const [match] = matchRoutes(matchable, path) ?? [];
  const route = serverRoutes.find((r) => r.name === match?.route.id);
  if (!match || !route) return null;
  const params = Object.values(match.params).map(String);
  const canonical = (route.href as (...p: unknown[]) => string)(...params) === path;
  const rendered = await renderPage(path, data);
  if (rendered.notFound) return { status: 404, html: inTemplate(template, path, rendered, data) };
  return canonical ? { status: 200, html: inTemplate(template, path, rendered, data) } : null;
}

/** A route's shell: the layout with its loading indicator, headed by the route's title and description, never indexed. */
export function routeShell(shell: string, routeName: string): string {
  const route = routeTable.find((r) => r.name === routeName);
  if (!route) throw new Error(`no route ${routeName}`);
  return withHead(shell, shellHead(route));
}

/**
 * The pages of server-rendered routes that are indexed (the sitemap lists them), for the data
 * they render with: a route without parameters is its one page; a route with parameters lists
 * what its data has pages for.
 */
const catalogueOf = (data: ServerData) => data.getCatalogue as CatalogueDto | null | undefined;
const PAGES_OF: Record<string, (data: ServerData) => string[]> = {
  'repair.category': (data) => {
    const catalogue = catalogueOf(data);
    return catalogue ? repairPages(catalogue).categories : [];
  },
  'repair.device': (data) => {
    const catalogue = catalogueOf(data);
    return catalogue ? repairPages(catalogue).devices : [];
  },
};
export const indexedServerRoutes = serverRoutes.filter(indexable);
for (const route of indexedServerRoutes)
  if (route.pattern.includes(':') && !PAGES_OF[route.name])
    throw new Error(`route ${route.name}: indexed with parameters, but its pages are not listed`);

export function indexedServerPages(data: ServerData): { route: string; path: string }[] {
  return indexedServerRoutes.flatMap((route) =>
    (route.pattern.includes(':') ? PAGES_OF[route.name]!(data) : [route.pattern]).map((path) => ({
      route: route.name,
      path,
    })),
  );
}

export { indexable };

/** What the build's other steps need: the stand-ins the server replaces, and the share images' facts. */
export const seoBuild = {
  origin: PUBLIC_ORIGIN,
  shopDataMarker: SHOP_DATA_MARKER,
  shop: { name: shop.name, tagline: shop.tagline, phone: shop.phone, address: shop.address },
  sections: SHARE_SECTIONS,
  shareImage: (section: string) => shareImagePath(section),
  shareImageSize: SHARE_IMAGE_SIZE,
  colours: {
    primary: theme.palette.primary.main,
    primaryDark: theme.palette.primary.dark,
    accent: theme.palette.secondary.main,
    text: theme.palette.primary.contrastText,
  },
};
