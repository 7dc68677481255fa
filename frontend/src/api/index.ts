import { APPOINTMENT_CHANGE } from './baseApi';
import { generatedPublicApi } from './generated.public';

/** GET /api/pricing/all (spec 7/9): fresh 5 minutes, retained 10 minutes. */
export const PUBLIC_PRICING_FRESH_SECONDS = 5 * 60;
export const PUBLIC_PRICING_RETAINED_SECONDS = 10 * 60;

/**
 * The app's public API: the generated public endpoints with cache settings of spec 7/9. The staff
 * endpoints (`/api/admin/*`) are in staff.ts, which only staff pages load; the customer's tracking
 * endpoints (`/api/track/*`) in track.ts, which only the tracking pages load.
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
