/**
 * What the instances cache, by the tables it is made of. Each topic has a version row in
 * `cache_versions`; a trigger on each of its tables bumps the version and notifies CHANNEL with
 * `topic:version` when a change commits (migration CacheVersions1763890000002).
 */
export const CACHE_TOPICS = {
  /** device_models, service_types: the public catalogue, the server-rendered repair pages, the price map's rows. */
  catalogue: ['device_models', 'service_types'],
  /** retail_prices: the public price map. */
  prices: ['retail_prices'],
  /** appointment_status_transitions: the allowed status changes. */
  statusTransitions: ['appointment_status_transitions'],
  /** closed_days: the shop's structured data on the site (its closed days ahead). */
  closedDays: ['closed_days'],
} as const;
export type CacheTopic = keyof typeof CACHE_TOPICS;

/** The notification channel of committed changes. */
export const CACHE_CHANNEL = 'cache_versions';
