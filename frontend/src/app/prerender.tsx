import { Suspense, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter, useRoutes } from 'react-router-dom';
import { Layout } from '../components/layout/Layout';
import { PageLoader } from '../components/layout/PageLoader';
import { routeTable } from '../config/paths';
import { documentTitle, ServerRender, ServerRenderContext, type PageMeta } from '../lib/usePageMeta';
import { AppProviders } from './providers';
import { RequestStoreContext } from './requestStore';
import { AppRoutes } from './router';
import { paramsOf, seedStore, type ServerData } from './serverData';
import { SERVER_DATA_ID } from './serverDataId';
import { makeStore } from './store';

/**
 * Rendering outside the browser, built into `dist/.site/ssr/prerender.js`: at build time
 * (scripts/prerender.mjs) the pages of `prerender` routes and the shells of all routes; at request
 * time (the backend) the pages of `server` routes with the API data they need. Each render has a
 * store and a record of its own, so renders may run side by side. The browser hydrates the result
 * (app/main.tsx).
 */
export { routeTable };

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

/** Renders the page of one URL, waiting for its lazy chunks, with `data` in a store of its own. */
export async function renderPage(url: string, data: ServerData = {}): Promise<RenderedPage> {
  const store = makeStore();
  seedStore(data, paramsOf(url), store);
  const render = new ServerRender();
  const html = await renderToHtml(
    <ServerRenderContext value={render}>
      <RequestStoreContext value={store}>
        <AppProviders>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </RequestStoreContext>
    </ServerRenderContext>,
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
  return { html, meta: { title: documentTitle(''), description: '' }, notFound: false };
}

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that cannot end its script element or open a comment, whatever staff typed into the catalogue. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * A page's HTML in its route's template (index.html with the route's scripts): the rendered body
 * in #root, marked with the path it was rendered for, its title and description, and the data it
 * was rendered with (for hydration) when there is any.
 */
export function inTemplate(
  template: string,
  path: string,
  { html, meta }: Pick<RenderedPage, 'html' | 'meta'>,
  data?: ServerData,
): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('the template has no empty #root');
  let page = template.replace(
    root,
    () =>
      `<div id="root" data-prerendered="${escapeHtml(path)}">${html}</div>` +
      (data ? `<script type="application/json" id="${SERVER_DATA_ID}">${scriptJson(data)}</script>` : ''),
  );
  if (meta) {
    page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`);
    if (meta.description)
      page = page.replace(
        /<meta name="description" content="[^"]*"/,
        () => `<meta name="description" content="${escapeHtml(meta.description)}"`,
      );
  }
  return page;
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
