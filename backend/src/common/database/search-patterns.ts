/** Helpers for the back-office search boxes. */

/** `text` as a literal inside a LIKE pattern (backslash is the default escape character). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/**
 * LIKE patterns over the digits of a phone number for a search that looks like one (digits, spaces
 * and + ( ) - . only, at least 3 digits): "(555) 555-0123" finds "555.555.0123". A leading US
 * country code 1 of an 11-digit search is also tried without it.
 */
export function phoneDigitPatterns(q: string): string[] {
  if (!/^[0-9+().\-\s]+$/.test(q)) return [];
  const digits = q.replace(/\D/g, '');
  if (digits.length < 3) return [];
  const variants = [digits];
  if (digits.length === 11 && digits.startsWith('1')) variants.push(digits.slice(1));
  return variants.map((d) => `%${d}%`);
}
