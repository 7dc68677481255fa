import { Suspense, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { matchPath, StaticRouter, useRoutes } from 'react-router-dom';
import { Layout } from '../components/layout/Layout';
import { PageLoader } from '../components/layout/PageLoader';
import { productCategories } from '../features/products/data/catalogue';
import { findCategory, findModel } from '../features/repair/catalogue';
import { paths } from '../config/paths';
import { documentTitle, takePrerenderedMeta, type PageMeta } from '../lib/usePageMeta';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { seedStore, type ServerData } from './serverData';
import { SERVER_DATA_ID } from './serverDataId';

/**
 * Build-time prerendering (scripts/prerender.mjs): the public pages whose content needs no API
 * call are rendered to HTML, so that their first paint needs no JavaScript; the browser then
 * hydrates them (app/main.tsx). Pages that need the API get the "shell": header, a loading
 * indicator and footer.
 */
export const prerenderedPaths: string[] = [
  paths.home.href(),
  paths.quote.href(),
  paths.services.href(),
  paths.about.href(),
  paths.products.root.href(),
  ...productCategories.flatMap((category) => [
    paths.products.category.href(category.id),
    ...category.subcategories.map((sub) => paths.products.subcategory.href(category.id, sub.id)),
  ]),
  paths.comingSoon.href(),
  // The wizard's first step (the brands); its other steps, chosen by the query string, render in the browser.
  paths.bookAppointment.href(),
];

export interface PrerenderedPage {
  html: string;
  meta: PageMeta | null;
}

/** Renders to HTML; any error (which would leave a part to be rendered by the browser) fails the build. */
async function renderToHtml(node: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(node, {
    onError: (error) => void errors.push(error),
    // Every boundary inline: no out-of-order chunks, whose inline scripts the CSP would block.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  if (errors.length) throw new AggregateError(errors, `prerendering failed: ${String(errors[0])}`);
  return new Response(prelude).text();
}

/** Renders one route, waiting for its lazy chunks. */
export async function renderPage(url: string): Promise<PrerenderedPage> {
  takePrerenderedMeta();
  const html = await renderToHtml(
    <AppProviders>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  return { html, meta: takePrerenderedMeta() };
}

function ShellRoutes() {
  return useRoutes([{ element: <Layout />, children: [{ path: '*', element: <PageLoader /> }] }]);
}

/** The page served for every other path: the layout with a loading indicator in place of the page. */
export async function renderShell(): Promise<PrerenderedPage> {
  const html = await renderToHtml(
    <AppProviders>
      <StaticRouter location="/">
        <Suspense fallback={null}>
          <ShellRoutes />
        </Suspense>
      </StaticRouter>
    </AppProviders>,
  );
  return { html, meta: { title: documentTitle(''), description: '' } };
}

/**
 * The HTML page of each server-rendered route (scripts/prerender.mjs passes them in when it builds
 * this module): index.html with the route's chunks preloaded, an empty #root, no data preload.
 */
declare const __SERVER_TEMPLATES__: Record<string, string>;

interface ServerRoute {
  /** The template's key: the route's first segment, `_` for each parameter. */
  template: string;
  pattern: string;
  /** The one spelling of a path that is rendered (and so cached) for a page the data has; else null. */
  canonical(params: Record<string, string | undefined>, data: ServerData): string | null;
}

/** The pages that show the repair catalogue: their main content needs API data. */
const serverRoutes: ServerRoute[] = [
  { template: 'repair', pattern: paths.repair.root.pattern, canonical: () => paths.repair.root.href() },
  {
    template: 'repair/_',
    pattern: paths.repair.category.pattern,
    canonical: ({ category }, { catalogue }) =>
      findCategory(catalogue, category) ? paths.repair.category.href(category!) : null,
  },
  {
    template: 'repair/_/_',
    pattern: paths.repair.device.pattern,
    canonical: ({ category, deviceId }, { catalogue }) =>
      findModel(catalogue, category, deviceId) ? paths.repair.device.href(category!, deviceId!) : null,
  },
];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that cannot end its script element or open a comment, whatever staff typed into the catalogue. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Renders run one at a time: they share the store and the recorded page meta. */
let rendering: Promise<unknown> = Promise.resolve();

/**
 * Request-time rendering, for the backend: the whole HTML page of a repair route, its content
 * rendered with `data` (the current catalogue) and that data embedded for hydration. Null for any
 * other path, and for a path that is not the canonical spelling of a page the catalogue has: the
 * backend then serves the route's shell (and can cache every page this returns).
 */
export function renderServerPage(path: string, data: ServerData): Promise<string | null> {
  for (const route of serverRoutes) {
    const match = matchPath(route.pattern, path);
    if (!match) continue;
    if (route.canonical(match.params, data) !== path) return Promise.resolve(null);
    const render = rendering.then(() => {
      seedStore(data);
      return renderPage(path);
    });
    rendering = render.catch(() => undefined);
    return render.then(({ html, meta }) => {
      let page = __SERVER_TEMPLATES__[route.template]!.replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-prerendered="${escapeHtml(path)}">${html}</div>` +
          `<script type="application/json" id="${SERVER_DATA_ID}">${scriptJson(data)}</script>`,
      );
      if (meta) {
        page = page
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
          .replace(
            /<meta name="description" content="[^"]*"/,
            () => `<meta name="description" content="${escapeHtml(meta.description)}"`,
          );
      }
      return page;
    });
  }
  return Promise.resolve(null);
}
