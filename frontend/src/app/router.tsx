import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { Island } from '../components/island/Island';
import { Layout, preloadLayout } from '../components/layout/Layout';
import { routeTable, type NamedRoute } from '../config/paths';
import { lazyWithPreload, type Preloadable } from '../lib/lazyWithPreload';
import { hasServerData } from './serverDataId';

type PageModule = { default: ComponentType };

/**
 * Every page module (src/features/<feature>/…Page.tsx and the 404 page), each its own chunk; a
 * route names its page in config/paths.ts.
 */
const pageModules = import.meta.glob<PageModule>([
  '../features/*/*Page.tsx',
  '../features/*/routes/*Page.tsx',
  '../components/NotFoundPage.tsx',
]);

/** The loader of a route's page module. */
export function pageLoader(route: Pick<NamedRoute, 'name' | 'page'>): () => Promise<PageModule> {
  const load = pageModules[`../${route.page}.tsx`];
  if (!load) throw new Error(`Route ${route.name}: no page module src/${route.page}.tsx`);
  return load;
}

let storeLoaded: Promise<typeof import('./StoreProvider')> | null = null;

/**
 * The store module, loaded once. A page the server rendered with API data (serverDataId.ts) first
 * puts that data in the store, so that it hydrates with what the server rendered: once its module
 * (`page`) has loaded too, for it imports the generated client of its reads (api/track.ts, which
 * only the tracking pages load), which injects their endpoints.
 */
function loadStore(page?: Promise<unknown>) {
  storeLoaded ??= Promise.all([
    import('./StoreProvider'),
    hasServerData()
      ? Promise.all([import('./serverData'), page]).then(([data]) => data.seedFromDocument())
      : null,
  ]).then(
    ([module]) => module,
    (error: unknown) => {
      storeLoaded = null; // a failed download is tried again by the next page
      throw error;
    },
  );
  return storeLoaded;
}

/** Loads a page module and the Redux store in parallel and wraps the page in the store. */
async function withStore(load: () => Promise<PageModule>): Promise<PageModule> {
  const page = load();
  const [{ default: Page }, { StoreProvider }] = await Promise.all([page, loadStore(page)]);
  return {
    default: function StoredPage() {
      return (
        <StoreProvider>
          <Page />
        </StoreProvider>
      );
    },
  };
}

/** The browser's store, for a part that loads it on demand (the discount form's first keystroke). */
const loadBrowserStore = () => loadStore().then((module) => module.browserStore);

/** Loaded after the page renders (it opens 2 s after load anyway); Redux loads on its first keystroke. */
const DiscountPopup = lazy(() => import('../features/discount/DiscountPopup'));

/**
 * A route's component, loaded lazily: the page (in the store unless the route says `store: false`,
 * which keeps Redux off the critical path of pages that make no API call), plus the discount
 * popup where the route has it.
 */
function routeComponent(route: NamedRoute): Preloadable<object> {
  const load = pageLoader(route);
  return lazyWithPreload(async () => {
    const { default: Page } = route.store === false ? await load() : await withStore(load);
    if (!route.discountPopup) return { default: Page };
    return {
      default: function PageWithPopup() {
        return (
          <>
            <Page />
            <Island name="discountPopup">
              <Suspense fallback={null}>
                <DiscountPopup loadStore={loadBrowserStore} />
              </Suspense>
            </Island>
          </>
        );
      },
    };
  });
}

const components = new Map(routeTable.map((route) => [route.name, routeComponent(route)]));

/** The route objects of the router: every route of config/paths.ts inside the layout. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: routeTable.map((route) => {
      const Component = components.get(route.name)!;
      return { id: route.name, path: route.pattern, element: <Component /> };
    }),
  },
];

/**
 * Loads the code a path renders with (the layout's lazy parts and the route's page), so that a
 * page painted from HTML hydrates without any part suspending (app/main.tsx).
 */
export async function preloadPath(pathname: string): Promise<void> {
  const matched = matchRoutes(routes, pathname) ?? [];
  await Promise.all([
    preloadLayout(),
    ...matched.map(({ route }) => (route.id ? components.get(route.id)?.preload() : undefined)),
  ]);
}

/**
 * The app's routes (render inside a router: `BrowserRouter`, or `StaticRouter` when rendering
 * on the server). The declarative router is about 18 KB gzipped lighter than the data router.
 * Errors of a page are caught inside the layout.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
