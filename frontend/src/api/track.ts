import type { ApiStore } from './baseApi';
import { generatedTrackApi, type TrackingDto } from './generated.track';

/** Puts the tracking page a quote's answer returns into the cache of that page. */
async function writeTrackingPage(
  { token }: { token: string },
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: ApiStore['dispatch']; queryFulfilled: Promise<{ data: TrackingDto }> },
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(generatedTrackApi.util.upsertQueryData('getRepairTracking', { token }, data));
  } catch {
    // The error is the mutation's own answer; invalidation reads the page again.
  }
}

/**
 * The customer's tracking API (`/api/track/*`: the look-up, the tracking page's reads, the quote's
 * answer, the intake's signing, the receipts): the generated tracking endpoints with their cache
 * settings, injected into the same base api as the public ones (index.ts). Only the tracking pages
 * (features/track) import it, so the other public pages never download it; a server-rendered
 * tracking page's data is put in the cache once it is loaded (app/serverData.ts).
 * Reads never go stale (base api: keepUnusedDataFor Infinity, no refetch on focus, no retry).
 */
export const trackApi = generatedTrackApi.enhanceEndpoints({
  endpoints: {
    // A quote's answer answers the tracking page anew: written into its cache (no refetch); a late
    // answer (a newer version, an expired one) reads the page again.
    approveRepairQuote: {
      invalidatesTags: (_result, error) => (error ? ['tracking'] : []),
      onQueryStarted: writeTrackingPage,
    },
    declineRepairQuote: {
      invalidatesTags: (_result, error) => (error ? ['tracking'] : []),
      onQueryStarted: writeTrackingPage,
    },
  },
});

export * from './generated.track';
export type { ApiError } from './baseQuery';
