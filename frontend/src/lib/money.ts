import { shop, type Shop } from '../config/shop';

/**
 * The one frontend money module. The API carries integer cents in fields named `…Cents` (and in
 * the booking's `estimatedPrice`, dollars times 100, spec 7) and dollars where the spec says dollars
 * (the price matrix, a part's unit cost, the catalogue's base prices). Everything shown or typed
 * goes through here.
 */

const currency = (fractionDigits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: 2,
  });
const WHOLE_OR_CENTS = [currency(0), currency(2)] as const;
const ALWAYS_CENTS = currency(2);

/**
 * A dollar amount: `$129` or `$129.50`; with `cents: 'always'` (columns of figures) `$129.00`.
 */
export function formatMoney(dollars: number, { cents }: { cents?: 'always' } = {}): string {
  if (cents === 'always') return ALWAYS_CENTS.format(dollars);
  return WHOLE_OR_CENTS[Math.round(dollars * 100) % 100 !== 0 ? 1 : 0].format(dollars);
}

/** Integer cents as money: 12900 → `$129`, 12950 → `$129.50`; `cents: 'always'` → `$129.00`. */
export function formatCents(cents: number, options: { cents?: 'always' } = {}): string {
  return formatMoney(centsToDollars(cents), options);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Dollars (at most 2 decimals) to integer cents. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Dollars as typed to cents: '45', '45.5', '45.50', '$45' (no negative, at most 2 decimals); null otherwise. */
export function parseDollars(text: string): number | null {
  const match = /^\s*\$?\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the text of a price field: 4500 → '45.00'. */
export function centsAsInput(cents: number): string {
  return centsToDollars(cents).toFixed(2);
}

/**
 * Spec 9: a price shows Free when 0, otherwise `$ Soon` while the shop hides client prices, the
 * amount when it shows them: the shop's one setting (shop.config.json `customerPrices`), which the
 * e-mails follow too. A price not known yet (the price map still loading) shows `$ Soon` too.
 */
export function formatServicePrice(
  price: number | null,
  display: Shop['customerPrices'] = shop.customerPrices,
): string {
  if (price === 0) return 'Free';
  return display === 'shown' && price !== null ? formatMoney(price) : '$ Soon';
}
