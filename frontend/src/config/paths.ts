/**
 * The route table of the site: each route declared once, here. Components build links with the
 * `href` builders and never hard-code a path; the router (app/router.tsx) routes by `pattern` to
 * `page`; the build (scripts/prerender.mjs) prerenders, renders or writes a shell for each route by
 * `render` and emits the table as `dist/.site/routes.json`, which the Node server (backend/src/site)
 * reads to answer every page URL. Adding a route means adding its declaration here (and its page).
 */

/**
 * How a phone gets the route's first paint:
 * - `prerender`: HTML written at build time (pages that need no API data);
 * - `server`: rendered by the Node server with the `data` it needs, embedded for hydration;
 * - `shell`: header, loading indicator and footer, preloading the page's code and `data`.
 */
export type RenderMode = 'prerender' | 'server' | 'shell';

/**
 * The API reads a page can be rendered with, named by their operationId in openapi.yaml (and the
 * generated client), each with the route parameters that make its argument (none: no argument).
 */
export const DATA_READS = {
  getCatalogue: [],
  getAllPricing: [],
  getRepairTracking: ['token'],
} as const satisfies Record<string, readonly string[]>;
export type DataName = keyof typeof DATA_READS;

/** A read's argument in the generated client, from the route parameters of the page (undefined for none). */
export function dataArg(
  name: DataName,
  params: Readonly<Record<string, string | undefined>>,
): Record<string, string> | undefined {
  const names: readonly string[] = DATA_READS[name];
  return names.length ? Object.fromEntries(names.map((p) => [p, params[p] ?? ''])) : undefined;
}

export interface RouteDeclaration<P extends string = string> {
  /** React Router pattern: `:name` is one segment, `*` any path. */
  pattern: P;
  render: RenderMode;
  /** The page module under src/ (default-exports the page), loaded lazily: its own chunk. */
  page: string;
  /** The document title while the page loads (pages with data set their own); '' for the shop name. */
  title: string;
  audience: 'public' | 'staff';
  /** API reads the page renders with: rendered with them (`server`) or preloaded by its shell. */
  data?: readonly DataName[];
  /** A path of this route that exists, for tests and the size budget (default: the pattern). */
  example?: string;
  /** The page makes no API call: rendered without the Redux store, which then stays off its critical path. */
  store?: false;
  /** The discount popup opens on this page (spec 2). */
  discountPopup?: true;
  /** A page (prerendered or server-rendered) whose query string picks what it shows (the wizard's later steps): such a URL gets the shell. */
  queryInBrowser?: true;
}

/** The names of a pattern's parameters, in order: '/a/:x/:y' -> ['x', 'y']. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<`/${Rest}`>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];
type AllStrings<T extends unknown[]> = { [K in keyof T]: string };
type HrefArgs<P extends string> = AllStrings<ParamNames<P>>;

export type Route<P extends string = string> = RouteDeclaration<P> & {
  /** The path of this route, each parameter (in pattern order) URL-encoded. */
  href: (...params: HrefArgs<P>) => string;
};

function route<const P extends string>(declaration: RouteDeclaration<P>): Route<P> {
  return {
    ...declaration,
    href: (...params) => {
      let i = 0;
      return declaration.pattern.replace(/:[^/]+/g, () => encodeURIComponent(String(params[i++])));
    },
  };
}

const home = {
  render: 'prerender',
  page: 'features/home/HomePage',
  audience: 'public',
  store: false,
  discountPopup: true,
} as const;
const product = { render: 'prerender', audience: 'public', store: false } as const;
const repair = { render: 'server', audience: 'public', data: ['getCatalogue'] } as const;
const staff = { render: 'shell', audience: 'staff' } as const;

