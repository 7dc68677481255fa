import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { createApi, retry } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/** No retries by default (spec 7); an endpoint opts in with `extraOptions: { maxRetries }`. */
const baseQueryWithRetry = retry(baseQuery, { maxRetries: 0 });

/** What a booking, a customer's cancel or move, or a staff status change makes stale. */
export const APPOINTMENT_CHANGE = [
  'appointments',
  'admin appointments',
  'admin customers',
  'admin closed days',
] as const;

/** The staff-only lists a sign-in or sign-out refreshes. */
export const STAFF_LISTS = [
  'admin catalogue',
  'admin appointments',
  'admin customers',
  'admin closed days',
] as const;

/**
 * Empty API; endpoints are injected by the generated clients: the public one (generated.public.ts,
 * enhanced in index.ts), the tracking one (generated.track.ts, enhanced in track.ts), which only
 * the tracking pages load, and the staff one (generated.staff.ts, enhanced in staff.ts), which only
 * staff pages load. Every tag the app's own settings name is declared here (the generated clients
 * add their own tags).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithRetry,
  tagTypes: [
    'Catalogue',
    'Pricing',
    'AdminPricing',
    'DevicePricing',
    'Customers',
    'Appointments',
    'Session',
    // The public catalogue's generated tag, which staff changes of the catalogue invalidate.
    'catalogue',
    ...APPOINTMENT_CHANGE,
    ...STAFF_LISTS,
  ],
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});

/** A store holding the API's cache, as a part loaded without the store's code gets it (on demand). */
export interface ApiStore {
  dispatch: ThunkDispatch<
    { [K in typeof baseApi.reducerPath]: ReturnType<typeof baseApi.reducer> },
    unknown,
    UnknownAction
  >;
}
