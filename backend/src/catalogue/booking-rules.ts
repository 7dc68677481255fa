/**
 * The rules of booking a repair that both the server and the booking wizard apply, written once
 * (spec 9) and served to the client through GET /api/catalogue (bookingBrands; each service type's
 * durations). The server checks every booking against them; the client only shows them.
 */

/** A brand of the booking wizard: its models are the catalogue's phones of its categories. */
export interface BookingBrand {
  name: string;
  /** False: shown as Coming Soon, cannot be chosen. */
  bookable: boolean;
  /** Catalogue categories of this brand's bookable models. */
  categories: readonly string[];
}

/** Apple, Samsung and Google phones can be booked; Motorola is shown as Coming Soon. */
export const BOOKING_BRANDS: readonly BookingBrand[] = [
  { name: 'Apple', bookable: true, categories: ['iphone'] },
  { name: 'Samsung', bookable: true, categories: ['android'] },
  { name: 'Google', bookable: true, categories: ['android'] },
  { name: 'Motorola', bookable: false, categories: ['android'] },
];

/** How long a service takes, in minutes, with exceptions for some device categories. */
export interface ServiceDuration {
  minutes: number;
  byCategory: Readonly<Record<string, number>>;
}

/** Any service not listed below. */
export const DEFAULT_SERVICE_MINUTES = 60;

/** Water damage takes a day (1440 minutes); a screen takes 20 minutes on an iPhone; the rest 60. */
const SERVICE_DURATIONS: Readonly<Record<string, ServiceDuration>> = {
  'water-damage': { minutes: 1440, byCategory: {} },
  screen: { minutes: DEFAULT_SERVICE_MINUTES, byCategory: { iphone: 20 } },
};

/** The duration rule of a service type (by its slug). */
export function durationOf(serviceSlug: string): ServiceDuration {
  return SERVICE_DURATIONS[serviceSlug] ?? { minutes: DEFAULT_SERVICE_MINUTES, byCategory: {} };
}

/** Minutes of one service on a device of this category. */
export function serviceDuration(serviceSlug: string, deviceCategory: string): number {
  const rule = durationOf(serviceSlug);
  return rule.byCategory[deviceCategory] ?? rule.minutes;
}
