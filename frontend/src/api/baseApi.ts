import { createApi, retry } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/** No retries by default (spec 7); an endpoint opts in with `extraOptions: { maxRetries }`. */
const baseQueryWithRetry = retry(baseQuery, { maxRetries: 0 });

/** Empty API; endpoints are injected by the generated client (generated.ts). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithRetry,
  tagTypes: ['Catalogue', 'Pricing', 'AdminPricing', 'DevicePricing', 'Customers', 'Appointments', 'Session'],
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
