import { lazy, Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from '../components/layout/Layout';
import { paths } from '../config/paths';
import { hasServerData } from './serverDataId';

type PageModule = { default: ComponentType };

let storeLoaded: Promise<typeof import('./StoreProvider')> | null = null;

/**
 * The store module, loaded once. A page the server rendered with API data (serverDataId.ts) first
 * puts that data in the store, so that it hydrates with what the server rendered.
 */
function loadStore() {
  storeLoaded ??= Promise.all([
    import('./StoreProvider'),
    hasServerData() ? import('./serverData').then((data) => data.seedFromDocument()) : null,
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
async function withStore(load: () => Promise<PageModule>): Promise<ComponentType> {
  const [{ default: Page }, { StoreProvider }] = await Promise.all([load(), loadStore()]);
  return function StoredPage() {
    return (
      <StoreProvider>
        <Page />
      </StoreProvider>
    );
  };
}

/**
 * A lazily loaded route (one chunk per page module; page modules default-export their page).
 * Pages can use RTK Query hooks: they render inside the store.
 */
const page =
  (load: () => Promise<PageModule>): RouteObject['lazy'] =>
  async () => ({ Component: await withStore(load) });

/** Loaded after the home page renders (it opens 2 s after load anyway). */
const DiscountPopup = lazy(async () => ({
  default: await withStore(() => import('../features/discount/DiscountPopup')),
}));

const loadHome = () => import('../features/home/HomePage');

/**
 * Home page plus the discount popup (spec 2: /, /quote, /services). The home page itself renders
 * without the store so that Redux is not on its critical path.
 */
const homeRoute = (path: string): RouteObject => ({
  path,
  lazy: async () => {
    const { default: HomePage } = await loadHome();
    return {
      Component: () => (
        <>
          <HomePage />
          <Suspense fallback={null}>
            <DiscountPopup />
          </Suspense>
        </>
      ),
    };
  },
});

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        children: [
          homeRoute(paths.home.pattern),
          homeRoute(paths.quote.pattern),
          homeRoute(paths.services.pattern),
          {
            path: paths.products.root.pattern,
            lazy: page(() => import('../features/products/routes/ProductsPage')),
          },
          {
            path: paths.products.category.pattern,
            lazy: page(() => import('../features/products/routes/ProductCategoryPage')),
          },
          {
            path: paths.products.subcategory.pattern,
            lazy: page(() => import('../features/products/routes/ProductSubcategoryPage')),
          },
          {
            path: paths.comingSoon.pattern,
            lazy: page(() => import('../features/products/routes/ComingSoonPage')),
          },
          {
            path: paths.repair.root.pattern,
            lazy: page(() => import('../features/repair/routes/RepairPage')),
          },
          {
            path: paths.repair.category.pattern,
            lazy: page(() => import('../features/repair/routes/RepairCategoryPage')),
          },
          {
            path: paths.repair.device.pattern,
            lazy: page(() => import('../features/repair/routes/RepairDevicePage')),
          },
          {
            path: paths.bookAppointment.pattern,
            lazy: page(() => import('../features/booking/BookAppointmentPage')),
          },
          {
            path: paths.booking.pattern,
            lazy: page(() => import('../features/booking/BookingLookupPage')),
          },
          {
            path: paths.about.pattern,
            lazy: page(() => import('../features/about/AboutPage')),
          },
          // Admin pages: their own chunks, never imported by public pages.
          {
            path: paths.admin.root.pattern,
            lazy: page(() => import('../features/auth/AdminPage')),
          },
          {
            path: paths.admin.pricing.pattern,
            lazy: page(() => import('../features/pricing/AdminPricingPage')),
          },
          {
            path: paths.admin.deviceModels.pattern,
            lazy: page(() => import('../features/catalogue/DeviceModelsPage')),
          },
          {
            path: paths.admin.serviceTypes.pattern,
            lazy: page(() => import('../features/catalogue/ServiceTypesPage')),
          },
          {
            path: paths.admin.appointments.pattern,
            lazy: page(() => import('../features/back-office/AppointmentsPage')),
          },
          {
            path: paths.admin.customers.pattern,
            lazy: page(() => import('../features/back-office/CustomersPage')),
          },
          {
            path: paths.admin.closedDays.pattern,
            lazy: page(() => import('../features/back-office/ClosedDaysPage')),
          },
          {
            path: paths.notFound.pattern,
            lazy: page(() => import('../components/NotFoundPage')),
          },
        ],
      },
    ],
  },
];

/**
 * The routes are rendered by the declarative router (`useRoutes` inside `BrowserRouter`, or
 * `StaticRouter` when prerendering): it is about 18 KB gzipped lighter than the data router.
 * A route's `lazy` (as written above with `page()`) becomes a `React.lazy` element here, so each
 * page is its own chunk, loaded on first visit, and prerendering waits for it.
 */
function lazyElement(route: RouteObject) {
  const load = route.lazy;
  if (typeof load !== 'function') return route.element;
  const Component = lazy(async () => {
    const loaded = (await load()) as { Component?: ComponentType | null };
    if (!loaded.Component) throw new Error(`Route ${route.path ?? ''} has no component`);
    return { default: loaded.Component };
  });
  return <Component />;
}

function toElements(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const converted = { ...route, element: lazyElement(route) } as RouteObject;
    delete converted.lazy;
    if (route.children) converted.children = toElements(route.children);
    return converted;
  });
}

const appRoutes = toElements(routes);

/** The app's routes (render inside a router). Errors of a page are caught inside the layout. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
