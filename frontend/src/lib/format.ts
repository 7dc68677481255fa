import { shop, type Shop } from '../config/shop';

const MINUTES_PER_DAY = 1440;

/**
 * Formats a dollar amount: `$129` or `$129.50`; with `cents: 'always'` (columns of figures) `$129.00`.
 */
export function formatMoney(dollars: number, { cents }: { cents?: 'always' } = {}): string {
  const hasCents = cents === 'always' || Math.round(dollars * 100) % 100 !== 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: hasCents ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(dollars);
}

/** Spec 9: 1440 minutes or more display as rounded hours, otherwise as minutes. */
export function formatDuration(minutes: number): string {
  if (minutes >= MINUTES_PER_DAY) {
    const hours = Math.round(minutes / 60);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * Spec 9: a price shows Free when 0, otherwise `$ Soon` while the shop hides client prices, the
 * amount when it shows them: the shop's one setting (shop.config.json `customerPrices`), which the
 * e-mails follow too.
 */
export function formatServicePrice(
  price: number,
  display: Shop['customerPrices'] = shop.customerPrices,
): string {
  if (price === 0) return 'Free';
  return display === 'shown' ? formatMoney(price) : '$ Soon';
}

/** A phone number as a tel: link (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
