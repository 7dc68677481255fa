/**
 * The route table of the site: each route declared once, here. Components build links with the
 * `href` builders and never hard-code a path; the router (app/router.tsx) routes by `pattern` to
 * `page`; the build (scripts/prerender.mjs) prerenders, renders or writes a shell for each route by
 * `render` and emits the table as `dist/.site/routes.json`, which the Node server (backend/src/site)
 * reads to answer every page URL. Adding a route means adding its declaration here (and its page),
 * and its title and description in config/routeMeta.ts (kept apart: pages and the build read them,
 * the app's entry does not carry them).
 */

/**
 * How a phone gets the route's first paint:
 * - `prerender`: HTML written at build time (pages that need no API data);
 * - `server`: rendered by the Node server with the `data` it needs, embedded for hydration;
 * - `shell`: header, loading indicator and footer, preloading the page's code and `data`.
 */
export type RenderMode = 'prerender' | 'server' | 'shell';

/**
 * How the browser makes a page that is rendered ahead (`prerender`, `server`) work:
 * - `app` (default): the app starts on it (router, every part hydrated), and moves between pages itself;
 * - `islands`: a content page: its HTML stays as it came, only the parts a visitor can touch
 *   (components/island: the header's menus, the footer's lists, the popup) are hydrated, each on
 *   its own, without the router; its links are page loads of cached HTML (app/islands.tsx).
 */
export type HydrateMode = 'app' | 'islands';

/**
 * The API reads a page can be rendered with, named by their operationId in openapi.yaml (and the
 * generated client), each with the route parameters that make its argument (none: no argument).
 */
export const DATA_READS = {
  getCatalogue: [],
  getAllPricing: [],
  getRepairTracking: ['token'],
  getRepairTrackingPhotos: ['token'],
  getRepairTrackingPasscode: ['token'],
  getTrackingIntakeDocument: ['token'],
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
  /** How a page rendered ahead starts in the browser (default `app`). */
  hydrate?: HydrateMode;
  /** The page module under src/ (default-exports the page), loaded lazily: its own chunk. */
  page: string;
  audience: 'public' | 'staff';
  /** The section of the site (public routes): its share image is a link preview's picture. */
  section?: ShareSection;
  /**
   * A public page is indexed, listed in the sitemap with a canonical link to itself, unless it
   * is one visitor's (`index: false`), a shell (no content in its HTML), a not-found page, or
   * `sameAs` another route's path (the same page at another address: its canonical link).
   */
  index?: false;
  sameAs?: string;
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

/** The sections of the public site, each with a share image made at build time (scripts/share-images.mjs). */
export const SHARE_SECTIONS = {
  home: 'Phone, Tablet & Console Repair',
  repair: 'Repair Services',
  products: 'Devices & Accessories',
  booking: 'Book a Repair',
  about: 'About Us',
  track: 'Track Your Repair',
} as const;
export type ShareSection = keyof typeof SHARE_SECTIONS;

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
  section: 'home',
  render: 'prerender',
  hydrate: 'islands',
  page: 'features/home/HomePage',
  audience: 'public',
  store: false,
  discountPopup: true,
} as const;
const product = {
  render: 'prerender',
  hydrate: 'islands',
  audience: 'public',
  store: false,
  section: 'products',
} as const;
const repair = {
  render: 'server',
  hydrate: 'islands',
  audience: 'public',
  data: ['getCatalogue'],
  section: 'repair',
} as const;
const staff = { render: 'shell', audience: 'staff' } as const;

