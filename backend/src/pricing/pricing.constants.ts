/** The highest retail price accepted, in dollars (a sanity bound, below the database's own check). */
export const MAX_PRICE_DOLLARS = 10_000;

/** Public price map: cached by browsers and proxies for a short time, then revalidated with the ETag. */
export const PUBLIC_PRICING_CACHE_CONTROL = 'public, max-age=30, must-revalidate';

/** Most cells one save may carry (an import is bounded by its body limit instead). */
export const MAX_CELLS_PER_SAVE = 5000;

export const HISTORY_DEFAULT_PAGE_SIZE = 20;
export const HISTORY_MAX_PAGE_SIZE = 100;
/** The last page a history request may ask for (a larger offset is no page anyone reads, and overflows). */
export const HISTORY_MAX_PAGE = 100_000;

/** What a change of a price cell came from (retail_price_history.source). */
export type PriceChangeSource = 'editor' | 'import';
