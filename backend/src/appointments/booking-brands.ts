/**
 * Brands of the booking wizard (spec 9): Apple, Samsung and Google phones can be booked; Motorola
 * is shown as Coming Soon. A brand's models are the catalogue's phones of that brand.
 */
export interface BookingBrand {
  name: string;
  bookable: boolean;
  /** Catalogue categories of this brand's bookable models. */
  categories: readonly string[];
}

export const BOOKING_BRANDS: readonly BookingBrand[] = [
  { name: 'Apple', bookable: true, categories: ['iphone'] },
  { name: 'Samsung', bookable: true, categories: ['android'] },
  { name: 'Google', bookable: true, categories: ['android'] },
  { name: 'Motorola', bookable: false, categories: ['android'] },
];
