import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { deviceModels, serviceTypes, type ModelSeed } from '../catalogue/catalogue.data.js';
import { RetailPricesRepository, type SeedCell } from './retail-prices.repository.js';

/** A phone gets every repair service but the diagnostic (free by nature, priced by no cell). */
const PHONE_SERVICES = [
  'screen',
  'back-glass',
  'charging-port',
  'battery',
  'camera',
  'water-damage',
  'power-volume-flex',
  'speaker-microphone',
];

/** Which services the shop offers for each kind of device (the others have no price: not available). */
const SERVICES_BY_CATEGORY: Record<ModelSeed['category'], readonly string[]> = {
  iphone: PHONE_SERVICES,
  android: PHONE_SERVICES,
  // A tablet: a phone's services but the back glass.
  tablet: PHONE_SERVICES.filter((s) => s !== 'back-glass'),
  smartwatch: ['screen', 'back-glass', 'battery', 'water-damage'],
  laptop: ['screen', 'charging-port', 'battery', 'water-damage', 'speaker-microphone'],
  gaming: ['charging-port', 'water-damage', 'power-volume-flex'],
  drones: ['battery', 'camera', 'charging-port', 'water-damage'],
  other: ['battery', 'charging-port', 'water-damage'],
};
/** Handheld consoles and cameras have a screen (and handhelds a battery) to repair. */
const EXTRA_SERVICES: Record<string, readonly string[]> = {
  nintendo: ['screen', 'battery'],
  gopro: ['screen', 'camera'],
  canon: ['screen', 'camera'],
};

/** The usual reference price of a screen repair: other services scale with the model's tier. */
const REFERENCE_SCREEN_DOLLARS = 129;

/** A shop-style price in whole dollars ending in 9 (e.g. 89, 119), at least 29. */
function shopPrice(dollars: number): number {
  return Math.max(29, Math.round((dollars + 1) / 10) * 10 - 1);
}

/**
 * The seeded retail price of a service for a model, in cents, or null when the shop does not offer
 * it: the screen repair costs the model's base price; other services start from their catalogue
 * price and scale with how expensive the model is. Diagnostics are free and not priced.
 */
export function seededPriceCents(model: ModelSeed, serviceSlug: string): number | null {
  const service = serviceTypes.find((s) => s.slug === serviceSlug);
  if (!service || service.basePrice === 0) return null;
  const offered = [
    ...SERVICES_BY_CATEGORY[model.category],
    ...(model.subcategory ? (EXTRA_SERVICES[model.subcategory] ?? []) : []),
  ];
  if (!offered.includes(serviceSlug)) return null;
  if (serviceSlug === 'screen') return model.basePrice * 100;
  const tier = Math.min(2, Math.max(0.75, model.basePrice / REFERENCE_SCREEN_DOLLARS));
  return shopPrice(service.basePrice * tier) * 100;
}

/** Every catalogue cell the shop offers, at its seeded price. */
export function seededCells(): SeedCell[] {
  const cells: SeedCell[] = [];
  for (const model of deviceModels) {
    for (const service of serviceTypes) {
      const priceCents = seededPriceCents(model, service.slug);
      if (priceCents !== null) cells.push({ deviceSlug: model.slug, serviceSlug: service.slug, priceCents });
    }
  }
  return cells;
}

/**
 * Seeds the prices on every start, after the catalogue they price (seeded on module init): every
 * catalogue cell that has no price yet gets its seeded price. Cells that exist are never touched,
 * so prices edited by staff, including prices set to 0 (not available), survive every restart.
 * Safe to run from several processes at once.
 */
@Injectable()
export class RetailPricesSeed implements OnApplicationBootstrap {
  constructor(private readonly cells: RetailPricesRepository) {}

  onApplicationBootstrap(): Promise<void> {
    return this.cells.seedMissing(seededCells());
  }
}
