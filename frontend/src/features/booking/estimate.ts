import type { CatalogueModelDto, CatalogueServiceDto, PublicPricingDto } from '../../api';

/** Spec 9 durations: water damage 1440 minutes, an iPhone screen 20, any other service 60. */
export function serviceDuration(serviceId: string, model: Pick<CatalogueModelDto, 'category'>): number {
  if (serviceId === 'water-damage') return 1440;
  if (serviceId === 'screen' && model.category === 'iphone') return 20;
  return 60;
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
    minutes += serviceDuration(id, model);
  }
  return { price, priceCents: Math.round(price * 100), minutes };
}
