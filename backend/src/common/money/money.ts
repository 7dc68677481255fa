import { ValidateBy, buildMessage, type ValidationOptions } from 'class-validator';

/**
 * The one backend money module: integer cents inside; dollars only at the API edges where the spec
 * says dollars (admin prices, a part's unit cost, the catalogue's base prices). Every money field
 * added from now on names its unit (`…Cents`).
 */

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

/** Dollars already validated (IsDollars, or `readDollars` below) to integer cents. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/**
 * Dollars not yet validated (a price cell, a CSV field) to integer cents, or the reason it is not
 * a price: a finite number from 0 to `max` dollars with at most two decimals.
 */
export function readDollars(value: unknown, max: number): { cents: number } | { error: string } {
  if (typeof value !== 'number' || !Number.isFinite(value)) return { error: 'the price must be a number' };
  if (value < 0) return { error: 'the price cannot be negative' };
  if (value > max) return { error: `the price cannot be above ${max}` };
  if (!hasWholeCents(value)) return { error: 'the price can have at most 2 decimals' };
  return { cents: dollarsToCents(value) };
}

/** Dollars as written in a CSV cell: always two decimals. */
export function formatDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** An amount as people read it: $1,234.50, or -$5.00 for a refund. */
export function formatUsd(cents: number): string {
  const text = (Math.abs(cents) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${cents < 0 ? '-' : ''}$${text}`;
}

/** The sum of amounts in cents. */
export function sumCents(amounts: Iterable<number>): number {
  let total = 0;
  for (const cents of amounts) total += cents;
  return total;
}

/** A line's total: quantity × unit price, in cents. */
export function lineTotalCents(line: { quantity: number; unitPriceCents: number }): number {
  return line.quantity * line.unitPriceCents;
}

/** Total after a discount, never below zero. */
export function afterDiscountCents(totalCents: number, discountCents: number): number {
  return Math.max(0, totalCents - Math.max(0, discountCents));
}
