import { Suspense, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter, useRoutes } from 'react-router-dom';
import { Layout } from '../components/layout/Layout';
import { PageLoader } from '../components/layout/PageLoader';
import { productCategories } from '../features/products/data/catalogue';
import { paths } from '../config/paths';
import { documentTitle, takePrerenderedMeta, type PageMeta } from '../lib/usePageMeta';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

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
