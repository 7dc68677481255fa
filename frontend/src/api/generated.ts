import { baseApi as api } from './baseApi';
export const addTagTypes = [
  'admin appointments',
  'admin closed days',
  'admin customers',
  'admin catalogue',
  'admin-auth',
  'admin',
  'admin pricing',
  'appointments',
  'catalogue',
  'customers',
  'health',
  'pricing',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listAdminAppointments: build.query<ListAdminAppointmentsApiResponse, ListAdminAppointmentsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/appointments`,
          params: {
            q: queryArg.q,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            from: queryArg['from'],
            to: queryArg.to,
            status: queryArg.status,
          },
        }),
        providesTags: ['admin appointments'],
      }),
      getAdminAppointmentSummary: build.query<
        GetAdminAppointmentSummaryApiResponse,
        GetAdminAppointmentSummaryApiArg
      >({
        query: () => ({ url: `/api/admin/appointments/summary` }),
        providesTags: ['admin appointments'],
      }),
      getAdminAppointment: build.query<GetAdminAppointmentApiResponse, GetAdminAppointmentApiArg>({
        query: (queryArg) => ({ url: `/api/admin/appointments/${queryArg.id}` }),
        providesTags: ['admin appointments'],
      }),
      changeAppointmentStatus: build.mutation<
        ChangeAppointmentStatusApiResponse,
        ChangeAppointmentStatusApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/appointments/${queryArg.id}/status`,
          method: 'PATCH',
          body: queryArg.changeAppointmentStatusDto,
        }),
        invalidatesTags: ['admin appointments'],
      }),
      listClosedDays: build.query<ListClosedDaysApiResponse, ListClosedDaysApiArg>({
        query: () => ({ url: `/api/admin/closed-days` }),
        providesTags: ['admin closed days'],
      }),
      closeDay: build.mutation<CloseDayApiResponse, CloseDayApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/closed-days`,
          method: 'POST',
          body: queryArg.createClosedDayDto,
        }),
        invalidatesTags: ['admin closed days'],
      }),
      reopenDay: build.mutation<ReopenDayApiResponse, ReopenDayApiArg>({
        query: (queryArg) => ({ url: `/api/admin/closed-days/${queryArg.day}`, method: 'DELETE' }),
        invalidatesTags: ['admin closed days'],
      }),
      listAdminCustomers: build.query<ListAdminCustomersApiResponse, ListAdminCustomersApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/customers`,
          params: {
            q: queryArg.q,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            claim: queryArg.claim,
          },
        }),
        providesTags: ['admin customers'],
      }),
      listDeviceModels: build.query<ListDeviceModelsApiResponse, ListDeviceModelsApiArg>({
        query: () => ({ url: `/api/admin/device-models` }),
        providesTags: ['admin catalogue'],
      }),
      createDeviceModel: build.mutation<CreateDeviceModelApiResponse, CreateDeviceModelApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/device-models`,
          method: 'POST',
          body: queryArg.createDeviceModelDto,
        }),
        invalidatesTags: ['admin catalogue'],
      }),
      reorderDeviceModels: build.mutation<ReorderDeviceModelsApiResponse, ReorderDeviceModelsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/device-models/order`,
          method: 'PUT',
          body: queryArg.reorderDto,
        }),
        invalidatesTags: ['admin catalogue'],
      }),
      updateDeviceModel: build.mutation<UpdateDeviceModelApiResponse, UpdateDeviceModelApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/device-models/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updateDeviceModelDto,
        }),
        invalidatesTags: ['admin catalogue'],
      }),
      retireDeviceModel: build.mutation<RetireDeviceModelApiResponse, RetireDeviceModelApiArg>({
        query: (queryArg) => ({ url: `/api/admin/device-models/${queryArg.id}/retire`, method: 'POST' }),
        invalidatesTags: ['admin catalogue'],
      }),
      unretireDeviceModel: build.mutation<UnretireDeviceModelApiResponse, UnretireDeviceModelApiArg>({
        query: (queryArg) => ({ url: `/api/admin/device-models/${queryArg.id}/unretire`, method: 'POST' }),
        invalidatesTags: ['admin catalogue'],
      }),
      adminLogin: build.mutation<AdminLoginApiResponse, AdminLoginApiArg>({
        query: (queryArg) => ({ url: `/api/admin/login`, method: 'POST', body: queryArg.loginDto }),
        invalidatesTags: ['admin-auth'],
      }),
      adminLogout: build.mutation<AdminLogoutApiResponse, AdminLogoutApiArg>({
        query: () => ({ url: `/api/admin/logout`, method: 'POST' }),
        invalidatesTags: ['admin-auth'],
      }),
      getAdminMe: build.query<GetAdminMeApiResponse, GetAdminMeApiArg>({
        query: () => ({ url: `/api/admin/me` }),
        providesTags: ['admin-auth'],
      }),
      listOutbox: build.query<ListOutboxApiResponse, ListOutboxApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/outbox`,
          params: {
            status: queryArg.status,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['admin'],
      }),
      getAdminPricing: build.query<GetAdminPricingApiResponse, GetAdminPricingApiArg>({
        query: () => ({ url: `/api/admin/pricing` }),
        providesTags: ['admin pricing'],
      }),
      saveAdminPricing: build.mutation<SaveAdminPricingApiResponse, SaveAdminPricingApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/pricing`,
          method: 'POST',
          body: queryArg.savePricingDto,
          headers: {
            'If-Match': queryArg['If-Match'],
          },
        }),
        invalidatesTags: ['admin pricing'],
      }),
      exportPricingCsv: build.query<ExportPricingCsvApiResponse, ExportPricingCsvApiArg>({
        query: () => ({ url: `/api/admin/pricing/export.csv` }),
        providesTags: ['admin pricing'],
      }),
      getPricingHistory: build.query<GetPricingHistoryApiResponse, GetPricingHistoryApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/pricing/history`,
          params: {
            deviceModelId: queryArg.deviceModelId,
            serviceTypeId: queryArg.serviceTypeId,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ['admin pricing'],
      }),
      importPricingCsv: build.mutation<ImportPricingCsvApiResponse, ImportPricingCsvApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/pricing/import`,
          method: 'POST',
          body: queryArg.importPricingDto,
        }),
        invalidatesTags: ['admin pricing'],
      }),
      listServiceTypes: build.query<ListServiceTypesApiResponse, ListServiceTypesApiArg>({
        query: () => ({ url: `/api/admin/service-types` }),
        providesTags: ['admin catalogue'],
      }),
      createServiceType: build.mutation<CreateServiceTypeApiResponse, CreateServiceTypeApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/service-types`,
          method: 'POST',
          body: queryArg.createServiceTypeDto,
        }),
        invalidatesTags: ['admin catalogue'],
      }),
      reorderServiceTypes: build.mutation<ReorderServiceTypesApiResponse, ReorderServiceTypesApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/service-types/order`,
          method: 'PUT',
          body: queryArg.reorderDto,
        }),
        invalidatesTags: ['admin catalogue'],
      }),
      updateServiceType: build.mutation<UpdateServiceTypeApiResponse, UpdateServiceTypeApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/service-types/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updateServiceTypeDto,
        }),
        invalidatesTags: ['admin catalogue'],
      }),
      retireServiceType: build.mutation<RetireServiceTypeApiResponse, RetireServiceTypeApiArg>({
        query: (queryArg) => ({ url: `/api/admin/service-types/${queryArg.id}/retire`, method: 'POST' }),
        invalidatesTags: ['admin catalogue'],
      }),
      unretireServiceType: build.mutation<UnretireServiceTypeApiResponse, UnretireServiceTypeApiArg>({
        query: (queryArg) => ({ url: `/api/admin/service-types/${queryArg.id}/unretire`, method: 'POST' }),
        invalidatesTags: ['admin catalogue'],
      }),
      createAppointment: build.mutation<CreateAppointmentApiResponse, CreateAppointmentApiArg>({
        query: (queryArg) => ({
          url: `/api/appointments`,
          method: 'POST',
          body: queryArg.createAppointmentDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['appointments'],
      }),
      getAvailability: build.query<GetAvailabilityApiResponse, GetAvailabilityApiArg>({
        query: () => ({ url: `/api/appointments/availability` }),
        providesTags: ['appointments'],
      }),
      cancelAppointment: build.mutation<CancelAppointmentApiResponse, CancelAppointmentApiArg>({
        query: (queryArg) => ({
          url: `/api/appointments/${queryArg.reference}/cancel`,
          method: 'POST',
          body: queryArg.bookingAccessDto,
        }),
        invalidatesTags: ['appointments'],
      }),
      downloadAppointmentIcs: build.mutation<DownloadAppointmentIcsApiResponse, DownloadAppointmentIcsApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/appointments/${queryArg.reference}/ics`,
            method: 'POST',
            body: queryArg.bookingAccessDto,
          }),
          invalidatesTags: ['appointments'],
        },
      ),
      lookupAppointment: build.mutation<LookupAppointmentApiResponse, LookupAppointmentApiArg>({
        query: (queryArg) => ({
          url: `/api/appointments/${queryArg.reference}/lookup`,
          method: 'POST',
          body: queryArg.bookingAccessDto,
        }),
        invalidatesTags: ['appointments'],
      }),
      rescheduleAppointment: build.mutation<RescheduleAppointmentApiResponse, RescheduleAppointmentApiArg>({
        query: (queryArg) => ({
          url: `/api/appointments/${queryArg.reference}/reschedule`,
          method: 'POST',
          body: queryArg.rescheduleAppointmentDto,
        }),
        invalidatesTags: ['appointments'],
      }),
      getCatalogue: build.query<GetCatalogueApiResponse, GetCatalogueApiArg>({
        query: () => ({ url: `/api/catalogue` }),
        providesTags: ['catalogue'],
      }),
      createCustomer: build.mutation<CreateCustomerApiResponse, CreateCustomerApiArg>({
        query: (queryArg) => ({ url: `/api/customers`, method: 'POST', body: queryArg.createCustomerDto }),
        invalidatesTags: ['customers'],
      }),
      getLiveness: build.query<GetLivenessApiResponse, GetLivenessApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ['health'],
      }),
      getReadiness: build.query<GetReadinessApiResponse, GetReadinessApiArg>({
        query: () => ({ url: `/api/health/ready` }),
        providesTags: ['health'],
      }),
      getAllPricing: build.query<GetAllPricingApiResponse, GetAllPricingApiArg>({
        query: () => ({ url: `/api/pricing/all` }),
        providesTags: ['pricing'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type ListAdminAppointmentsApiResponse = /** status 200  */ AdminAppointmentPageDto;
export type ListAdminAppointmentsApiArg = {
  /** Reference (with or without RB-), customer name, e-mail or phone (any formatting); searches all dates unless from/to are given */
  q?: string;
  page?: number;
  pageSize?: number;
  /** First day, shop time (default today; with q: no lower bound unless given) */
  from?: string;
  /** Last day, inclusive, shop time (default from + 13 days; at most 92 days after from) */
  to?: string;
  status?: AppointmentStatus;
};
export type GetAdminAppointmentSummaryApiResponse = /** status 200  */ AdminAppointmentSummaryDto;
export type GetAdminAppointmentSummaryApiArg = void;
export type GetAdminAppointmentApiResponse = /** status 200  */ AdminAppointmentDetailDto;
export type GetAdminAppointmentApiArg = {
  id: string;
};
export type ChangeAppointmentStatusApiResponse = /** status 200  */ AdminAppointmentDetailDto;
export type ChangeAppointmentStatusApiArg = {
  id: string;
  changeAppointmentStatusDto: ChangeAppointmentStatusDto;
};
export type ListClosedDaysApiResponse = /** status 200  */ ClosedDayListDto;
export type ListClosedDaysApiArg = void;
export type CloseDayApiResponse = /** status 201  */ ClosedDayDto;
export type CloseDayApiArg = {
  createClosedDayDto: CreateClosedDayDto;
};
export type ReopenDayApiResponse = unknown;
export type ReopenDayApiArg = {
  day: string;
};
export type ListAdminCustomersApiResponse = /** status 200  */ AdminCustomerPageDto;
export type ListAdminCustomersApiArg = {
  /** Name, e-mail, phone (any formatting) or discount code */
  q?: string;
  page?: number;
  pageSize?: number;
  /** unclaimed: no code; claimed: code not used yet; used: code used on a booking */
  claim?: CustomerClaimFilter;
};
export type ListDeviceModelsApiResponse = /** status 200  */ DeviceModelListDto;
export type ListDeviceModelsApiArg = void;
export type CreateDeviceModelApiResponse = /** status 201  */ AdminDeviceModelDto;
export type CreateDeviceModelApiArg = {
  createDeviceModelDto: CreateDeviceModelDto;
};
export type ReorderDeviceModelsApiResponse = /** status 200  */ DeviceModelListDto;
export type ReorderDeviceModelsApiArg = {
  reorderDto: ReorderDto;
};
export type UpdateDeviceModelApiResponse = /** status 200  */ AdminDeviceModelDto;
export type UpdateDeviceModelApiArg = {
  id: string;
  updateDeviceModelDto: UpdateDeviceModelDto;
};
export type RetireDeviceModelApiResponse = /** status 200  */ AdminDeviceModelDto;
export type RetireDeviceModelApiArg = {
  id: string;
};
export type UnretireDeviceModelApiResponse = /** status 200  */ AdminDeviceModelDto;
export type UnretireDeviceModelApiArg = {
  id: string;
};
export type AdminLoginApiResponse = /** status 200  */ AdminSessionDto;
export type AdminLoginApiArg = {
  /** Checked by passport-local before any pipe */
  loginDto: LoginDto;
};
export type AdminLogoutApiResponse = unknown;
export type AdminLogoutApiArg = void;
export type GetAdminMeApiResponse = /** status 200  */ AdminSessionDto;
export type GetAdminMeApiArg = void;
export type ListOutboxApiResponse = /** status 200  */ OutboxMessageDto[];
export type ListOutboxApiArg = {
  status?: 'pending' | 'sent' | 'failed';
  limit?: number;
};
export type GetAdminPricingApiResponse = /** status 200  */ AdminPricingDto;
export type GetAdminPricingApiArg = void;
export type SaveAdminPricingApiResponse = /** status 200  */ SavePricingResultDto;
export type SaveAdminPricingApiArg = {
  /** The matrix version the save is based on, as an entity tag ("12"); the same as the body's version. * or left out: no check */
  'If-Match'?: string;
  savePricingDto: SavePricingDto;
};
export type ExportPricingCsvApiResponse =
  /** status 200 RFC 4180 CSV, one row per device model and service type */ string;
export type ExportPricingCsvApiArg = void;
export type GetPricingHistoryApiResponse = /** status 200  */ PriceHistoryPageDto;
export type GetPricingHistoryApiArg = {
  deviceModelId?: string;
  serviceTypeId?: string;
  page?: number;
  pageSize?: number;
};
export type ImportPricingCsvApiResponse = /** status 200  */ ImportPricingResultDto;
export type ImportPricingCsvApiArg = {
  importPricingDto: ImportPricingDto;
};
export type ListServiceTypesApiResponse = /** status 200  */ ServiceTypeListDto;
export type ListServiceTypesApiArg = void;
export type CreateServiceTypeApiResponse = /** status 201  */ AdminServiceTypeDto;
export type CreateServiceTypeApiArg = {
  createServiceTypeDto: CreateServiceTypeDto;
};
export type ReorderServiceTypesApiResponse = /** status 200  */ ServiceTypeListDto;
export type ReorderServiceTypesApiArg = {
  reorderDto: ReorderDto;
};
export type UpdateServiceTypeApiResponse = /** status 200  */ AdminServiceTypeDto;
export type UpdateServiceTypeApiArg = {
  id: string;
  updateServiceTypeDto: UpdateServiceTypeDto;
};
export type RetireServiceTypeApiResponse = /** status 200  */ AdminServiceTypeDto;
export type RetireServiceTypeApiArg = {
  id: string;
};
export type UnretireServiceTypeApiResponse = /** status 200  */ AdminServiceTypeDto;
export type UnretireServiceTypeApiArg = {
  id: string;
};
export type CreateAppointmentApiResponse =
  /** status 201 Booked; the server’s own estimate and the booking reference */ AppointmentDto;
export type CreateAppointmentApiArg = {
  /** One per booking attempt; a retry with the same key and body answers the first response, byte for byte */
  'Idempotency-Key'?: string;
  createAppointmentDto: CreateAppointmentDto;
};
export type GetAvailabilityApiResponse = /** status 200  */ AvailabilityDto;
export type GetAvailabilityApiArg = void;
export type CancelAppointmentApiResponse = /** status 200  */ AppointmentDto;
export type CancelAppointmentApiArg = {
  /** Booking reference (RB- and upper case optional) */
  reference: string;
  bookingAccessDto: BookingAccessDto;
};
export type DownloadAppointmentIcsApiResponse = /** status 200 An .ics file */ string;
export type DownloadAppointmentIcsApiArg = {
  /** Booking reference (RB- and upper case optional) */
  reference: string;
  bookingAccessDto: BookingAccessDto;
};
export type LookupAppointmentApiResponse = /** status 200  */ AppointmentDto;
export type LookupAppointmentApiArg = {
  /** Booking reference (RB- and upper case optional) */
  reference: string;
  bookingAccessDto: BookingAccessDto;
};
export type RescheduleAppointmentApiResponse = /** status 200 The booking at its new time */ AppointmentDto;
export type RescheduleAppointmentApiArg = {
  /** Booking reference (RB- and upper case optional) */
  reference: string;
  rescheduleAppointmentDto: RescheduleAppointmentDto;
};
export type GetCatalogueApiResponse = /** status 200  */ CatalogueDto;
export type GetCatalogueApiArg = void;
export type CreateCustomerApiResponse =
  /** status 201 Claimed; the single-use code is sent by email, never in this answer */ CustomerDto;
export type CreateCustomerApiArg = {
  createCustomerDto: CreateCustomerDto;
};
export type GetLivenessApiResponse = /** status 200  */ HealthDto;
export type GetLivenessApiArg = void;
export type GetReadinessApiResponse = /** status 200  */ HealthDto;
export type GetReadinessApiArg = void;
export type GetAllPricingApiResponse = /** status 200  */ PublicPricingDto;
export type GetAllPricingApiArg = void;
export type AppointmentStatus =
  'scheduled' | 'confirmed' | 'in_repair' | 'completed' | 'cancelled' | 'no_show';
export type AdminAppointmentCustomerDto = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
};
export type AdminAppointmentDeviceDto = {
  brand: string;
  /** Model name as it was at booking time */
  model: string;
};
export type AdminAppointmentServiceDto = {
  name: string;
  /** Price in cents at booking time */
  priceCents: number;
};
export type AdminAppointmentDto = {
  /** The statuses this appointment may be changed to now */
  allowedTransitions: AppointmentStatus[];
  cancelledAt: string | null;
  createdAt: string;
  customer: AdminAppointmentCustomerDto;
  /** Date of startsAt in the shop time zone */
  day: string;
  device: AdminAppointmentDeviceDto;
  /** Discount in cents */
  discountCents: number;
  /** startsAt plus the estimated duration */
  endsAt: string;
  /** Sum of the service prices, in cents, before the discount */
  estimateCents: number;
  id: string;
  notes: string | null;
  reference: string;
  services: AdminAppointmentServiceDto[];
  startsAt: string;
  status: AppointmentStatus;
  /** estimateCents minus discountCents, never below 0 */
  totalCents: number;
};
export type AdminAppointmentPageDto = {
  /** First day (shop time) of the filter; null when not filtered by date (search) */
  from: string | null;
  items: AdminAppointmentDto[];
  page: number;
  pageSize: number;
  /** The shop's time zone */
  timeZone: string;
  /** Last day (shop time, inclusive) of the filter; null when not filtered by date (search) */
  to: string | null;
  /** Appointments matching the filter, all pages */
  total: number;
};
export type FieldErrorDto = {
  field: string;
  message: string;
};
export type ErrorBodyDto = {
  details?: {
    [key: string]: any;
  };
  error: string;
  errors?: FieldErrorDto[];
  message: string;
  statusCode: number;
};
export type AdminAppointmentSummaryDto = {
  /** The first appointment starting now or later that is scheduled, confirmed or in repair */
  next: AdminAppointmentDto | null;
  timeZone: string;
  /** Appointments today (shop time), cancelled ones not counted */
  todayCount: number;
};
export type AppointmentStatusChangeDto = {
  changedAt: string;
  /** Staff username, or 'customer' for a customer's own cancel */
  changedBy: string;
  fromStatus: AppointmentStatus;
  toStatus: AppointmentStatus;
};
export type AdminAppointmentDetailDto = {
  /** The statuses this appointment may be changed to now */
  allowedTransitions: AppointmentStatus[];
  cancelledAt: string | null;
  createdAt: string;
  customer: AdminAppointmentCustomerDto;
  /** Date of startsAt in the shop time zone */
  day: string;
  device: AdminAppointmentDeviceDto;
  /** Discount in cents */
  discountCents: number;
  /** startsAt plus the estimated duration */
  endsAt: string;
  /** Sum of the service prices, in cents, before the discount */
  estimateCents: number;
  history: AppointmentStatusChangeDto[];
  id: string;
  notes: string | null;
  reference: string;
  services: AdminAppointmentServiceDto[];
  startsAt: string;
  status: AppointmentStatus;
  /** estimateCents minus discountCents, never below 0 */
  totalCents: number;
};
export type ChangeAppointmentStatusDto = {
  /** The status the client last saw; 409 if the appointment has changed since */
  expectedStatus?: AppointmentStatus;
  status: AppointmentStatus;
};
export type ClosedDayBookingDto = {
  customer: AdminAppointmentCustomerDto;
  device: string;
  id: string;
  /** Start time in the shop time zone */
  localTime: string;
  reference: string;
  startsAt: string;
  status: AppointmentStatus;
};
export type ClosedDayDto = {
  /** Scheduled or confirmed bookings on this day, in time order: customers to call */
  bookings: ClosedDayBookingDto[];
  createdAt: string;
  /** The staff member who closed the day */
  createdBy: string;
  /** Date in the shop time zone */
  day: string;
  reason: string;
};
export type ClosedDayListDto = {
  items: ClosedDayDto[];
  /** The shop's time zone (of every day and time) */
  timeZone: string;
};
export type CreateClosedDayDto = {
  /** Today or a later day, in the shop time zone */
  day: string;
  reason: string;
};
export type AdminCustomerClaimDto = {
  claimedAt: string;
  code: string;
  used: boolean;
  usedAt: string | null;
  /** Reference of the booking that used the code */
  usedOnReference: string | null;
};
export type AdminCustomerDto = {
  /** Appointments booked with this e-mail, cancelled ones not counted */
  appointmentCount: number;
  claim: AdminCustomerClaimDto | null;
  createdAt: string;
  email: string;
  firstName: string;
  id: string;
  /** Start of the latest such appointment */
  lastAppointmentAt: string | null;
  lastName: string;
  phone: string;
};
export type AdminCustomerPageDto = {
  items: AdminCustomerDto[];
  page: number;
  pageSize: number;
  total: number;
};
export type CustomerClaimFilter = 'unclaimed' | 'claimed' | 'used';
export type AdminDeviceModelDto = {
  /** Base price in dollars */
  basePrice: number;
  /** False for models labelled Coming Soon (not bookable yet) */
  bookable: boolean;
  brand: string;
  category: string;
  createdAt: string;
  displayOrder: number;
  id: string;
  image: string;
  name: string;
  /** When it was retired; null while on the public site */
  retiredAt: string | null;
  /** Public device id (URLs, price map); never changes */
  slug: string;
  subcategory: string | null;
};
export type DeviceModelListDto = {
  /** The categories a model may have */
  categories: string[];
  /** Every device model in display order, retired ones included */
  items: AdminDeviceModelDto[];
  /** The subcategories a model may have */
  subcategories: string[];
};
export type CreateDeviceModelDto = {
  /** Base price in dollars, at most 2 decimals */
  basePrice: number;
  /** False labels it Coming Soon (not bookable yet) */
  bookable?: boolean;
  brand: string;
  category: 'iphone' | 'android' | 'tablet' | 'smartwatch' | 'laptop' | 'gaming' | 'drones' | 'other';
  /** A picture under /images/; the category picture when left out */
  image?: string;
  name: string;
  /** Public id; made from the name when left out */
  slug?: string;
  subcategory?:
    | (
        | 'samsung'
        | 'microsoft'
        | 'amazon'
        | 'apple'
        | 'google'
        | 'lenovo'
        | 'dell'
        | 'hp'
        | 'sony'
        | 'nintendo'
        | 'dji'
        | 'autel'
        | 'canon'
        | 'gopro'
      )
    | null;
};
export type ReorderDto = {
  /** Every id of the list exactly once, in the new order */
  ids: string[];
};
export type UpdateDeviceModelDto = {
  /** Dollars, at most 2 decimals */
  basePrice?: number;
  bookable?: boolean;
  brand?: string;
  category?: 'iphone' | 'android' | 'tablet' | 'smartwatch' | 'laptop' | 'gaming' | 'drones' | 'other';
  image?: string;
  name?: string;
  /** null removes it */
  subcategory?:
    | (
        | 'samsung'
        | 'microsoft'
        | 'amazon'
        | 'apple'
        | 'google'
        | 'lenovo'
        | 'dell'
        | 'hp'
        | 'sony'
        | 'nintendo'
        | 'dji'
        | 'autel'
        | 'canon'
        | 'gopro'
      )
    | null;
};
export type StaffPermission =
  | 'prices:read'
  | 'prices:write'
  | 'catalogue:write'
  | 'service-types:write'
  | 'outbox:read'
  | 'appointments:read'
  | 'appointments:write'
  | 'customers:read'
  | 'closed-days:write';
export type StaffRole = 'viewer' | 'editor';
export type AdminSessionDto = {
  /** What this staff member may do, from the server's one role-to-permission table (the server checks every request itself) */
  permissions: StaffPermission[];
  role: StaffRole;
  username: string;
};
export type LoginDto = {
  password: string;
  username: string;
};
export type OutboxMessageDto = {
  attempts: number;
  createdAt: string;
  id: string;
  kind: 'booking_confirmation' | 'booking_cancelled' | 'discount_code';
  lastError: string | null;
  recipient: string;
  sentAt: string | null;
  status: 'pending' | 'sent' | 'failed';
  subject: string;
};
export type AdminPricingModelDto = {
  brand: string;
  category: string;
  id: string;
  model: string;
  /** Public device id (used by the public price map and the CSV) */
  slug: string;
};
export type AdminPriceDto = {
  deviceModelId: string;
  /** Dollars; 0 means not available */
  price: number;
  serviceTypeId: string;
};
export type AdminPricingServiceDto = {
  /** Kind of service: repair, or diagnostic */
  category: string;
  id: string;
  name: string;
  /** Public service id */
  slug: string;
};
export type AdminPricingDto = {
  models: AdminPricingModelDto[];
  /** Cells that have a price (0 = not available); other cells have none */
  prices: AdminPriceDto[];
  services: AdminPricingServiceDto[];
  /** Matrix version these prices belong to: send it back with a save */
  version: number;
};
export type SavePricingResultDto = {
  /** Cells whose price actually changed (each has a history row) */
  changed: number;
  /** Prices saved (every cell of the request) */
  saved: number;
  /** The matrix version after the save */
  version: number;
};
export type PriceConflictDto = {
  changedAt: string | null;
  changedBy: string | null;
  /** Current price in dollars (null: no price) */
  currentPrice: number | null;
  device: string;
  deviceModelId: string;
  service: string;
  serviceTypeId: string;
  /** The price this save wanted */
  yourPrice: number;
};
export type PriceConflictDetailsDto = {
  conflicts: PriceConflictDto[];
  /** The current matrix version: save again with it to keep your values */
  version: number;
};
export type PriceConflictBodyDto = {
  details: PriceConflictDetailsDto;
  error: string;
  message: string;
  statusCode: number;
};
export type PriceInputDto = {
  deviceModelId: string;
  /** Dollars with at most 2 decimals; 0 means not available */
  price: number;
  serviceTypeId: string;
};
export type SavePricingDto = {
  prices: PriceInputDto[];
  /** The matrix version the editor started from (from GET /api/admin/pricing): a changed cell saved since is a conflict (409). Left out: the last write wins per cell. */
  version?: number;
};
export type PriceHistoryEntryDto = {
  changedAt: string;
  changedBy: string;
  device: string;
  deviceModelId: string;
  id: string;
  /** Dollars; 0 means not available */
  newPrice: number;
  /** Dollars; null when the cell had no price */
  oldPrice: number | null;
  service: string;
  serviceTypeId: string;
  source: 'editor' | 'import';
};
export type PriceHistoryPageDto = {
  /** Newest first */
  items: PriceHistoryEntryDto[];
  page: number;
  pageSize: number;
  total: number;
};
export type PriceChangeDto = {
  device: string;
  deviceModelId: string;
  newPrice: number;
  oldPrice: number | null;
  service: string;
  serviceTypeId: string;
};
export type ImportPricingResultDto = {
  /** Cells the import changes (or would change) */
  changes: PriceChangeDto[];
  dryRun: boolean;
  /** Rows whose price is already the current one */
  unchanged: number;
  /** Matrix version: after the import, or the one the dry run read */
  version: number;
};
export type ImportPricingDto = {
  /** CSV text with the columns device_id, service_id and price (as exported); the body limit has room for every cell of the matrix */
  csv: string;
  /** True: only answer the changes the import would make */
  dryRun: boolean;
  /** The matrix version of the dry run: a cell changed since then is a conflict (409) */
  version?: number;
};
export type AdminServiceTypeDto = {
  /** Base price in dollars */
  basePrice: number;
  createdAt: string;
  displayOrder: number;
  id: string;
  name: string;
  /** When it was retired; null while on the public site */
  retiredAt: string | null;
  /** Public service id (price map, bookings); never changes */
  slug: string;
  warranty: string;
};
export type ServiceTypeListDto = {
  /** Every service type in display order, retired ones included */
  items: AdminServiceTypeDto[];
};
export type CreateServiceTypeDto = {
  /** Base price in dollars, at most 2 decimals */
  basePrice: number;
  name: string;
  /** Public id; made from the name when left out */
  slug?: string;
  warranty: string;
};
export type UpdateServiceTypeDto = {
  /** Dollars, at most 2 decimals */
  basePrice?: number;
  name?: string;
  warranty?: string;
};
export type AppointmentServiceLineDto = {
  /** Minutes */
  duration: number;
  /** Public service id */
  id: string;
  name: string;
  /** Cents */
  price: number;
};
export type AppointmentDto = {
  appointmentDate: string;
  /** Whether the customer can still cancel it */
  cancellable: boolean;
  customerFirstName: string;
  deviceBrand: string;
  deviceInfo: string;
  /** Catalogue model id */
  deviceModel: string;
  /** Discount taken off the estimate, in cents */
  discount: number;
  /** Estimated duration in minutes */
  estimatedDuration: number;
  /** Estimate in cents after any discount */
  estimatedPrice: number;
  /** Date in the shop time zone */
  localDate: string;
  /** Start time (24 h) in the shop time zone */
  localTime: string;
  /** Short booking reference */
  reference: string;
  /** Whether the customer can still move it to another slot */
  reschedulable: boolean;
  services: AppointmentServiceLineDto[];
  status: AppointmentStatus;
  /** The shop's time zone */
  timeZone: string;
};
export type CreateAppointmentDto = {
  /** Start of one of the offered slots (an availability slot’s start, ISO 8601 instant) */
  appointmentDate: string;
  appointmentType: 'repair';
  customerEmail: string;
  customerFirstName: string;
  customerLastName: string;
  /** At least 10 digits; digits, spaces and + ( ) - . only */
  customerPhone: string;
  deviceBrand: string;
  deviceInfo?: string;
  /** Catalogue model id */
  deviceModel: string;
  /** First-repair discount code */
  discountCode?: string;
  /** Client estimate in minutes; the server stores its own */
  estimatedDuration: number;
  /** Client estimate in cents (dollars times 100); the server stores its own */
  estimatedPrice: number;
  /** Names of the selected services */
  notes?: string;
  /** Service ids, at least one */
  repairServices: string[];
  /** Leave empty (a field hidden from people; bots fill it in) */
  website?: string;
};
export type ClosedDayNoticeDto = {
  /** Date in the shop time zone */
  date: string;
  reason: string;
};
export type AvailabilitySlotDto = {
  /** False when every seat of the slot is taken */
  available: boolean;
  /** Date in the shop time zone */
  date: string;
  /** Send this as appointmentDate */
  start: string;
  /** Start time (24 h) in the shop time zone */
  time: string;
};
export type AvailabilityDto = {
  /** Days of the window on which the shop is closed (their slots are not listed) */
  closedDays: ClosedDayNoticeDto[];
  /** Minutes per slot */
  slotMinutes: number;
  slots: AvailabilitySlotDto[];
  timeZone: string;
};
export type BookingAccessDto = {
  email: string;
};
export type RescheduleAppointmentDto = {
  /** Start of one of the offered slots (an availability slot’s start, ISO 8601 instant) */
  appointmentDate: string;
  email: string;
};
export type BookingBrandDto = {
  /** False: shown as Coming Soon and cannot be chosen */
  bookable: boolean;
  /** Catalogue categories of its models */
  categories: string[];
  name: string;
};
export type CatalogueCategoryDto = {
  description: string;
  /** Shown in the Repair menu and the /repair grid */
  featured: boolean;
  /** Material icon name */
  icon: string;
  id: string;
  image: string;
  name: string;
};
export type CatalogueModelDto = {
  /** Base price in dollars */
  basePrice: number;
  /** False for models labelled Coming Soon (not bookable yet) */
  bookable: boolean;
  brand: string;
  category: string;
  displayOrder: number;
  /** Public device id used in URLs and price maps */
  id: string;
  image: string;
  name: string;
  subcategory: string | null;
};
export type CategoryDurationDto = {
  category: string;
  /** Minutes */
  minutes: number;
};
export type CatalogueServiceDto = {
  /** Base price in dollars */
  basePrice: number;
  /** Device categories on which the service takes another time (e.g. a screen on an iPhone: 20) */
  categoryDurations: CategoryDurationDto[];
  displayOrder: number;
  /** Minutes the service usually takes (spec 9) */
  durationMinutes: number;
  /** Public service id */
  id: string;
  name: string;
  warranty: string;
};
export type CatalogueDto = {
  /** The brands of the booking wizard, in order (spec 9) */
  bookingBrands: BookingBrandDto[];
  categories: CatalogueCategoryDto[];
  models: CatalogueModelDto[];
  services: CatalogueServiceDto[];
};
export type CustomerDto = {
  createdAt: string;
  discountClaimed: 'pending' | 'popup_10_off';
  email: string;
  firstName: string;
  id: string;
  lastName: string;
};
export type CreateCustomerDto = {
  deviceInfo?: string;
  discountClaimed: 'popup_10_off';
  email: string;
  firstName: string;
  lastName: string;
  /** At least 10 digits; digits, spaces and + ( ) - . only */
  phone: string;
};
export type HealthDto = {
  details: {
    [key: string]: any;
  };
  error: {
    [key: string]: any;
  };
  info: {
    [key: string]: any;
  };
  status: 'ok' | 'error' | 'shutting_down';
};
export type PublicPriceEntryDto = {
  /** False when the price is 0 (not offered for this device) */
  available: boolean;
  /** Price in dollars */
  price: number;
};
export type PublicPricingDto = {
  pricing: {
    [key: string]: {
      [key: string]: PublicPriceEntryDto;
    };
  };
};
export const {
  useListAdminAppointmentsQuery,
  useGetAdminAppointmentSummaryQuery,
  useGetAdminAppointmentQuery,
  useChangeAppointmentStatusMutation,
  useListClosedDaysQuery,
  useCloseDayMutation,
  useReopenDayMutation,
  useListAdminCustomersQuery,
  useListDeviceModelsQuery,
  useCreateDeviceModelMutation,
  useReorderDeviceModelsMutation,
  useUpdateDeviceModelMutation,
  useRetireDeviceModelMutation,
  useUnretireDeviceModelMutation,
  useAdminLoginMutation,
  useAdminLogoutMutation,
  useGetAdminMeQuery,
  useListOutboxQuery,
  useGetAdminPricingQuery,
  useSaveAdminPricingMutation,
  useExportPricingCsvQuery,
  useGetPricingHistoryQuery,
  useImportPricingCsvMutation,
  useListServiceTypesQuery,
  useCreateServiceTypeMutation,
  useReorderServiceTypesMutation,
  useUpdateServiceTypeMutation,
  useRetireServiceTypeMutation,
  useUnretireServiceTypeMutation,
  useCreateAppointmentMutation,
  useGetAvailabilityQuery,
  useCancelAppointmentMutation,
  useDownloadAppointmentIcsMutation,
  useLookupAppointmentMutation,
  useRescheduleAppointmentMutation,
  useGetCatalogueQuery,
  useCreateCustomerMutation,
  useGetLivenessQuery,
  useGetReadinessQuery,
  useGetAllPricingQuery,
} = injectedRtkApi;
