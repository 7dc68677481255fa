import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a reference read out over the phone cannot be misheard as another. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 6;

/** A new random booking reference such as `RB-7K4Q9M` (uniqueness is the database's job). */
export function newReference(): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `RB-${code}`;
}

/**
 * A reference as a customer may type it (lower case, spaces, without the RB- prefix, O for 0…)
 * in its canonical form, or null when it cannot be one.
 */
export function normaliseReference(input: string): string | null {
  let code = input.trim().toUpperCase().replace(/\s+/g, '');
  if (code.startsWith('RB-')) code = code.slice(3);
  else if (code.startsWith('RB')) code = code.slice(2);
  code = code.replace(/^-/, '');
  return /^[0-9A-Z]{4,10}$/.test(code) ? `RB-${code}` : null;
}
