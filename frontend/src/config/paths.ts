/** Every route of the site, with its router pattern and href builder. Components never hard-code routes. */
export const paths = {
  home: { pattern: '/', href: () => '/' },
  quote: { pattern: '/quote', href: () => '/quote' },
  services: { pattern: '/services', href: () => '/services' },
  products: {
    root: { pattern: '/products', href: () => '/products' },
    category: {
      pattern: '/products/:category',
      href: (category: string) => `/products/${encodeURIComponent(category)}`,
    },
    subcategory: {
      pattern: '/products/:category/:subcategory',
      href: (category: string, subcategory: string) =>
        `/products/${encodeURIComponent(category)}/${encodeURIComponent(subcategory)}`,
    },
  },
  comingSoon: { pattern: '/coming-soon', href: () => '/coming-soon' },
  repair: {
    root: { pattern: '/repair', href: () => '/repair' },
    category: {
      pattern: '/repair/:category',
      href: (category: string) => `/repair/${encodeURIComponent(category)}`,
    },
    device: {
      pattern: '/repair/:category/:deviceId',
      href: (category: string, deviceId: string) =>
        `/repair/${encodeURIComponent(category)}/${encodeURIComponent(deviceId)}`,
    },
  },
  bookAppointment: { pattern: '/book-appointment', href: () => '/book-appointment' },
  /** The look-up page; the e-mails link to it with the same `reference` parameter. */
  booking: {
    pattern: '/booking',
    href: (reference?: string) =>
      reference ? `/booking?reference=${encodeURIComponent(reference)}` : '/booking',
  },
  about: { pattern: '/about', href: () => '/about' },
  admin: {
    root: { pattern: '/admin', href: () => '/admin' },
    pricing: { pattern: '/admin/pricing', href: () => '/admin/pricing' },
    deviceModels: { pattern: '/admin/device-models', href: () => '/admin/device-models' },
    serviceTypes: { pattern: '/admin/service-types', href: () => '/admin/service-types' },
    appointments: { pattern: '/admin/appointments', href: () => '/admin/appointments' },
    customers: { pattern: '/admin/customers', href: () => '/admin/customers' },
    closedDays: { pattern: '/admin/closed-days', href: () => '/admin/closed-days' },
  },
  notFound: { pattern: '*' },
} as const;
