import { randomInt } from 'node:crypto';

/** Characters of a discount code: digits and capitals without the look-alikes 0/O and 1/I. */
export const DISCOUNT_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const DISCOUNT_CODE_LENGTH = 8;
/** The $10 of the first-repair discount, in cents. */
export const DISCOUNT_CENTS = 1000;

/** A fresh code from a cryptographic source (32^8 ≈ 10^12 codes; the unique constraint is the last word). */
export function generateDiscountCode(): string {
  let code = '';
  for (let i = 0; i < DISCOUNT_CODE_LENGTH; i++)
    code += DISCOUNT_CODE_ALPHABET[randomInt(DISCOUNT_CODE_ALPHABET.length)];
  return code;
}

/** A code as typed by a person: case, spaces and dashes do not matter. */
export function normaliseDiscountCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}
