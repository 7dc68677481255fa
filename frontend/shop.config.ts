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
  if (customerPrices !== 'hidden' && customerPrices !== 'shown')
    throw new Error(`customerPrices must be hidden or shown (got "${customerPrices}")`);
  return {
    ...file,
    name,
    phone,
    email,
    address,
    customerPrices,
    telHref: `tel:${phone.replace(/[^\d+]/g, '')}`,
    mailtoHref: `mailto:${email}`,
    mapsHref: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
  };
}
