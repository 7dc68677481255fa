import { generatedApi } from './generated';

/** GET /api/pricing/all (spec 7/9): fresh 5 minutes, retained 10 minutes. */
export const PUBLIC_PRICING_FRESH_SECONDS = 5 * 60;
export const PUBLIC_PRICING_RETAINED_SECONDS = 10 * 60;

/** What a back-office change of a device model or service type makes stale. */
const CATALOGUE_CHANGE = [
  'admin catalogue',
  'catalogue',
  'AdminPricing',
  'Pricing',
  'DevicePricing',
] as const;

/** What a booking, a customer's cancel or move, or a staff status change makes stale. */
const APPOINTMENT_CHANGE = [
  'appointments',
  'admin appointments',
  'admin customers',
  'admin closed days',
] as const;

/** The staff-only lists a sign-in or sign-out refreshes. */
const STAFF_LISTS = [
  'admin catalogue',
  'admin appointments',
  'admin customers',
  'admin closed days',
] as const;

/**
 * The app's API: the generated endpoints with cache settings of spec 7/9.
 * Reads never go stale (base api: keepUnusedDataFor Infinity, no refetch on focus, no retry).
 */
export const api = generatedApi.enhanceEndpoints({
  endpoints: {
    // Staff session (spec 7): no retry; sign-in and sign-out refresh it and the staff-only data.
    getAdminMe: { providesTags: ['Session'] },
    adminLogin: { invalidatesTags: ['Session', 'AdminPricing', ...STAFF_LISTS] },
    adminLogout: { invalidatesTags: ['Session', 'AdminPricing', ...STAFF_LISTS] },
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
    // Back office, appointments and customers: a status change refreshes the lists, the dashboard summary,
    // an open appointment, the availability (cancelling frees the slot) and the customers' counts.
    listAdminAppointments: { providesTags: ['admin appointments'] },
    getAdminAppointmentSummary: { providesTags: ['admin appointments'] },
    getAdminAppointment: { providesTags: ['admin appointments'] },
    changeAppointmentStatus: { invalidatesTags: APPOINTMENT_CHANGE },
    listAdminCustomers: { providesTags: ['admin customers'] },
    // Closed days: closing or reopening a day changes the slots offered.
    listClosedDays: { providesTags: ['admin closed days'] },
    closeDay: { invalidatesTags: ['admin closed days', 'appointments'] },
    reopenDay: { invalidatesTags: ['admin closed days', 'appointments'] },
    // Retail prices: a save or import refreshes the admin matrix, the public map and per-device prices (spec 7).
    // Public price map (spec 7/9): retained 10 minutes unused, 2 retries; fresh 5 minutes (usePublicPricingQuery).
    getAllPricing: {
      providesTags: ['Pricing'],
      keepUnusedDataFor: PUBLIC_PRICING_RETAINED_SECONDS,
      extraOptions: { maxRetries: 2 },
    },
    getAdminPricing: { providesTags: ['AdminPricing'] },
    getPricingHistory: { providesTags: ['AdminPricing'] },
    saveAdminPricing: { invalidatesTags: ['AdminPricing', 'Pricing', 'DevicePricing'] },
    importPricingCsv: { invalidatesTags: ['AdminPricing', 'Pricing', 'DevicePricing'] },
    // Back office: a device model or service type change refreshes its list, the public catalogue and the prices.
    createDeviceModel: { invalidatesTags: CATALOGUE_CHANGE },
    updateDeviceModel: { invalidatesTags: CATALOGUE_CHANGE },
    reorderDeviceModels: { invalidatesTags: CATALOGUE_CHANGE },
    retireDeviceModel: { invalidatesTags: CATALOGUE_CHANGE },
    unretireDeviceModel: { invalidatesTags: CATALOGUE_CHANGE },
    createServiceType: { invalidatesTags: CATALOGUE_CHANGE },
    updateServiceType: { invalidatesTags: CATALOGUE_CHANGE },
    reorderServiceTypes: { invalidatesTags: CATALOGUE_CHANGE },
    retireServiceType: { invalidatesTags: CATALOGUE_CHANGE },
    unretireServiceType: { invalidatesTags: CATALOGUE_CHANGE },
  },
});

export * from './generated';

/**
 * The public price map with its freshness (spec 7/9): cached data younger than 5 minutes is used
 * as is; a component mounting later refetches it.
 */
export function usePublicPricingQuery() {
  return api.useGetAllPricingQuery(undefined, { refetchOnMountOrArgChange: PUBLIC_PRICING_FRESH_SECONDS });
}
export type { ApiError } from './baseQuery';
