import { APPOINTMENT_CHANGE, type ApiStore } from './baseApi';
import { generatedPublicApi, type TrackingDto } from './generated.public';

/** GET /api/pricing/all (spec 7/9): fresh 5 minutes, retained 10 minutes. */
export const PUBLIC_PRICING_FRESH_SECONDS = 5 * 60;
export const PUBLIC_PRICING_RETAINED_SECONDS = 10 * 60;

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
    dispatch(generatedPublicApi.util.upsertQueryData('getRepairTracking', { token }, data));
  } catch {
    // The error is the mutation's own answer; invalidation reads the page again.
  }
}

/**
 * The app's public API: the generated public endpoints with cache settings of spec 7/9. The staff
 * endpoints (`/api/admin/*`) are in staff.ts, which only staff pages load.
 * Reads never go stale (base api: keepUnusedDataFor Infinity, no refetch on focus, no retry).
 */
export const api = generatedPublicApi.enhanceEndpoints({
  endpoints: {
    getCatalogue: { keepUnusedDataFor: Infinity },
    // Discount signup: the cached customers list is refreshed (spec 7).
    createCustomer: { invalidatesTags: ['Customers', 'admin customers'] },
    // Booking: reading a booking or its calendar file changes nothing; booking and cancelling refresh availability
    // and the staff's appointment and customer lists.
    createAppointment: { invalidatesTags: APPOINTMENT_CHANGE },
    cancelAppointment: { invalidatesTags: APPOINTMENT_CHANGE },
    rescheduleAppointment: { invalidatesTags: APPOINTMENT_CHANGE },
    lookupAppointment: { invalidatesTags: [] },
    downloadAppointmentIcs: { invalidatesTags: [] },
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
    // Public price map (spec 7/9): retained 10 minutes unused, 2 retries; fresh 5 minutes (usePublicPricingQuery).
    getAllPricing: {
      providesTags: ['Pricing'],
      keepUnusedDataFor: PUBLIC_PRICING_RETAINED_SECONDS,
      extraOptions: { maxRetries: 2 },
    },
  },
});

export * from './generated.public';

/**
 * The public price map with its freshness (spec 7/9): cached data younger than 5 minutes is used
 * as is; a component mounting later refetches it.
 */
export function usePublicPricingQuery() {
  return api.useGetAllPricingQuery(undefined, { refetchOnMountOrArgChange: PUBLIC_PRICING_FRESH_SECONDS });
}
export type { ApiError } from './baseQuery';
