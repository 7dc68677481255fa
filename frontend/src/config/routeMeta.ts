import { routeTable, type RouteDeclaration } from './paths';
import { SECTION_TITLES } from './sectionTitles';

/**
 * The title and description of every route of the route table (config/paths.ts), by the route's
 * name (its key path in `paths`: 'repair.device'). Apart from the table: the pages that show them
 * (usePageMeta) and the build (app/prerender.tsx: page heads, shells) import them, the app's entry
 * does not.
 */
export interface RouteMeta {
  /**
   * The page's title (before ` | shop name`; '' for the shop name alone), also the title of its
   * shell while a page loads. Routes with parameters say their pages' own in `each`.
   */
  title: string;
  /** The page's meta description, its own: no two pages of the site share a title or a description. */
  description: string;
  /**
   * Routes with parameters: the title and description of each page, with `{placeholders}` the page
   * fills with what it shows (a category, a device); `{shop}` is the shop's name.
   */
  each?: { title: string; description: string };
}

export const routeMeta: Readonly<Record<string, RouteMeta>> = {
  home: {
    title: '',
    description:
      '{shop}: same-day phone, tablet, game console and laptop repairs with quality parts and a 90-day warranty on all products and repairs.',
  },
  quote: {
    title: 'Instant Quote',
    description:
      'Get a quote for your phone, tablet, console or laptop repair at {shop}: a price per device and service, most repairs the same day.',
  },
  services: {
    title: 'Services',
    description:
      'Repairs, trade-ins, phone unlocking, accessories and multi-carrier bill pay at {shop}, with a 90-day warranty.',
  },
  'products.root': {
    title: SECTION_TITLES.products,
    description:
      'Browse new, refurbished and pre-owned phones, iPads, computers, watches and ear buds at {shop}.',
  },
  'products.category': {
    title: 'Products',
    description: 'Devices for sale at {shop}, new, refurbished and pre-owned.',
    each: { title: '{category}', description: '{about} For sale at {shop}, each with a 90-day warranty.' },
  },
  'products.subcategory': {
    title: 'Products',
    description: 'Models for sale at {shop}, new, refurbished and pre-owned.',
    each: {
      title: '{subcategory} - {category}',
      description: '{about} For sale at {shop}: ask in store for the models available today.',
    },
  },
  comingSoon: {
    title: 'Coming Soon',
    description: 'This section of the {shop} website is under development. Check back soon.',
  },
  'repair.root': {
    title: SECTION_TITLES.repair,
    description:
      'Same-day repairs for iPhone, Android, iPad and game consoles at {shop}, with quality parts and a 90-day warranty.',
  },
  'repair.category': {
    title: 'Repair Services',
    description: 'Repairs by device model at {shop}.',
    each: {
      title: '{category} Repair',
      description: '{category} repair at {shop}: {about}. Choose your model for its repairs and prices.',
    },
  },
  'repair.device': {
    title: 'Repair Services',
    description: 'Repairs of one device model at {shop}.',
    each: {
      title: '{device} Repair',
      description:
        '{device} repair at {shop}: screen, battery, charging port, camera and more, each with its warranty.',
    },
  },
  bookAppointment: {
    title: 'Book Appointment',
    description:
      'Book a repair appointment at {shop}: choose your device, the repairs you need and a time that suits you.',
  },
  booking: {
    title: 'Your Booking',
    description: 'Look up, change or cancel your repair appointment at {shop} with its reference.',
  },
  about: {
    title: 'About Us',
    description: 'About {shop}: who we are, where to find us and the values behind every repair.',
  },
  'admin.root': {
    title: 'Admin',
    description: 'Admin, for shop staff',
  },
  'admin.pricing': {
    title: 'Retail Pricing',
    description: 'Retail Pricing, for shop staff',
  },
  'admin.deviceModels': {
    title: 'Device Models',
    description: 'Device Models, for shop staff',
  },
  'admin.serviceTypes': {
    title: 'Service Types',
    description: 'Service Types, for shop staff',
  },
  'admin.appointments': {
    title: 'Appointments',
    description: 'Appointments, for shop staff',
  },
  'admin.customers': {
    title: 'Customers',
    description: 'Customers, for shop staff',
  },
  'admin.customer': {
    title: 'Customer',
    description: 'A customer, for shop staff',
  },
  'admin.closedDays': {
    title: 'Closed Days',
    description: 'Closed Days, for shop staff',
  },
  'admin.workshop': {
    title: 'Workshop',
    description: 'Workshop, for shop staff',
  },
  'admin.walkIn': {
    title: 'Walk-in Check-in',
    description: 'Walk-in Check-in, for shop staff',
  },
  'admin.repairOrder': {
    title: 'Repair Order',
    description: 'Repair Order, for shop staff',
  },
  'admin.reports': {
    title: 'Reports',
    description: 'Reports, for shop staff',
  },
  'admin.inventory': {
    title: 'Parts',
    description: 'Parts, for shop staff',
  },
  'admin.part': {
    title: 'Part',
    description: 'A part, its stock and its history, for shop staff',
  },
  'admin.receipt': {
    title: 'Receipt',
    description: 'A receipt or credit note, for shop staff',
  },
  'admin.staff': {
    title: 'Staff Accounts',
    description: 'Staff accounts, for the shop’s owners',
  },
  'admin.welcome': {
    title: 'Set Your Password',
    description: 'A new staff member sets their password, for shop staff',
  },
  'admin.cashUp': {
    title: 'Cash-up',
    description: "The day's takings and the till count, for shop staff",
  },
  'admin.terms': {
    title: 'Repair Terms',
    description: 'Repair terms, for shop staff',
  },
  'admin.intakeSlip': {
    title: 'Intake Slip',
    description: 'Intake Slip, for shop staff',
  },
  'track.lookup': {
    title: 'Track Your Repair',
    description: 'Follow your repair at {shop} with its reference and your phone number.',
  },
  'track.order': {
    title: 'Your Repair',
    description: 'The status of your repair at {shop}.',
  },
  'track.sign': {
    title: 'Sign Your Intake',
    description: 'Sign the intake of your repair at {shop}.',
  },
  'track.receipt': {
    title: 'Your Receipt',
    description: 'Your receipt from {shop}: print it or download the PDF.',
  },
  notFound: {
    title: '404 - Page Not Found',
    description: 'There is no page at this address on the {shop} website.',
  },
};

const namesByPattern = new Map(routeTable.map((route) => [route.pattern, route.name]));

/** The title and description of a route (by its name, or its declaration in `paths`). */
export function metaOf(route: string | Pick<RouteDeclaration, 'pattern'>): RouteMeta {
  const name = typeof route === 'string' ? route : namesByPattern.get(route.pattern);
  const meta = name === undefined ? undefined : routeMeta[name];
  if (!meta)
    throw new Error(
      `no title and description for route ${typeof route === 'string' ? route : route.pattern}`,
    );
  return meta;
}
