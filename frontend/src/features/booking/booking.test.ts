import { describe, expect, it } from 'vitest';
import type { CatalogueModelDto, CatalogueServiceDto } from '../../api';
import { servicePrice } from '../../lib/servicePrice';
import { estimate, serviceDuration } from './estimate';
import { formatSlot, formatSlotTime } from './slotFormat';
import { parseWizard, previousStep, reachableStep, wizardSearch } from './wizardState';

const iphone = { id: 'iphone-15-pro', category: 'iphone', basePrice: 279 } as CatalogueModelDto;
const galaxy = { id: 'galaxy-s24', category: 'android', basePrice: 199 } as CatalogueModelDto;
// Durations as GET /api/catalogue serves them (the rules are the server's: booking-rules.ts).
const services = [
  {
    id: 'screen',
    name: 'Screen Repair',
    basePrice: 129,
    durationMinutes: 60,
    categoryDurations: [{ category: 'iphone', minutes: 20 }],
  },
  { id: 'battery', name: 'Battery Replacement', basePrice: 59, durationMinutes: 60, categoryDurations: [] },
  {
    id: 'water-damage',
    name: 'Water Treatment',
    basePrice: 99,
    durationMinutes: 1440,
    categoryDurations: [],
  },
  { id: 'diagnostic', name: 'Diagnostic', basePrice: 0, durationMinutes: 60, categoryDurations: [] },
] as CatalogueServiceDto[];

describe('estimate (spec 9)', () => {
  it('follows the price map, the server’s one rule (0 or no entry: not available; the diagnostic Free); no price guessed before it loads', () => {
    const pricing = { pricing: { 'iphone-15-pro': { battery: { available: true, price: 79 } } } };
    expect(servicePrice(services[1], iphone, pricing)).toEqual({ price: 79, available: true });
    expect(servicePrice(services[0], iphone, pricing).available).toBe(false); // removed from the map
    expect(servicePrice(services[1], galaxy, pricing).available).toBe(false);
    expect(servicePrice(services[3], iphone, pricing)).toEqual({ price: 0, available: true });
    const off = { pricing: { 'galaxy-s24': { battery: { available: false, price: 0 } } } };
    expect(servicePrice(services[1], galaxy, off).available).toBe(false);
    expect(servicePrice(services[0], iphone, undefined)).toEqual({ price: null, available: true });
    expect(servicePrice(services[3], galaxy, undefined)).toEqual({ price: 0, available: true });
  });

  it('sums the catalogue durations, taking a category exception where the device has one', () => {
    expect(serviceDuration(services[0], iphone)).toBe(20);
    expect(serviceDuration(services[0], galaxy)).toBe(60);
    const map = {
      pricing: {
        'iphone-15-pro': {
          screen: { available: true, price: 279 },
          battery: { available: true, price: 59 },
          'water-damage': { available: true, price: 99 },
        },
      },
    };
    expect(estimate(['screen', 'battery', 'water-damage'], services, iphone, map)).toEqual({
      price: 279 + 59 + 99,
      priceCents: 43700,
      minutes: 1520,
    });
    expect(estimate(['screen'], services, iphone, undefined)).toEqual({
      price: null,
      priceCents: 0,
      minutes: 20,
    });
    expect(estimate(['diagnostic'], services, galaxy, undefined)).toEqual({
      price: 0,
      priceCents: 0,
      minutes: 60,
    });
  });
});

describe('wizard URL state', () => {
  it('round-trips the step and choices', () => {
    const search = wizardSearch({
      step: 'time',
      brand: 'Apple',
      model: 'iphone-15-pro',
      services: ['screen', 'battery'],
    });
    expect(parseWizard(search)).toEqual({
      step: 'time',
      brand: 'Apple',
      model: 'iphone-15-pro',
      services: ['screen', 'battery'],
      slot: null,
      reference: null,
    });
    expect(parseWizard('?step=bogus').step).toBe('brand');
  });

  it('never shows a step whose earlier choices are missing', () => {
    expect(reachableStep(parseWizard('?step=confirmation&brand=Apple&model=x&services=screen'), true)).toBe(
      'time',
    );
    expect(
      reachableStep(parseWizard('?step=confirmation&brand=Apple&model=x&services=screen&slot=s'), false),
    ).toBe('customer');
    expect(reachableStep(parseWizard('?step=services&brand=Apple'), false)).toBe('model');
    expect(reachableStep(parseWizard('?step=model&brand=Apple&model=x'), false)).toBe('model');
    expect(reachableStep(parseWizard('?step=confirmed'), false)).toBe('brand');
  });

  it('goes back one step, and nowhere from the first', () => {
    expect(previousStep('confirmation')).toBe('customer');
    expect(previousStep('model')).toBe('brand');
    expect(previousStep('brand')).toBeNull();
  });
});

describe('slot labels', () => {
  it('formats the shop date and time without shifting them', () => {
    expect(formatSlotTime('18:30')).toBe('6:30 PM');
    expect(formatSlot('2026-03-09', '10:00')).toBe('Monday, March 9 at 10:00 AM');
  });
});
