import type { CatalogueModelDto, CatalogueServiceDto, PublicPricingDto } from '../../api';
import { servicePrice } from '../../lib/servicePrice';

/** A service's minutes on this device, as the catalogue gives them (the server's one rule, spec 9). */
export function serviceDuration(
  service: Pick<CatalogueServiceDto, 'durationMinutes' | 'categoryDurations'>,
  model: Pick<CatalogueModelDto, 'category'>,
): number {
  return (
    service.categoryDurations.find((d) => d.category === model.category)?.minutes ?? service.durationMinutes
  );
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