/** Every route of the site, with its href builder. */
export const paths = {
  home: route({
    pattern: '/',
    ...home,
  }),
  // The home page at two more addresses (spec 2): their canonical link names `/`.
  quote: route({
    pattern: '/quote',
    ...home,
    sameAs: '/',
  }),
  services: route({
    pattern: '/services',
    ...home,
    sameAs: '/',
  }),
  products: {
    root: route({
      pattern: '/products',
      ...product,
      page: 'features/products/routes/ProductsPage',
    }),
    category: route({
      pattern: '/products/:category',
      ...product,
      page: 'features/products/routes/ProductCategoryPage',
      example: '/products/phones',
    }),
    subcategory: route({
      pattern: '/products/:category/:subcategory',
      ...product,
      page: 'features/products/routes/ProductSubcategoryPage',
      example: '/products/phones/iphone',
    }),
  },
  comingSoon: route({
    pattern: '/coming-soon',
    ...product,
    page: 'features/products/routes/ComingSoonPage',
  }),
  repair: {
    root: route({
      pattern: '/repair',
      ...repair,
      page: 'features/repair/routes/RepairPage',
    }),
    category: route({
      pattern: '/repair/:category',
      ...repair,
      page: 'features/repair/routes/RepairCategoryPage',
      example: '/repair/iphone',
    }),
    device: route({
      pattern: '/repair/:category/:deviceId',
      ...repair,
      // Each service's price or "Not available" (spec 9) is in the first HTML, as the wizard shows it.
      data: ['getCatalogue', 'getAllPricing'],
      page: 'features/repair/routes/RepairDevicePage',
      example: '/repair/iphone/iphone-15-pro-max',
    }),
  },
  // The wizard's first step (the catalogue's booking brands) is rendered by the server with the
  // catalogue; its later steps, named by the query string, start from the shell, which preloads it.
  bookAppointment: route({
    pattern: '/book-appointment',
    render: 'server',
    page: 'features/booking/BookAppointmentPage',
    audience: 'public',
    section: 'booking',
    data: ['getCatalogue'],
    queryInBrowser: true,
  }),
  /** The look-up page; the e-mails link to it with the same `reference` parameter. */
  booking: {
    ...route({
      pattern: '/booking',
      render: 'shell',
      page: 'features/booking/BookingLookupPage',
      audience: 'public',
      section: 'booking',
    }),
    href: (reference?: string) =>
      reference ? `/booking?reference=${encodeURIComponent(reference)}` : '/booking',
  },
  about: route({
    pattern: '/about',
    render: 'prerender',
    hydrate: 'islands',
    page: 'features/about/AboutPage',
    audience: 'public',
    section: 'about',
    store: false,
  }),
  admin: {
    root: route({
      pattern: '/admin',
      ...staff,
      page: 'features/auth/AdminPage',
    }),
    pricing: route({
      pattern: '/admin/pricing',
      ...staff,
      page: 'features/pricing/AdminPricingPage',
    }),
    deviceModels: route({
      pattern: '/admin/device-models',
      ...staff,
      page: 'features/catalogue/DeviceModelsPage',
    }),
    serviceTypes: route({
      pattern: '/admin/service-types',
      ...staff,
      page: 'features/catalogue/ServiceTypesPage',
    }),
    appointments: route({
      pattern: '/admin/appointments',
      ...staff,
      page: 'features/back-office/AppointmentsPage',
    }),
    customers: route({
      pattern: '/admin/customers',
      ...staff,
      page: 'features/back-office/CustomersPage',
    }),
    customer: route({
      pattern: '/admin/customers/:customerId',
      ...staff,
      page: 'features/back-office/CustomerPage',
      example: '/admin/customers/00000000-0000-4000-8000-000000000000',
    }),
    closedDays: route({
      pattern: '/admin/closed-days',
      ...staff,
      page: 'features/back-office/ClosedDaysPage',
    }),
    workshop: {
      ...route({
        pattern: '/admin/workshop',
        ...staff,
        page: 'features/workshop/WorkshopPage',
      }),
      /** The board, optionally on one view: a state ('ready'), 'stale', 'closed' or 'all' (default: the open orders). */
      href: (view?: string) =>
        view ? `/admin/workshop?view=${encodeURIComponent(view)}` : '/admin/workshop',
    },
    walkIn: route({
      pattern: '/admin/workshop/check-in',
      ...staff,
      page: 'features/workshop/WalkInPage',
    }),
    repairOrder: route({
      pattern: '/admin/workshop/:orderId',
      ...staff,
      page: 'features/workshop/RepairOrderPage',
      example: '/admin/workshop/00000000-0000-4000-8000-000000000000',
    }),
    reports: route({
      pattern: '/admin/reports',
      ...staff,
      page: 'features/reports/ReportsPage',
    }),
    inventory: {
      ...route({
        pattern: '/admin/inventory',
        ...staff,
        page: 'features/inventory/InventoryPage',
      }),
      /** The parts, or (`'low'`) only those at or under their reorder level. */
      href: (show?: 'low') => (show ? `/admin/inventory?show=${show}` : '/admin/inventory'),
    },
    part: route({
      pattern: '/admin/inventory/:partId',
      ...staff,
      page: 'features/inventory/PartPage',
      example: '/admin/inventory/00000000-0000-4000-8000-000000000000',
    }),
    receipt: route({
      pattern: '/admin/receipts/:receiptId',
      ...staff,
      page: 'features/payments/ReceiptPage',
      example: '/admin/receipts/00000000-0000-4000-8000-000000000000',
    }),
    staff: route({
      pattern: '/admin/staff',
      ...staff,
      page: 'features/staff/StaffAccountsPage',
    }),
    /** A one-time sign-in link's page (issue 41): the token in the fragment, never sent in a URL. */
    welcome: route({
      pattern: '/admin/welcome',
      ...staff,
      page: 'features/auth/SignInLinkPage',
    }),
    cashUp: route({
      pattern: '/admin/cash-up',
      ...staff,
      page: 'features/payments/CashUpPage',
    }),
    /** The shop's repair terms customers sign at intake: versions, editors change them (intake spec 2). */
    terms: route({
      pattern: '/admin/settings/terms',
      ...staff,
      page: 'features/settings/TermsPage',
    }),
    intakeSlip: route({
      pattern: '/admin/workshop/:orderId/slip',
      ...staff,
      page: 'features/workshop/IntakeSlipPage',
      example: '/admin/workshop/00000000-0000-4000-8000-000000000000/slip',
    }),
  },
  /** The customer's side of the workshop (workshop spec 2): the look-up form and the tracking page. */
  track: {
    /** The look-up form; a booking's look-up links to it with the repair's `reference` filled in. */
    lookup: {
      ...route({
        pattern: '/track',
        render: 'prerender',
        page: 'features/track/TrackLookupPage',
        audience: 'public',
        section: 'track',
        queryInBrowser: true,
      }),
      href: (reference?: string) =>
        reference ? `/track?reference=${encodeURIComponent(reference)}` : '/track',
    },
    /**
     * Rendered by the server with the repair's tracking (one visitor's data behind the token: the
     * backend answers it `no-store`, never keeps it, and counts it per address like its API read).
     */
    order: route({
      pattern: '/track/:token',
      render: 'server',
      page: 'features/track/TrackOrderPage',
      audience: 'public',
      section: 'track',
      index: false,
      // The photos, the passcode's line and whether the intake is signed too (issue 40): the page
      // hydrates without asking the API again.
      data: [
        'getRepairTracking',
        'getRepairTrackingPhotos',
        'getRepairTrackingPasscode',
        'getTrackingIntakeDocument',
      ],
      example: '/track/unknown-token',
    }),
    /** The customer signs their intake on their own phone, from the tracking page (intake spec 2; one visitor's). */
    sign: route({
      pattern: '/track/:token/sign',
      render: 'shell',
      page: 'features/track/TrackOrderPage',
      audience: 'public',
    }),
    /** The customer's receipt, opened from the tracking page and the receipt e-mail (one visitor's). */
    receipt: route({
      pattern: '/track/:token/receipt',
      render: 'shell',
      page: 'features/track/TrackReceiptPage',
      audience: 'public',
      section: 'track',
      index: false,
      example: '/track/unknown-token/receipt',
    }),
  },
  notFound: route({
    pattern: '*',
    render: 'shell',
    page: 'components/NotFoundPage',
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

/**
 * Whether a route's pages are indexed by search engines and listed in the sitemap: public pages
 * whose HTML is the page (prerendered or server-rendered), but for one visitor's (`index: false`)
 * and the same page at another address (`sameAs`). Any other page says `noindex`.
 */
export const indexable = (route: RouteDeclaration): boolean =>
  route.audience === 'public' && route.render !== 'shell' && route.index !== false && !route.sameAs;
