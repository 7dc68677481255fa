import { formatMoney } from '../../lib/money';

/** Texts of the pricing page; the quoted ones are exact (spec 8). */
export const PRICING_TEXT = {
  title: 'Retail Pricing',
  authRequiredMessage: 'Sign in as shop staff to see the retail price matrix.',
  subtitle:
    'Prices of every repair service for every device model, in dollars. Empty or $0.00 means not available.',
  shortSubtitle: 'In dollars; empty or $0.00: not offered.',
  viewerNotice: 'You have read-only access. Contact an editor to change prices.',
  saveSuccess: 'Pricing updated successfully',
  saveFailure: 'Failed to update pricing',
  saveFailureFallback: 'An error occurred while saving prices',
  invalidPrice: 'Price not changed',
  invalidPriceMessage: 'Prices are 0 or more.',
  priceKept: (label: string, price: number | undefined) =>
    `Prices are 0 or more: ${label} stays ${price === undefined ? 'not available' : formatMoney(price)}.`,
  leaveTitle: 'Leave without saving?',
  leaveMessage: (count: number) =>
    `${count} ${count === 1 ? 'price change is' : 'price changes are'} not saved. Leaving this page discards ${count === 1 ? 'it' : 'them'}.`,
  leave: 'Leave and discard',
  stay: 'Stay on this page',
} as const;

export function savedCountMessage(count: number): string {
  return `${count} ${count === 1 ? 'price' : 'prices'} saved`;
}
