/// <reference types="vite/client" />

/** Shop facts injected at build time by vite.config.ts (see shop.config.ts). */
declare const __SHOP__: {
  name: string;
  tagline: string;
  description: string;
  email: string;
  phone: string;
  address: string;
  timeZone: string;
  /** 'hidden': prices show as '$ Soon' (spec 9); 'shown': as amounts. The e-mails follow it too. */
  customerPrices: 'hidden' | 'shown';
  hours: { days: string; hours: string }[];
  /** The shop's map listing (SHOP_MAP_URL), when set; `mapsHref` is it then. */
  mapUrl?: string;
  /** Where customers write a review (SHOP_REVIEW_URL), when set. */
  reviewUrl?: string;
  telHref: string;
  mailtoHref: string;
  mapsHref: string;
};
