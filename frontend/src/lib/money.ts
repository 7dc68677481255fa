import { shop, type Shop } from '../config/shop';

/**
 * The one frontend money module. The API carries integer cents in fields named `…Cents` (and in
 * the booking's `estimatedPrice`, dollars times 100, spec 7) and dollars where the spec says dollars
 * (the price matrix, a part's unit cost, the catalogue's base prices). Everything shown or typed
 * goes through here.
 */

const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const WHOLE_USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/**
 * A dollar amount, the one way money is written (issue 39 item 7): always with cents, `$129.00`,
 * `$89.50`, and `-$10.00` for an amount taken off (a discount, a credit, a refund), as the backend's
 * receipts, PDFs and e-mails write it (formatUsd).
 */
export function formatMoney(dollars: number): string {
  // Never "-$0.00": a zero taken off is zero.
  return USD.format(dollars === 0 ? 0 : dollars);
}

/** Integer cents as money: 12900 → `$129.00`, 12950 → `$129.50`, -1000 → `-$10.00`. */
export function formatCents(cents: number): string {
  return formatMoney(centsToDollars(cents));
}

/** A chart axis's tick, in whole dollars (`$1,200`): a scale, not an amount. */
export function formatMoneyTick(dollars: number): string {
  return WHOLE_USD.format(dollars);
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