/** Every route of the site, with its href builder. */
export const paths = {
  home: route({ pattern: '/', ...home, title: '' }),
  quote: route({ pattern: '/quote', ...home, title: 'Instant Quote' }),
  services: route({ pattern: '/services', ...home, title: 'Services' }),
  products: {
    root: route({
      pattern: '/products',
      ...product,
      page: 'features/products/routes/ProductsPage',
      title: 'Products',
    }),
    category: route({
      pattern: '/products/:category',
      ...product,
      page: 'features/products/routes/ProductCategoryPage',
      title: 'Products',
      example: '/products/phones',
    }),
    subcategory: route({
      pattern: '/products/:category/:subcategory',
      ...product,
      page: 'features/products/routes/ProductSubcategoryPage',
      title: 'Products',
      example: '/products/phones/iphone',
    }),
  },
  comingSoon: route({
    pattern: '/coming-soon',
    ...product,
    page: 'features/products/routes/ComingSoonPage',
    title: 'Coming Soon',
  }),
  repair: {
    root: route({
      pattern: '/repair',
      ...repair,
      page: 'features/repair/routes/RepairPage',
      title: 'Repair Services',
    }),
    category: route({
      pattern: '/repair/:category',
      ...repair,
      page: 'features/repair/routes/RepairCategoryPage',
      title: 'Repair Services',
      example: '/repair/iphone',
    }),
    device: route({
      pattern: '/repair/:category/:deviceId',
      ...repair,
      // Each service's price or "Not available" (spec 9) is in the first HTML, as the wizard shows it.
      data: ['getCatalogue', 'getAllPricing'],
      page: 'features/repair/routes/RepairDevicePage',
      title: 'Repair Services',
      example: '/repair/iphone/iphone-15-pro-max',
    }),
  },
  // The wizard's first step (the catalogue's booking brands) is rendered by the server with the
  // catalogue; its later steps, named by the query string, start from the shell, which preloads it.
  bookAppointment: route({
    pattern: '/book-appointment',
    render: 'server',
    page: 'features/booking/BookAppointmentPage',
    title: 'Book Appointment',
    audience: 'public',
    data: ['getCatalogue'],
    queryInBrowser: true,
  }),
  /** The look-up page; the e-mails link to it with the same `reference` parameter. */
  booking: {
    ...route({
      pattern: '/booking',
      render: 'shell',
      page: 'features/booking/BookingLookupPage',
      title: 'Your Booking',
      audience: 'public',
    }),
    href: (reference?: string) =>
      reference ? `/booking?reference=${encodeURIComponent(reference)}` : '/booking',
  },
  about: route({
    pattern: '/about',
    render: 'prerender',
    page: 'features/about/AboutPage',
    title: 'About Us',
    audience: 'public',
    store: false,
  }),
  admin: {
    root: route({ pattern: '/admin', ...staff, page: 'features/auth/AdminPage', title: 'Admin' }),
    pricing: route({
      pattern: '/admin/pricing',
      ...staff,
      page: 'features/pricing/AdminPricingPage',
      title: 'Retail Pricing',
    }),
    deviceModels: route({
      pattern: '/admin/device-models',
      ...staff,
      page: 'features/catalogue/DeviceModelsPage',
      title: 'Device Models',
    }),
    serviceTypes: route({
      pattern: '/admin/service-types',
      ...staff,
      page: 'features/catalogue/ServiceTypesPage',
      title: 'Service Types',
    }),
    appointments: route({
      pattern: '/admin/appointments',
      ...staff,
      page: 'features/back-office/AppointmentsPage',
      title: 'Appointments',
    }),
    customers: route({
      pattern: '/admin/customers',
      ...staff,
      page: 'features/back-office/CustomersPage',
      title: 'Customers',
    }),
    closedDays: route({
      pattern: '/admin/closed-days',
      ...staff,
      page: 'features/back-office/ClosedDaysPage',
      title: 'Closed Days',
    }),
    workshop: route({
      pattern: '/admin/workshop',
      ...staff,
      page: 'features/workshop/WorkshopPage',
      title: 'Workshop',
    }),
    walkIn: route({
      pattern: '/admin/workshop/check-in',
      ...staff,
      page: 'features/workshop/WalkInPage',
      title: 'Walk-in Check-in',
    }),
    repairOrder: route({
      pattern: '/admin/workshop/:orderId',
      ...staff,
      page: 'features/workshop/RepairOrderPage',
      title: 'Repair Order',
      example: '/admin/workshop/00000000-0000-4000-8000-000000000000',
    }),
    reports: route({
      pattern: '/admin/reports',
      ...staff,
      page: 'features/reports/ReportsPage',
      title: 'Reports',
    }),
    inventory: route({
      pattern: '/admin/inventory',
      ...staff,
      page: 'features/inventory/InventoryPage',
      title: 'Parts',
    }),
    intakeSlip: route({
      pattern: '/admin/workshop/:orderId/slip',
      ...staff,
      page: 'features/workshop/IntakeSlipPage',
      title: 'Intake Slip',
      example: '/admin/workshop/00000000-0000-4000-8000-000000000000/slip',
    }),
  },
  /** The customer's side of the workshop (workshop spec 2): the look-up form and the tracking page. */
  track: {
    lookup: route({
      pattern: '/track',
      render: 'prerender',
      page: 'features/track/TrackLookupPage',
      title: 'Track Your Repair',
      audience: 'public',
    }),
    /**
     * Rendered by the server with the repair's tracking (one visitor's data behind the token: the
     * backend answers it `no-store`, never keeps it, and counts it per address like its API read).
     */
    order: route({
      pattern: '/track/:token',
      render: 'server',
      page: 'features/track/TrackOrderPage',
      title: 'Your Repair',
      audience: 'public',
      data: ['getRepairTracking'],
      example: '/track/unknown-token',
    }),
  },
  notFound: route({
    pattern: '*',
    render: 'shell',
    page: 'components/NotFoundPage',
    title: '404 - Page Not Found',
    audience: 'public',
    example: '/no-such-page',
  }),
} as const;

/** A route of the table with its name (its key path in `paths`: 'repair.device'). */
export type NamedRoute = Route & { name: string };

function flatten(node: object, prefix = ''): NamedRoute[] {
  return Object.entries(node).flatMap(([key, value]: [string, unknown]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    const entry = value as Route | Record<string, unknown>;
    return 'pattern' in entry ? [{ ...(entry as Route), name }] : flatten(entry, name);
  });
}

/** The route table as a list, in declaration order (the catch-all last). */
export const routeTable: readonly NamedRoute[] = flatten(paths);
