import type { CatalogueModelDto, CatalogueServiceDto, PublicPricingDto } from '../../api';
import { dollarsToCents } from '../../lib/money';
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
  /** Dollars; null while a price is not known yet (the price map loading). */
  price: number | null;
  /** Cents, as sent with the booking (dollars times 100; the server prices the booking itself). */
  priceCents: number;
  minutes: number;
}

export function estimate(
  serviceIds: readonly string[],
  services: readonly CatalogueServiceDto[],
  model: CatalogueModelDto,
  pricing: PublicPricingDto | undefined,
): Estimate {
  let price: number | null = 0;
  let minutes = 0;
  for (const id of serviceIds) {
    const service = services.find((s) => s.id === id);
    if (!service) continue;
    const one = servicePrice(service, model, pricing).price;
    price = price === null || one === null ? null : price + one;
    minutes += serviceDuration(service, model);
  }
  return { price, priceCents: price === null ? 0 : dollarsToCents(price), minutes };
}
