/**
 * Prices of spec 9, computed by the server from its own tables (the client's figures are never
 * trusted): price per service from retail_prices when the cell exists, else the fallbacks (screen:
 * the device's base price, other services: the service's base price). Durations: booking-rules.ts.
 */

export interface PriceSources {
  /** Cents from retail_prices for this device and service, or null when the cell does not exist. */
  retailCents: number | null;
  deviceBaseCents: number;
  serviceBaseCents: number;
}

export function servicePriceCents(serviceSlug: string, sources: PriceSources): number {
  if (sources.retailCents !== null) return sources.retailCents;
  return serviceSlug === 'screen' ? sources.deviceBaseCents : sources.serviceBaseCents;
}

/** Total after a discount, never below zero. */
export function discounted(totalCents: number, discountCents: number): number {
  return Math.max(0, totalCents - Math.max(0, discountCents));
}
