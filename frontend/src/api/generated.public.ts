import { baseApi as api } from './baseApi';
export const addTagTypes = ['appointments', 'catalogue', 'customers', 'pricing'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
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
      getAllPricing: build.query<GetAllPricingApiResponse, GetAllPricingApiArg>({
        query: () => ({ url: `/api/pricing/all` }),
        providesTags: ['pricing'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedPublicApi };
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
export type GetAllPricingApiResponse = /** status 200  */ PublicPricingDto;
export type GetAllPricingApiArg = void;
export type AppointmentServiceLineDto = {
  /** Minutes */
  duration: number;
  /** Public service id */
  id: string;
  name: string;
  /** Cents */
  price: number;
};
export type AppointmentStatus = 'scheduled' | 'confirmed' | 'checked_in' | 'cancelled' | 'no_show';
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
  /** Once checked in, the repair order's reference, to follow the repair on the tracking look-up (/track) with the phone's last 4 digits; null before (and on other answers than the look-up) */
  repairReference: string | null;
  /** Whether the customer can still move it to another slot */
  reschedulable: boolean;
  services: AppointmentServiceLineDto[];
  status: AppointmentStatus;
  /** The shop's time zone */
  timeZone: string;
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
  requestId: string;
  statusCode: number;
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
  useCreateAppointmentMutation,
  useGetAvailabilityQuery,
  useCancelAppointmentMutation,
  useDownloadAppointmentIcsMutation,
  useLookupAppointmentMutation,
  useRescheduleAppointmentMutation,
  useGetCatalogueQuery,
  useCreateCustomerMutation,
  useGetAllPricingQuery,
} = injectedRtkApi;
