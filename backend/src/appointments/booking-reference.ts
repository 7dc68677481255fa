import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a reference read out over the phone cannot be misheard as another. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 6;

/** The prefix of a booking (`RB-7K4Q9M`); a repair order's is `RO` (workshop). */
export type ReferencePrefix = 'RB' | 'RO';

/** A new random reference such as `RB-7K4Q9M` (uniqueness is the database's job). */
export function newReference(prefix: ReferencePrefix = 'RB'): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${prefix}-${code}`;
}

/**
 * A reference as a customer may type it (lower case, spaces, with or without the prefix and its
 * dash) in its canonical form, or null when it cannot be one.
 */
export function normaliseReference(input: string, prefix: ReferencePrefix = 'RB'): string | null {
  let code = input.trim().toUpperCase().replace(/\s+/g, '');
  if (code.startsWith(`${prefix}-`)) code = code.slice(3);
  else if (code.startsWith(prefix)) code = code.slice(2);
  code = code.replace(/^-/, '');
  return /^[0-9A-Z]{4,10}$/.test(code) ? `${prefix}-${code}` : null;
}
