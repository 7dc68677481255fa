/** Brands of the booking wizard (spec 9): Motorola is shown as Coming Soon and cannot be chosen. */
export interface BookingBrand {
  name: string;
  comingSoon: boolean;
  /** Catalogue categories of this brand's bookable phones. */
  categories: readonly string[];
}

export const BOOKING_BRANDS: readonly BookingBrand[] = [
  { name: 'Apple', comingSoon: false, categories: ['iphone'] },
  { name: 'Samsung', comingSoon: false, categories: ['android'] },
  { name: 'Google', comingSoon: false, categories: ['android'] },
  { name: 'Motorola', comingSoon: true, categories: ['android'] },
];

export function findBrand(name: string | null | undefined): BookingBrand | undefined {
  return BOOKING_BRANDS.find((brand) => brand.name === name && !brand.comingSoon);
}
