import type { DayOfWeek, ElectronicsStore, PostalAddress, WithContext } from 'schema-dts';
import type { ShopFacts } from '../config/app-config.js';

/** How far ahead the closed days are published (schema.org specialOpeningHoursSpecification). */
export const CLOSED_DAYS_AHEAD = 60;

/**
 * The address as schema.org's PostalAddress: a US address written `street, city, ST 12345` in its
 * parts, any other as its street address.
 */
function postalAddress(address: string): PostalAddress {
  const us = /^(.+),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(address.trim());
  return us
    ? {
        '@type': 'PostalAddress',
        streetAddress: us[1],
        addressLocality: us[2],
        addressRegion: us[3],
        postalCode: us[4],
        addressCountry: 'US',
      }
    : { '@type': 'PostalAddress', streetAddress: address };
}

/**
 * The shop as schema.org JSON-LD: an ElectronicsStore (schema.org has no repair-shop type for
 * electronics, AutoRepair being for vehicles; the shop is a local store that sells devices and
 * accessories, and its repairs are its Services on the repair pages, which refer to it by `@id`).
 * Name, address, phone, e-mail, URL, geo when configured, the map listing when configured, the
 * week's opening hours from the one hours setting, and each closed day of the next 60 days as a
 * special opening-hours entry closed all day (opens = closes = 00:00). No ratings or reviews.
 */
export function shopStructuredData(
  shop: ShopFacts,
  publicUrl: string,
  closedDays: readonly string[],
  images: { photo: string; logo: string },
): WithContext<ElectronicsStore> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ElectronicsStore',
    '@id': `${publicUrl}/#shop`,
    name: shop.name,
    description: shop.description,
    slogan: shop.tagline,
    url: `${publicUrl}/`,
    telephone: shop.phone,
    email: shop.email,
    image: `${publicUrl}${images.photo}`,
    logo: `${publicUrl}${images.logo}`,
    address: postalAddress(shop.address),
    ...(shop.geo
      ? { geo: { '@type': 'GeoCoordinates', latitude: shop.geo.latitude, longitude: shop.geo.longitude } }
      : {}),
    ...(shop.mapUrl ? { hasMap: shop.mapUrl } : {}),
    currenciesAccepted: 'USD',
    openingHoursSpecification: shop.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map((day): DayOfWeek => `https://schema.org/${day}`),
      opens: hours.opens,
      closes: hours.closes,
    })),
    specialOpeningHoursSpecification: closedDays.map((day) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: day,
      validThrough: day,
      opens: '00:00',
      closes: '00:00',
    })),
  };
}
