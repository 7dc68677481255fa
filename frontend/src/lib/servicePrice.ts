import type { CatalogueModelDto, CatalogueServiceDto, PublicPricingDto } from '../api';

export interface ServicePrice {
  /** Dollars; null while the price map is loading. */
  price: number | null;
  available: boolean;
}

/**
 * A service's price on one device, as the server's one price rule gives it (workshop spec 1): the
 * public price map's entry, whose `available` the server sets by that rule (a cell above 0; no
 * cell or 0: not offered). A service free by nature (base price 0: the diagnostic) is offered,
 * Free, without an entry of its own. Until the map arrives no price is guessed: the service is
 * shown offered with its price unknown ('$ Soon'), and the server decides at booking.
 */
export function servicePrice(
  service: Pick<CatalogueServiceDto, 'id' | 'basePrice'>,
  model: Pick<CatalogueModelDto, 'id'>,
  pricing: PublicPricingDto | undefined,
): ServicePrice {
  const entry = pricing?.pricing[model.id]?.[service.id];
  if (entry?.available) return { price: entry.price, available: true };
  if (service.basePrice === 0) return { price: 0, available: true };
  if (!pricing) return { price: null, available: true };
  return { price: 0, available: false };
}
