import type {
  BreadcrumbList,
  FAQPage,
  ItemList,
  LocalBusiness,
  Offer,
  Service,
  Thing,
  WithContext,
} from 'schema-dts';
import { shop } from '../../config/shop';
import { absoluteUrl } from './origin';

/**
 * Schema.org JSON-LD of a page, built with Google's schema-dts types (a property or type that
 * schema.org does not have fails the type check). The shop itself (an ElectronicsStore, with its
 * hours and closed days) is written by the server (backend/src/seo); pages refer to it by `@id`.
 */
export type StructuredData = WithContext<Thing>;

/** The shop's node id, the same on every page and in the server's shop data. */
export const SHOP_ID = absoluteUrl('/#shop');

/** The shop as the provider of a service: its id with its name and address. */
const shopRef = (): LocalBusiness => ({
  '@type': 'ElectronicsStore',
  '@id': SHOP_ID,
  name: shop.name,
  url: absoluteUrl('/'),
  telephone: shop.phone,
  address: shop.address,
});

export interface Crumb {
  name: string;
  path: string;
}

/** Breadcrumbs of a catalogue page, from the home page to the page itself. */
export function breadcrumbs(crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The questions and answers of the FAQ. */
export function faqPage(entries: FaqEntry[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

export interface RepairOffer {
  /** The service's name on the device ('iPhone 15 Screen Repair'). */
  name: string;
  serviceType: string;
  /** The price in US dollars, only when the shop shows customers its prices; null otherwise. */
  price: number | null;
  /** The warranty, as the page says it ('90 days'). */
  warranty: string;
}

/** The repairs of one device as services of the shop, with their prices when the shop shows them. */
export function repairServices(device: string, path: string, offers: RepairOffer[]): WithContext<ItemList> {
  const provider = shopRef();
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${device} repair services`,
    url: absoluteUrl(path),
    itemListElement: offers.map((offer, i) => {
      const service: Service = {
        '@type': 'Service',
        name: offer.name,
        serviceType: offer.serviceType,
        provider,
        description: `${offer.name}. Warranty: ${offer.warranty}.`,
        ...(offer.price === null ? {} : { offers: priced(offer.price, path) }),
      };
      return { '@type': 'ListItem', position: i + 1, item: service };
    }),
  };
}

const priced = (price: number, path: string): Offer => ({
  '@type': 'Offer',
  price: price.toFixed(2),
  priceCurrency: 'USD',
  availability: 'https://schema.org/InStock',
  url: absoluteUrl(path),
});
