import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { APPOINTMENT_CHANGE, STAFF_LISTS } from './baseApi';
import { generatedStaffApi } from './generated.staff';

/** What a back-office change of a device model or service type makes stale. */
const CATALOGUE_CHANGE = [
  'admin catalogue',
  'catalogue',
  'AdminPricing',
  'Pricing',
  'DevicePricing',
] as const;

/**
 * The staff API (`/api/admin/*`): the generated staff endpoints with their cache settings, injected
 * into the same base api as the public ones (index.ts). Only staff pages import it, so public pages
 * never download it.
 */
export const staffApi = generatedStaffApi.enhanceEndpoints({
  endpoints: {
    // Staff session (spec 7): no retry; sign-in and sign-out refresh it and the staff-only data.
    getAdminMe: { providesTags: ['Session'] },
    adminLogin: { invalidatesTags: ['Session', 'AdminPricing', ...STAFF_LISTS] },
    adminLogout: { invalidatesTags: ['Session', 'AdminPricing', ...STAFF_LISTS] },
    // A one-time sign-in link (issue 41): looking at it changes nothing; using it signs the person in.
    getSignInLinkHolder: { invalidatesTags: [] },
    useSignInLink: { invalidatesTags: ['Session', 'AdminPricing', ...STAFF_LISTS] },
    // Back office, appointments and customers: a status change refreshes the lists, the dashboard summary,
    // an open appointment, the availability (cancelling frees the slot) and the customers' counts.
    listAdminAppointments: { providesTags: ['admin appointments'] },
    getAdminAppointmentSummary: { providesTags: ['admin appointments'] },
    getAdminAppointment: { providesTags: ['admin appointments'] },
    changeAppointmentStatus: { invalidatesTags: APPOINTMENT_CHANGE },
    // Checking an appointment in makes a repair order: the appointment lists and the workshop's.
    checkInAppointment: { invalidatesTags: [...APPOINTMENT_CHANGE, 'workshop'] },
    listAdminCustomers: { providesTags: ['admin customers'] },
    // Customer records: a correction, merge or erasure changes the list, the page, the check-in's
    // match, and the names shown on bookings and repair orders.
    getAdminCustomer: { providesTags: ['admin customers'] },
    matchCustomer: { providesTags: ['admin customers'] },
    updateCustomerContact: { invalidatesTags: ['admin customers', 'admin appointments', 'workshop'] },
    mergeCustomer: { invalidatesTags: ['admin customers', 'admin appointments', 'workshop'] },
    eraseCustomer: {
      invalidatesTags: ['admin customers', 'admin appointments', 'workshop', 'photos', 'signatures'],
    },
    // Workshop: a status change can open or close the quote editor; sending a quote moves the order.
    // Cancelling releases the order's reserved parts (issue 32 item 8): the parts and the stock too.
    changeRepairOrderStatus: { invalidatesTags: ['workshop', 'quotes', 'inventory', 'payments'] },
    // The counter: money taken changes the order's paid and due; a hand-over moves it and issues a receipt.
    takeRepairOrderPayment: { invalidatesTags: ['payments', 'workshop'] },
    requestRepairOrderDeposit: { invalidatesTags: ['payments'] },
    pickUpRepairOrder: { invalidatesTags: ['payments', 'workshop', 'quotes', 'inventory'] },
    countCash: { invalidatesTags: ['payments'] },
    createCreditNote: { invalidatesTags: ['payments', 'workshop'] },
    sendRepairOrderQuote: { invalidatesTags: ['workshop', 'quotes'] },
    // An answer received by phone or in the shop moves the order as the customer's own (issue 41):
    // its state, charges and reserved parts.
    recordRepairQuoteDecision: { invalidatesTags: ['workshop', 'quotes', 'inventory', 'payments'] },
    // Photos (issue 40): sent as a form with their files; a deletion or a refusal is a line of the
    // order's history (the order page's), so the order is read again too.
    listRepairOrderPhotos: { providesTags: ['photos'] },
    uploadRepairOrderPhotos: {
      query: ({ id, body }) => {
        const form = new FormData();
        form.append('moment', body.moment);
        for (const photo of body.photos) form.append('photos', photo);
        return { url: `/api/admin/repair-orders/${id}/photos`, method: 'POST', body: form };
      },
      invalidatesTags: ['photos'],
    },
    // The switch turns at once; the answer (the order's photos) replaces the guess, a failure undoes it.
    shareRepairOrderPhoto: {
      invalidatesTags: [],
      async onQueryStarted({ id, photoId, sharePhotoDto }, { dispatch, queryFulfilled }) {
        const guess = dispatch(
          generatedStaffApi.util.updateQueryData('listRepairOrderPhotos', { id }, (draft) => {
            const photo = draft.photos.find((p) => p.id === photoId);
            if (photo) photo.sharedWithCustomer = photo.customerSees = sharePhotoDto.shared;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(generatedStaffApi.util.upsertQueryData('listRepairOrderPhotos', { id }, data));
        } catch {
          guess.undo();
        }
      },
    },
    deleteRepairOrderPhoto: { invalidatesTags: ['photos', 'workshop'] },
    // The passcode card (issue 40): a pickup or cancellation destroys the passcode, so it follows the order.
    getRepairOrderPasscode: { providesTags: ['workshop'] },
    declineRepairOrderIntakePhotos: { invalidatesTags: ['photos', 'workshop'] },
    // Signatures (issue 40): signing the intake makes its photos evidence (no deletion) and the order's history says so.
    signRepairOrder: { invalidatesTags: ['signatures', 'photos', 'workshop'] },
    // The dashboard's day so far (issue 41): money taken and orders moved refresh it.
    getToday: { providesTags: ['reports', 'payments', 'workshop'] },
    // Closed days: closing or reopening a day changes the slots offered.
    listClosedDays: { providesTags: ['admin closed days'] },
    closeDay: { invalidatesTags: ['admin closed days', 'appointments'] },
    reopenDay: { invalidatesTags: ['admin closed days', 'appointments'] },
    // Retail prices: a save or import refreshes the admin matrix, the public map and per-device prices (spec 7).
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
    // Parts: stock and each order's parts are one tag; using a part changes the order's money too.
    listParts: { providesTags: ['inventory'] },
    getPart: { providesTags: ['inventory'] },
    listPartMovements: { providesTags: ['inventory'] },
    createPart: { invalidatesTags: ['inventory'] },
    updatePart: { invalidatesTags: ['inventory'] },
    reorderParts: { invalidatesTags: ['inventory'] },
    retirePart: { invalidatesTags: ['inventory'] },
    unretirePart: { invalidatesTags: ['inventory'] },
    recordPartDelivery: { invalidatesTags: ['inventory'] },
    adjustPartStock: { invalidatesTags: ['inventory'] },
    importPartsCsv: { invalidatesTags: ['inventory'] },
    reserveRepairOrderPart: { invalidatesTags: ['inventory'] },
    useRepairOrderPart: { invalidatesTags: ['inventory', 'workshop'] },
  },
});

export * from './generated.staff';

/** The part of the store state the API owns. */
type ApiState = { [K in typeof staffApi.reducerPath]: ReturnType<typeof staffApi.reducer> };

/** dispatch that accepts the staff API's thunks (`staffApi.util.updateQueryData`), without features reaching into app/. */
export const useApiDispatch = useDispatch.withTypes<ThunkDispatch<ApiState, unknown, UnknownAction>>();
