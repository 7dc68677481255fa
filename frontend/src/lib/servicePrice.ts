import type { CatalogueModelDto, CatalogueServiceDto, PublicPricingDto } from '../api';

export interface ServicePrice {
  /** Dollars. */
  price: number;
  available: boolean;
}

/**
 * A service's price on one device (spec 9), the one rule for every page that shows it (the device
 * page, the wizard, its estimate). The public price map decides once it is loaded: a cell with a
 * price is available, a cell priced 0 or removed by an editor is not. Services that cost nothing
 * (the diagnostic) are always offered, Free. Until the map arrives, the fallback tables (screen:
 * the model's base price; other services: the service's base price).
 */
export function servicePrice(
  service: Pick<CatalogueServiceDto, 'id' | 'basePrice'>,
  model: Pick<CatalogueModelDto, 'id' | 'basePrice'>,
  pricing: PublicPricingDto | undefined,
): ServicePrice {
  if (service.basePrice === 0) return { price: 0, available: true };
  if (!pricing)
    return { price: service.id === 'screen' ? model.basePrice : service.basePrice, available: true };
  const entry = pricing.pricing[model.id]?.[service.id];
  return entry?.available ? { price: entry.price, available: true } : { price: 0, available: false };
}
