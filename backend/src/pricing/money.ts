import { ValidateBy, buildMessage, type ValidationOptions } from 'class-validator';
import { MAX_PRICE_DOLLARS } from './pricing.constants.js';

/** Whole cents: a finite number of dollars with at most two decimals (the one rule of every price). */
export function hasWholeCents(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  return Math.abs(Math.round(value * 100) - value * 100) <= 1e-6 && (value === 0 || Math.abs(value) >= 0.01);
}

/**
 * A DTO's dollar amount, by the rule above. class-validator's own `maxDecimalPlaces` reads the
 * number's text and throws on an exponent form such as 4e-323 (a 500 instead of a 400).
 */
export function IsDollars(validationOptions?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isDollars',
      validator: {
        validate: (value: unknown) => hasWholeCents(value),
        defaultMessage: buildMessage(
          (each) => `${each}$property must be a number of dollars with at most 2 decimals`,
          validationOptions,
        ),
      },
    },
    validationOptions,
  );
}

/**
 * Dollars at the API edge to integer cents, or the reason it is not a price: a finite number
 * from 0 to MAX_PRICE_DOLLARS with at most two decimals.
 */
export function dollarsToCents(value: unknown): { cents: number } | { error: string } {
  if (typeof value !== 'number' || !Number.isFinite(value)) return { error: 'the price must be a number' };
  if (value < 0) return { error: 'the price cannot be negative' };
  if (value > MAX_PRICE_DOLLARS) return { error: `the price cannot be above ${MAX_PRICE_DOLLARS}` };
  if (!hasWholeCents(value)) return { error: 'the price can have at most 2 decimals' };
  return { cents: Math.round(value * 100) };
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Dollars as written in a CSV cell: always two decimals. */
export function formatDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}
