import { MAX_PRICE_DOLLARS } from './pricing.constants.js';

/**
 * Dollars at the API edge to integer cents, or the reason it is not a price: a finite number
 * from 0 to MAX_PRICE_DOLLARS with at most two decimals.
 */
export function dollarsToCents(value: unknown): { cents: number } | { error: string } {
  if (typeof value !== 'number' || !Number.isFinite(value)) return { error: 'the price must be a number' };
  if (value < 0) return { error: 'the price cannot be negative' };
  if (value > MAX_PRICE_DOLLARS) return { error: `the price cannot be above ${MAX_PRICE_DOLLARS}` };
  const cents = Math.round(value * 100);
  if (Math.abs(cents - value * 100) > 1e-6) return { error: 'the price can have at most 2 decimals' };
  return { cents };
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Dollars as written in a CSV cell: always two decimals. */
export function formatDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}
