import { useSyncExternalStore } from 'react';
import { shop } from '../../config/shop';

/** The year at the shop now: its time zone's, the same on the server and in every visitor's browser. */
export function shopYear(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone: shop.timeZone, year: 'numeric' }).format(now));
}

/**
 * The year the page's HTML was rendered with: on the server, this year; in the browser, the year
 * the footer of the painted page shows (a page prerendered at build time keeps its build's year).
 */
function renderedYear(): number {
  if (typeof document === 'undefined') return shopYear();
  // Footer.tsx writes the year it shows into the footer's data-year.
  const shown = Number(document.querySelector('footer[data-year]')?.getAttribute('data-year'));
  return Number.isInteger(shown) && shown > 0 ? shown : shopYear();
}

const unchanging = () => () => {};

/**
 * The copyright year, read as an external store: hydration renders the year the HTML shows, and
 * the page then updates to this year if it differs (a page prerendered last year, or rendered just
 * before New Year). Reading the clock in the first render made such a page differ from its HTML
 * (React error 418): React then threw the painted page away and rendered it again.
 */
export function useCopyrightYear(): number {
  return useSyncExternalStore(unchanging, shopYear, renderedYear);
}
