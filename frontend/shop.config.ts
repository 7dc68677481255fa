import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface ShopHours {
  days: string;
  hours: string;
}

/**
 * Whether customers see service prices: 'hidden' shows '$ Soon' (spec 9), 'shown' the amount. The
 * site and the e-mails both follow this one setting (shop.config.json `customerPrices`).
 */
export type CustomerPrices = 'hidden' | 'shown';

export interface ShopFacts {
  name: string;
  tagline: string;
  description: string;
  email: string;
  phone: string;
  address: string;
  timeZone: string;
  customerPrices: CustomerPrices;
  hours: ShopHours[];
  /** The shop's listing on a map service (SHOP_MAP_URL); the address links to it when set. */
  mapUrl?: string;
  /** Where customers write a review (SHOP_REVIEW_URL): the footer and the about page ask for one when set. */
  reviewUrl?: string;
  telHref: string;
  mailtoHref: string;
  mapsHref: string;
}

const CONFIG_FILE = fileURLToPath(new URL('../shop.config.json', import.meta.url));

/** Reads the root shop.config.json at build time; SHOP_* env vars override single facts. */
export function loadShopFacts(env: NodeJS.ProcessEnv = process.env): ShopFacts {
  const file = JSON.parse(readFileSync(CONFIG_FILE, 'utf8')) as Omit<
    ShopFacts,
    'telHref' | 'mailtoHref' | 'mapsHref'
  >;
  const name = env.SHOP_NAME || file.name;
  const phone = env.SHOP_PHONE || file.phone;
  const email = env.SHOP_EMAIL || file.email;
  const address = env.SHOP_ADDRESS || file.address;
  const customerPrices = env.SHOP_CUSTOMER_PRICES || file.customerPrices;
  // Optional links: an empty variable turns off the file's.
  const optional = (value: string | undefined, fallback: string | undefined) =>
    (value === undefined ? fallback : value.trim()) || undefined;
  const mapUrl = optional(env.SHOP_MAP_URL, file.mapUrl);
  const reviewUrl = optional(env.SHOP_REVIEW_URL, file.reviewUrl);
  if (customerPrices !== 'hidden' && customerPrices !== 'shown')
    throw new Error(`customerPrices must be hidden or shown (got "${customerPrices}")`);
  return {
    ...file,
    name,
    phone,
    email,
    address,
    customerPrices,
    mapUrl,
    reviewUrl,
    telHref: `tel:${phone.replace(/[^\d+]/g, '')}`,
    mailtoHref: `mailto:${email}`,
    mapsHref: mapUrl ?? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
  };
}
