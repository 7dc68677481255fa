import type { CatalogueModelDto, CatalogueServiceDto, PublicPricingDto } from '../../api';

/** A service's minutes on this device, as the catalogue gives them (the server's one rule, spec 9). */
export function serviceDuration(
  service: Pick<CatalogueServiceDto, 'durationMinutes' | 'categoryDurations'>,
  model: Pick<CatalogueModelDto, 'category'>,
): number {
  return (
    service.categoryDurations.find((d) => d.category === model.category)?.minutes ?? service.durationMinutes
  );
}

export interface ServicePrice {
  /** Dollars. */
  price: number;
  available: boolean;
}

/**
 * Spec 9 prices: the server's price for the device and service when it has one, else the fallback
 * tables (screen: the model's base price; other services: the service's base price).
 */
export function servicePrice(
  service: Pick<CatalogueServiceDto, 'id' | 'basePrice'>,
  model: Pick<CatalogueModelDto, 'id' | 'basePrice'>,
  pricing: PublicPricingDto | undefined,
): ServicePrice {
  const entry = pricing?.pricing[model.id]?.[service.id];
  if (entry) return { price: entry.price, available: entry.available || service.basePrice === 0 };
  return { price: service.id === 'screen' ? model.basePrice : service.basePrice, available: true };
}

export interface Estimate {
  /** Dollars. */
  price: number;
  /** Cents, as sent with the booking (dollars times 100). */
  priceCents: number;
  minutes: number;
}

export function estimate(
  serviceIds: readonly string[],
  services: readonly CatalogueServiceDto[],
  model: CatalogueModelDto,
  pricing: PublicPricingDto | undefined,
): Estimate {
  let price = 0;
  let minutes = 0;
  for (const id of serviceIds) {
    const service = services.find((s) => s.id === id);
    if (!service) continue;
    price += servicePrice(service, model, pricing).price;
    minutes += serviceDuration(service, model);
  }
  return { price, priceCents: Math.round(price * 100), minutes };
}
