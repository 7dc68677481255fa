import { baseApi as api } from './baseApi';
export const addTagTypes = [
  'admin appointments',
  'workshop',
  'payments',
  'admin closed days',
  'admin customers',
  'admin catalogue',
  'inventory',
  'admin-auth',
  'admin',
  'admin pricing',
  'passcode',
  'photos',
  'quotes',
  'signatures',
  'reports',
  'admin staff',
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
      checkInAppointment: build.mutation<CheckInAppointmentApiResponse, CheckInAppointmentApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/appointments/${queryArg.id}/check-in`,
          method: 'POST',
          body: queryArg.checkInDto,
        }),
        invalidatesTags: ['workshop'],
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
      getCashUp: build.query<GetCashUpApiResponse, GetCashUpApiArg>({
        query: (queryArg) => ({ url: `/api/admin/cash-ups/${queryArg.day}` }),
        providesTags: ['payments'],
      }),
      countCash: build.mutation<CountCashApiResponse, CountCashApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/cash-ups/${queryArg.day}`,
          method: 'PUT',
          body: queryArg.countCashDto,
        }),
        invalidatesTags: ['payments'],
      }),
      exportCashUpCsv: build.query<ExportCashUpCsvApiResponse, ExportCashUpCsvApiArg>({
        query: (queryArg) => ({ url: `/api/admin/cash-ups/${queryArg.day}/export.csv` }),
        providesTags: ['payments'],
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
      matchCustomer: build.query<MatchCustomerApiResponse, MatchCustomerApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/customers/match`,
          params: {
            phone: queryArg.phone,
            email: queryArg.email,
          },
        }),
        providesTags: ['admin customers'],
      }),
      getAdminCustomer: build.query<GetAdminCustomerApiResponse, GetAdminCustomerApiArg>({
        query: (queryArg) => ({ url: `/api/admin/customers/${queryArg.id}` }),
        providesTags: ['admin customers'],
      }),
      updateCustomerContact: build.mutation<UpdateCustomerContactApiResponse, UpdateCustomerContactApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/customers/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updateCustomerContactDto,
        }),
        invalidatesTags: ['admin customers'],
      }),
      eraseCustomer: build.mutation<EraseCustomerApiResponse, EraseCustomerApiArg>({
        query: (queryArg) => ({ url: `/api/admin/customers/${queryArg.id}/erasure`, method: 'POST' }),
        invalidatesTags: ['admin customers'],
      }),
      mergeCustomer: build.mutation<MergeCustomerApiResponse, MergeCustomerApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/customers/${queryArg.id}/merge`,
          method: 'POST',
          body: queryArg.mergeCustomerDto,
        }),
        invalidatesTags: ['admin customers'],
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
      listParts: build.query<ListPartsApiResponse, ListPartsApiArg>({
        query: () => ({ url: `/api/admin/inventory` }),
        providesTags: ['admin catalogue'],
      }),
      createPart: build.mutation<CreatePartApiResponse, CreatePartApiArg>({
        query: (queryArg) => ({ url: `/api/admin/inventory`, method: 'POST', body: queryArg.createPartDto }),
        invalidatesTags: ['admin catalogue'],
      }),
      importPartsCsv: build.mutation<ImportPartsCsvApiResponse, ImportPartsCsvApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/inventory/import`,
          method: 'POST',
          body: queryArg.importPartsDto,
        }),
        invalidatesTags: ['inventory'],
      }),
      reorderParts: build.mutation<ReorderPartsApiResponse, ReorderPartsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/inventory/order`,
          method: 'PUT',
          body: queryArg.reorderDto,
        }),
        invalidatesTags: ['admin catalogue'],
      }),
      getPart: build.query<GetPartApiResponse, GetPartApiArg>({
        query: (queryArg) => ({ url: `/api/admin/inventory/${queryArg.id}` }),
        providesTags: ['inventory'],
      }),
      updatePart: build.mutation<UpdatePartApiResponse, UpdatePartApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/inventory/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updatePartDto,
        }),
        invalidatesTags: ['admin catalogue'],
      }),
      adjustPartStock: build.mutation<AdjustPartStockApiResponse, AdjustPartStockApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/inventory/${queryArg.id}/adjustments`,
          method: 'POST',
          body: queryArg.adjustStockDto,
        }),
        invalidatesTags: ['inventory'],
      }),
      recordPartDelivery: build.mutation<RecordPartDeliveryApiResponse, RecordPartDeliveryApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/inventory/${queryArg.id}/deliveries`,
          method: 'POST',
          body: queryArg.recordDeliveryDto,
        }),
        invalidatesTags: ['inventory'],
      }),
      listPartMovements: build.query<ListPartMovementsApiResponse, ListPartMovementsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/inventory/${queryArg.id}/movements`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ['inventory'],
      }),
      retirePart: build.mutation<RetirePartApiResponse, RetirePartApiArg>({
        query: (queryArg) => ({ url: `/api/admin/inventory/${queryArg.id}/retire`, method: 'POST' }),
        invalidatesTags: ['admin catalogue'],
      }),
      unretirePart: build.mutation<UnretirePartApiResponse, UnretirePartApiArg>({
        query: (queryArg) => ({ url: `/api/admin/inventory/${queryArg.id}/unretire`, method: 'POST' }),
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
      listReceipts: build.query<ListReceiptsApiResponse, ListReceiptsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/receipts`,
          params: {
            day: queryArg.day,
          },
        }),
        providesTags: ['payments'],
      }),
      getReceipt: build.query<GetReceiptApiResponse, GetReceiptApiArg>({
        query: (queryArg) => ({ url: `/api/admin/receipts/${queryArg.id}` }),
        providesTags: ['payments'],
      }),
      createCreditNote: build.mutation<CreateCreditNoteApiResponse, CreateCreditNoteApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/receipts/${queryArg.id}/credit-notes`,
          method: 'POST',
          body: queryArg.creditNoteDto,
        }),
        invalidatesTags: ['payments'],
      }),
      getReceiptPdf: build.query<GetReceiptPdfApiResponse, GetReceiptPdfApiArg>({
        query: (queryArg) => ({ url: `/api/admin/receipts/${queryArg.id}/pdf` }),
        providesTags: ['payments'],
      }),
      listRepairOrders: build.query<ListRepairOrdersApiResponse, ListRepairOrdersApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/repair-orders`,
          params: {
            q: queryArg.q,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            status: queryArg.status,
            scope: queryArg.scope,
          },
        }),
        providesTags: ['workshop'],
      }),
      createWalkInRepairOrder: build.mutation<
        CreateWalkInRepairOrderApiResponse,
        CreateWalkInRepairOrderApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/repair-orders`, method: 'POST', body: queryArg.walkInDto }),
        invalidatesTags: ['workshop'],
      }),
      getRepairOrder: build.query<GetRepairOrderApiResponse, GetRepairOrderApiArg>({
        query: (queryArg) => ({ url: `/api/admin/repair-orders/${queryArg.id}` }),
        providesTags: ['workshop'],
      }),
      requestRepairOrderDeposit: build.mutation<
        RequestRepairOrderDepositApiResponse,
        RequestRepairOrderDepositApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/repair-orders/${queryArg.id}/deposit-request`,
          method: 'PUT',
          body: queryArg.requestDepositDto,
        }),
        invalidatesTags: ['payments'],
      }),
      redeemRepairOrderDiscount: build.mutation<
        RedeemRepairOrderDiscountApiResponse,
        RedeemRepairOrderDiscountApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/repair-orders/${queryArg.id}/discount`,
          method: 'POST',
          body: queryArg.redeemDiscountDto,
        }),
        invalidatesTags: ['workshop'],
      }),
      listRepairOrderEmails: build.query<ListRepairOrderEmailsApiResponse, ListRepairOrderEmailsApiArg>({
        query: (queryArg) => ({ url: `/api/admin/repair-orders/${queryArg.id}/emails` }),
        providesTags: ['workshop'],
      }),
      setRepairOrderEstimatedReady: build.mutation<
        SetRepairOrderEstimatedReadyApiResponse,
        SetRepairOrderEstimatedReadyApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/repair-orders/${queryArg.id}/estimated-ready-at`,
          method: 'PUT',
          body: queryArg.estimatedReadyDto,
        }),
        invalidatesTags: ['workshop'],
      }),
      addRepairOrderNote: build.mutation<AddRepairOrderNoteApiResponse, AddRepairOrderNoteApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/repair-orders/${queryArg.id}/notes`,
          method: 'POST',
          body: queryArg.addRepairOrderNoteDto,
        }),
        invalidatesTags: ['workshop'],
      }),
      getRepairOrderParts: build.query<GetRepairOrderPartsApiResponse, GetRepairOrderPartsApiArg>({
        query: (queryArg) => ({ url: `/api/admin/repair-orders/${queryArg.id}/parts` }),
        providesTags: ['inventory'],
      }),
      reserveRepairOrderPart: build.mutation<ReserveRepairOrderPartApiResponse, ReserveRepairOrderPartApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/admin/repair-orders/${queryArg.id}/parts`,
            method: 'POST',
            body: queryArg.reservePartDto,
          }),
          invalidatesTags: ['inventory'],
        },
      ),
      useRepairOrderPart: build.mutation<UseRepairOrderPartApiResponse, UseRepairOrderPartApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/repair-orders/${queryArg.id}/parts/${queryArg.partId}/use`,
          method: 'POST',
          body: queryArg.usePartDto,
        }),
        invalidatesTags: ['inventory'],
      }),
      getRepairOrderPasscode: build.query<GetRepairOrderPasscodeApiResponse, GetRepairOrderPasscodeApiArg>({
        query: (queryArg) => ({ url: `/api/admin/repair-orders/${queryArg.id}/passcode` }),
        providesTags: ['passcode'],
      }),
      recordRepairOrderPasscode: build.mutation<
        RecordRepairOrderPasscodeApiResponse,
        RecordRepairOrderPasscodeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/repair-orders/${queryArg.id}/passcode`,
          method: 'PUT',
          body: queryArg.recordPasscodeDto,
        }),
        invalidatesTags: ['passcode'],
      }),
      revealRepairOrderPasscode: build.mutation<
        RevealRepairOrderPasscodeApiResponse,
        RevealRepairOrderPasscodeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/repair-orders/${queryArg.id}/passcode/reveal`,
          method: 'POST',
          body: queryArg.revealPasscodeDto,
        }),
        invalidatesTags: ['passcode'],
      }),
      getRepairOrderPayments: build.query<GetRepairOrderPaymentsApiResponse, GetRepairOrderPaymentsApiArg>({
        query: (queryArg) => ({ url: `/api/admin/repair-orders/${queryArg.id}/payments` }),
        providesTags: ['payments'],
      }),
      takeRepairOrderPayment: build.mutation<TakeRepairOrderPaymentApiResponse, TakeRepairOrderPaymentApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/admin/repair-orders/${queryArg.id}/payments`,
            method: 'POST',
            body: queryArg.takePaymentDto,
            headers: {
              'Idempotency-Key': queryArg['Idempotency-Key'],
            },
          }),
          invalidatesTags: ['payments'],
        },
      ),
      listRepairOrderPhotos: build.query<ListRepairOrderPhotosApiResponse, ListRepairOrderPhotosApiArg>({
        query: (queryArg) => ({ url: `/api/admin/repair-orders/${queryArg.id}/photos` }),
        providesTags: ['photos'],
      }),
      uploadRepairOrderPhotos: build.mutation<
        UploadRepairOrderPhotosApiResponse,
        UploadRepairOrderPhotosApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/repair-orders/${queryArg.id}/photos`,
          method: 'POST',
          body: queryArg.body,
        }),
        invalidatesTags: ['photos'],
      }),
      declineRepairOrderIntakePhotos: build.mutation<
        DeclineRepairOrderIntakePhotosApiResponse,
        DeclineRepairOrderIntakePhotosApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/repair-orders/${queryArg.id}/photos/intake-declined`,
          method: 'POST',
        }),
        invalidatesTags: ['photos'],
      }),
      deleteRepairOrderPhoto: build.mutation<DeleteRepairOrderPhotoApiResponse, DeleteRepairOrderPhotoApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/admin/repair-orders/${queryArg.id}/photos/${queryArg.photoId}`,
            method: 'DELETE',
          }),
          invalidatesTags: ['photos'],
        },
      ),
      getRepairOrderPhotoImage: build.query<
        GetRepairOrderPhotoImageApiResponse,
        GetRepairOrderPhotoImageApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/repair-orders/${queryArg.id}/photos/${queryArg.photoId}/image`,
        }),
        providesTags: ['photos'],
      }),
      shareRepairOrderPhoto: build.mutation<ShareRepairOrderPhotoApiResponse, ShareRepairOrderPhotoApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/repair-orders/${queryArg.id}/photos/${queryArg.photoId}/shared`,
          method: 'PUT',
          body: queryArg.sharePhotoDto,
        }),
        invalidatesTags: ['photos'],
      }),
      getRepairOrderPhotoThumbnail: build.query<
        GetRepairOrderPhotoThumbnailApiResponse,
        GetRepairOrderPhotoThumbnailApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/repair-orders/${queryArg.id}/photos/${queryArg.photoId}/thumbnail`,
        }),
        providesTags: ['photos'],
      }),
      pickUpRepairOrder: build.mutation<PickUpRepairOrderApiResponse, PickUpRepairOrderApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/repair-orders/${queryArg.id}/pickup`,
          method: 'POST',
          body: queryArg.pickupDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['payments'],
      }),
      getRepairOrderQuotes: build.query<GetRepairOrderQuotesApiResponse, GetRepairOrderQuotesApiArg>({
        query: (queryArg) => ({ url: `/api/admin/repair-orders/${queryArg.id}/quotes` }),
        providesTags: ['quotes'],
      }),
      sendRepairOrderQuote: build.mutation<SendRepairOrderQuoteApiResponse, SendRepairOrderQuoteApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/repair-orders/${queryArg.id}/quotes`,
          method: 'POST',
          body: queryArg.sendQuoteDto,
        }),
        invalidatesTags: ['quotes'],
      }),
      recordRepairQuoteDecision: build.mutation<
        RecordRepairQuoteDecisionApiResponse,
        RecordRepairQuoteDecisionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/repair-orders/${queryArg.id}/quotes/decision`,
          method: 'POST',
          body: queryArg.recordQuoteDecisionDto,
        }),
        invalidatesTags: ['quotes'],
      }),
      listRepairOrderSignatures: build.query<
        ListRepairOrderSignaturesApiResponse,
        ListRepairOrderSignaturesApiArg
      >({
        query: (queryArg) => ({ url: `/api/admin/repair-orders/${queryArg.id}/signatures` }),
        providesTags: ['signatures'],
      }),
      signRepairOrder: build.mutation<SignRepairOrderApiResponse, SignRepairOrderApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/repair-orders/${queryArg.id}/signatures`,
          method: 'POST',
          body: queryArg.staffSignDto,
        }),
        invalidatesTags: ['signatures'],
      }),
      getRepairOrderSigningDocument: build.query<
        GetRepairOrderSigningDocumentApiResponse,
        GetRepairOrderSigningDocumentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/repair-orders/${queryArg.id}/signatures/document`,
          params: {
            kind: queryArg.kind,
          },
        }),
        providesTags: ['signatures'],
      }),
      getRepairOrderSignatureImage: build.query<
        GetRepairOrderSignatureImageApiResponse,
        GetRepairOrderSignatureImageApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/repair-orders/${queryArg.id}/signatures/${queryArg.signatureId}/image`,
        }),
        providesTags: ['signatures'],
      }),
      changeRepairOrderStatus: build.mutation<
        ChangeRepairOrderStatusApiResponse,
        ChangeRepairOrderStatusApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/repair-orders/${queryArg.id}/status`,
          method: 'POST',
          body: queryArg.changeRepairOrderStatusDto,
        }),
        invalidatesTags: ['workshop'],
      }),
      sendRepairOrderTrackingLink: build.mutation<
        SendRepairOrderTrackingLinkApiResponse,
        SendRepairOrderTrackingLinkApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/repair-orders/${queryArg.id}/tracking-link-emails`,
          method: 'POST',
        }),
        invalidatesTags: ['workshop'],
      }),
      createRepairOrderTrackingLink: build.mutation<
        CreateRepairOrderTrackingLinkApiResponse,
        CreateRepairOrderTrackingLinkApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/repair-orders/${queryArg.id}/tracking-links`,
          method: 'POST',
        }),
        invalidatesTags: ['workshop'],
      }),
      claimRepairOrderWarranty: build.mutation<
        ClaimRepairOrderWarrantyApiResponse,
        ClaimRepairOrderWarrantyApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/repair-orders/${queryArg.id}/warranty-claims`,
          method: 'POST',
          body: queryArg.warrantyClaimDto,
        }),
        invalidatesTags: ['workshop'],
      }),
      getReports: build.query<GetReportsApiResponse, GetReportsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/reports`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['reports'],
      }),
      getToday: build.query<GetTodayApiResponse, GetTodayApiArg>({
        query: () => ({ url: `/api/admin/reports/today` }),
        providesTags: ['reports'],
      }),
      exportReportCsv: build.query<ExportReportCsvApiResponse, ExportReportCsvApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/reports/${queryArg.figure}/export.csv`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['reports'],
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
      getRepairTerms: build.query<GetRepairTermsApiResponse, GetRepairTermsApiArg>({
        query: () => ({ url: `/api/admin/settings/terms` }),
        providesTags: ['signatures'],
      }),
      updateRepairTerms: build.mutation<UpdateRepairTermsApiResponse, UpdateRepairTermsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/settings/terms`,
          method: 'PUT',
          body: queryArg.updateTermsDto,
        }),
        invalidatesTags: ['signatures'],
      }),
      useSignInLink: build.mutation<UseSignInLinkApiResponse, UseSignInLinkApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/sign-in-link`,
          method: 'POST',
          body: queryArg.useSignInLinkDto,
        }),
        invalidatesTags: ['admin-auth'],
      }),
      getSignInLinkHolder: build.mutation<GetSignInLinkHolderApiResponse, GetSignInLinkHolderApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/sign-in-link/holder`,
          method: 'POST',
          body: queryArg.signInLinkTokenDto,
        }),
        invalidatesTags: ['admin-auth'],
      }),
      listStaffAccounts: build.query<ListStaffAccountsApiResponse, ListStaffAccountsApiArg>({
        query: () => ({ url: `/api/admin/staff` }),
        providesTags: ['admin staff'],
      }),
      createStaffAccount: build.mutation<CreateStaffAccountApiResponse, CreateStaffAccountApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/staff`,
          method: 'POST',
          body: queryArg.createStaffAccountDto,
        }),
        invalidatesTags: ['admin staff'],
      }),
      listStaffChanges: build.query<ListStaffChangesApiResponse, ListStaffChangesApiArg>({
        query: () => ({ url: `/api/admin/staff/changes` }),
        providesTags: ['admin staff'],
      }),
      updateStaffAccount: build.mutation<UpdateStaffAccountApiResponse, UpdateStaffAccountApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/staff/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updateStaffAccountDto,
        }),
        invalidatesTags: ['admin staff'],
      }),
      setStaffPassword: build.mutation<SetStaffPasswordApiResponse, SetStaffPasswordApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/staff/${queryArg.id}/password`,
          method: 'PUT',
          body: queryArg.setStaffPasswordDto,
        }),
        invalidatesTags: ['admin staff'],
      }),
      sendStaffSignInLink: build.mutation<SendStaffSignInLinkApiResponse, SendStaffSignInLinkApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/staff/${queryArg.id}/sign-in-link`,
          method: 'POST',
          body: queryArg.sendSignInLinkDto,
        }),
        invalidatesTags: ['admin staff'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedStaffApi };
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
export type CheckInAppointmentApiResponse =
  | /** status 200 Checked in before: the existing order, trackingUrl null */ CheckInResultDto
  | /** status 201 Checked in: the new order and its tracking link */ CheckInResultDto;
export type CheckInAppointmentApiArg = {
  id: string;
  checkInDto: CheckInDto;
};
export type ChangeAppointmentStatusApiResponse = /** status 200  */ AdminAppointmentDetailDto;
export type ChangeAppointmentStatusApiArg = {
  id: string;
  changeAppointmentStatusDto: ChangeAppointmentStatusDto;
};
export type GetCashUpApiResponse = /** status 200  */ CashUpDto;
export type GetCashUpApiArg = {
  day: string;
};
export type CountCashApiResponse = /** status 200  */ CashUpDto;
export type CountCashApiArg = {
  day: string;
  countCashDto: CountCashDto;
};
export type ExportCashUpCsvApiResponse =
  /** status 200 RFC 4180 CSV: section, item, detail, count, amount (in dollars) */ string;
export type ExportCashUpCsvApiArg = {
  day: string;
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
export type MatchCustomerApiResponse = /** status 200  */ CustomerMatchDto[];
export type MatchCustomerApiArg = {
  /** Any formatting; matched on its digits (a US +1 or not) */
  phone?: string;
  /** Matched trimmed and case-folded */
  email?: string;
};
export type GetAdminCustomerApiResponse = /** status 200  */ AdminCustomerDetailDto;
export type GetAdminCustomerApiArg = {
  id: string;
};
export type UpdateCustomerContactApiResponse = /** status 200  */ CustomerRecordDto;
export type UpdateCustomerContactApiArg = {
  id: string;
  updateCustomerContactDto: UpdateCustomerContactDto;
};
export type EraseCustomerApiResponse =
  /** status 200 The record as it reads after erasure */ CustomerRecordDto;
export type EraseCustomerApiArg = {
  id: string;
};
export type MergeCustomerApiResponse = /** status 200 The record kept */ CustomerRecordDto;
export type MergeCustomerApiArg = {
  id: string;
  mergeCustomerDto: MergeCustomerDto;
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
export type ListPartsApiResponse = /** status 200  */ PartListDto;
export type ListPartsApiArg = void;
export type CreatePartApiResponse = /** status 201  */ AdminPartDto;
export type CreatePartApiArg = {
  createPartDto: CreatePartDto;
};
export type ImportPartsCsvApiResponse = /** status 200  */ ImportPartsResultDto;
export type ImportPartsCsvApiArg = {
  importPartsDto: ImportPartsDto;
};
export type ReorderPartsApiResponse = /** status 200  */ PartListDto;
export type ReorderPartsApiArg = {
  reorderDto: ReorderDto;
};
export type GetPartApiResponse = /** status 200  */ AdminPartDto;
export type GetPartApiArg = {
  id: string;
};
export type UpdatePartApiResponse = /** status 200  */ AdminPartDto;
export type UpdatePartApiArg = {
  id: string;
  updatePartDto: UpdatePartDto;
};
export type AdjustPartStockApiResponse = /** status 200  */ AdminPartDto;
export type AdjustPartStockApiArg = {
  id: string;
  adjustStockDto: AdjustStockDto;
};
export type RecordPartDeliveryApiResponse = /** status 200  */ DeliveryResultDto;
export type RecordPartDeliveryApiArg = {
  id: string;
  recordDeliveryDto: RecordDeliveryDto;
};
export type ListPartMovementsApiResponse = /** status 200  */ PartMovementListDto;
export type ListPartMovementsApiArg = {
  id: string;
  page?: number;
  pageSize?: number;
};
export type RetirePartApiResponse = /** status 200  */ AdminPartDto;
export type RetirePartApiArg = {
  id: string;
};
export type UnretirePartApiResponse = /** status 200  */ AdminPartDto;
export type UnretirePartApiArg = {
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
export type ListReceiptsApiResponse = /** status 200  */ ReceiptSummaryDto[];
export type ListReceiptsApiArg = {
  /** The shop day (today when absent) */
  day?: string;
};
export type GetReceiptApiResponse = /** status 200  */ ReceiptDto;
export type GetReceiptApiArg = {
  id: string;
};
export type CreateCreditNoteApiResponse = /** status 201  */ ReceiptDto;
export type CreateCreditNoteApiArg = {
  id: string;
  creditNoteDto: CreditNoteDto;
};
export type GetReceiptPdfApiResponse = /** status 200 The receipt as a US Letter PDF */ string;
export type GetReceiptPdfApiArg = {
  id: string;
};
export type ListRepairOrdersApiResponse = /** status 200  */ RepairOrderPageDto;
export type ListRepairOrdersApiArg = {
  /** Reference (with or without RO-), customer name, phone (any formatting) or serial/IMEI */
  q?: string;
  page?: number;
  pageSize?: number;
  status?: RepairOrderStatus;
  /** open: not picked up or cancelled, today's check-ins first; closed: picked up or cancelled; stale: open and unchanged for 3 days or more. Without it, every order, oldest first */
  scope?: RepairOrderScope;
};
export type CreateWalkInRepairOrderApiResponse = /** status 201  */ CheckInResultDto;
export type CreateWalkInRepairOrderApiArg = {
  walkInDto: WalkInDto;
};
export type GetRepairOrderApiResponse = /** status 200  */ RepairOrderDto;
export type GetRepairOrderApiArg = {
  id: string;
};
export type RequestRepairOrderDepositApiResponse = /** status 200  */ OrderBalanceDto;
export type RequestRepairOrderDepositApiArg = {
  id: string;
  requestDepositDto: RequestDepositDto;
};
export type RedeemRepairOrderDiscountApiResponse = /** status 200  */ RepairOrderDto;
export type RedeemRepairOrderDiscountApiArg = {
  id: string;
  redeemDiscountDto: RedeemDiscountDto;
};
export type ListRepairOrderEmailsApiResponse = /** status 200  */ OutboxMessageDto[];
export type ListRepairOrderEmailsApiArg = {
  id: string;
};
export type SetRepairOrderEstimatedReadyApiResponse = /** status 200  */ RepairOrderDto;
export type SetRepairOrderEstimatedReadyApiArg = {
  id: string;
  estimatedReadyDto: EstimatedReadyDto;
};
export type AddRepairOrderNoteApiResponse = /** status 201  */ RepairOrderDto;
export type AddRepairOrderNoteApiArg = {
  id: string;
  addRepairOrderNoteDto: AddRepairOrderNoteDto;
};
export type GetRepairOrderPartsApiResponse = /** status 200  */ OrderPartsDto;
export type GetRepairOrderPartsApiArg = {
  id: string;
};
export type ReserveRepairOrderPartApiResponse = /** status 200  */ OrderPartsDto;
export type ReserveRepairOrderPartApiArg = {
  id: string;
  reservePartDto: ReservePartDto;
};
export type UseRepairOrderPartApiResponse = /** status 200  */ OrderPartsDto;
export type UseRepairOrderPartApiArg = {
  id: string;
  partId: string;
  usePartDto: UsePartDto;
};
export type GetRepairOrderPasscodeApiResponse = /** status 200  */ OrderPasscodeDto;
export type GetRepairOrderPasscodeApiArg = {
  id: string;
};
export type RecordRepairOrderPasscodeApiResponse = /** status 200  */ OrderPasscodeDto;
export type RecordRepairOrderPasscodeApiArg = {
  id: string;
  recordPasscodeDto: RecordPasscodeDto;
};
export type RevealRepairOrderPasscodeApiResponse = /** status 200  */ RevealedPasscodeDto;
export type RevealRepairOrderPasscodeApiArg = {
  id: string;
  revealPasscodeDto: RevealPasscodeDto;
};
export type GetRepairOrderPaymentsApiResponse = /** status 200  */ OrderBalanceDto;
export type GetRepairOrderPaymentsApiArg = {
  id: string;
};
export type TakeRepairOrderPaymentApiResponse = /** status 201  */ OrderBalanceDto;
export type TakeRepairOrderPaymentApiArg = {
  id: string;
  /** One per payment; a retry with the same key and body answers the first response, byte for byte */
  'Idempotency-Key'?: string;
  takePaymentDto: TakePaymentDto;
};
export type ListRepairOrderPhotosApiResponse = /** status 200  */ OrderPhotosDto;
export type ListRepairOrderPhotosApiArg = {
  id: string;
};
export type UploadRepairOrderPhotosApiResponse = /** status 201  */ OrderPhotosDto;
export type UploadRepairOrderPhotosApiArg = {
  id: string;
  body: {
    /** When they were taken */
    moment: 'intake' | 'repair' | 'handover';
    /** The image files (JPEG, PNG, WebP or HEIF), each at most 15 MB as sent */
    photos: Blob[];
  };
};
export type DeclineRepairOrderIntakePhotosApiResponse = /** status 200  */ OrderPhotosDto;
export type DeclineRepairOrderIntakePhotosApiArg = {
  id: string;
};
export type DeleteRepairOrderPhotoApiResponse = unknown;
export type DeleteRepairOrderPhotoApiArg = {
  id: string;
  photoId: string;
};
export type GetRepairOrderPhotoImageApiResponse =
  /** status 200 The photo (JPEG, longest side at most 2048 px) */ string;
export type GetRepairOrderPhotoImageApiArg = {
  id: string;
  photoId: string;
};
export type ShareRepairOrderPhotoApiResponse = /** status 200  */ OrderPhotosDto;
export type ShareRepairOrderPhotoApiArg = {
  id: string;
  photoId: string;
  sharePhotoDto: SharePhotoDto;
};
export type GetRepairOrderPhotoThumbnailApiResponse =
  /** status 200 The thumbnail (JPEG, longest side at most 360 px) */ string;
export type GetRepairOrderPhotoThumbnailApiArg = {
  id: string;
  photoId: string;
};
export type PickUpRepairOrderApiResponse = /** status 200  */ PickupResultDto;
export type PickUpRepairOrderApiArg = {
  id: string;
  /** One per hand-over; a retry with the same key and body answers the first response, byte for byte */
  'Idempotency-Key'?: string;
  pickupDto: PickupDto;
};
export type GetRepairOrderQuotesApiResponse = /** status 200  */ RepairOrderQuotesDto;
export type GetRepairOrderQuotesApiArg = {
  id: string;
};
export type SendRepairOrderQuoteApiResponse = /** status 201  */ QuoteDto;
export type SendRepairOrderQuoteApiArg = {
  id: string;
  sendQuoteDto: SendQuoteDto;
};
export type RecordRepairQuoteDecisionApiResponse = /** status 200  */ RepairOrderQuotesDto;
export type RecordRepairQuoteDecisionApiArg = {
  id: string;
  recordQuoteDecisionDto: RecordQuoteDecisionDto;
};
export type ListRepairOrderSignaturesApiResponse = /** status 200  */ OrderSignaturesDto;
export type ListRepairOrderSignaturesApiArg = {
  id: string;
};
export type SignRepairOrderApiResponse = /** status 201  */ SignatureDto;
export type SignRepairOrderApiArg = {
  id: string;
  staffSignDto: StaffSignDto;
};
export type GetRepairOrderSigningDocumentApiResponse = /** status 200  */ SigningDocumentDto;
export type GetRepairOrderSigningDocumentApiArg = {
  id: string;
  /** The intake (the default) or the hand-over */
  kind?: SignatureKind;
};
export type GetRepairOrderSignatureImageApiResponse = /** status 200 The strokes as drawn (PNG) */ string;
export type GetRepairOrderSignatureImageApiArg = {
  id: string;
  signatureId: string;
};
export type ChangeRepairOrderStatusApiResponse = /** status 200  */ RepairOrderDto;
export type ChangeRepairOrderStatusApiArg = {
  id: string;
  changeRepairOrderStatusDto: ChangeRepairOrderStatusDto;
};
export type SendRepairOrderTrackingLinkApiResponse =
  | /** status 200 Queued moments ago: that e-mail, nothing new sent */ OutboxMessageDto
  | /** status 201 Queued */ OutboxMessageDto;
export type SendRepairOrderTrackingLinkApiArg = {
  id: string;
};
export type CreateRepairOrderTrackingLinkApiResponse = /** status 201  */ TrackingLinkDto;
export type CreateRepairOrderTrackingLinkApiArg = {
  id: string;
};
export type ClaimRepairOrderWarrantyApiResponse = /** status 201  */ RepairOrderDto;
export type ClaimRepairOrderWarrantyApiArg = {
  id: string;
  warrantyClaimDto: WarrantyClaimDto;
};
export type GetReportsApiResponse = /** status 200  */ ReportsDto;
export type GetReportsApiArg = {
  /** First day, shop time (default: 27 days before to) */
  from?: string;
  /** Last day, inclusive, shop time (default today; at most 366 days after from) */
  to?: string;
};
export type GetTodayApiResponse = /** status 200  */ TodayDto;
export type GetTodayApiArg = void;
export type ExportReportCsvApiResponse =
  /** status 200 RFC 4180 CSV with a header row, the rows of the figure’s table */ string;
export type ExportReportCsvApiArg = {
  figure: ReportFigure;
  /** First day, shop time (default: 27 days before to) */
  from?: string;
  /** Last day, inclusive, shop time (default today; at most 366 days after from) */
  to?: string;
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
export type GetRepairTermsApiResponse = /** status 200  */ TermsDto;
export type GetRepairTermsApiArg = void;
export type UpdateRepairTermsApiResponse = /** status 200  */ TermsDto;
export type UpdateRepairTermsApiArg = {
  updateTermsDto: UpdateTermsDto;
};
export type UseSignInLinkApiResponse = /** status 200  */ AdminSessionDto;
export type UseSignInLinkApiArg = {
  useSignInLinkDto: UseSignInLinkDto;
};
export type GetSignInLinkHolderApiResponse = /** status 200  */ SignInLinkHolderDto;
export type GetSignInLinkHolderApiArg = {
  signInLinkTokenDto: SignInLinkTokenDto;
};
export type ListStaffAccountsApiResponse = /** status 200  */ StaffAccountListDto;
export type ListStaffAccountsApiArg = void;
export type CreateStaffAccountApiResponse = /** status 201  */ StaffAccountDto;
export type CreateStaffAccountApiArg = {
  createStaffAccountDto: CreateStaffAccountDto;
};
export type ListStaffChangesApiResponse = /** status 200  */ StaffChangeListDto;
export type ListStaffChangesApiArg = void;
export type UpdateStaffAccountApiResponse = /** status 200  */ StaffAccountDto;
export type UpdateStaffAccountApiArg = {
  id: string;
  updateStaffAccountDto: UpdateStaffAccountDto;
};
export type SetStaffPasswordApiResponse = unknown;
export type SetStaffPasswordApiArg = {
  id: string;
  setStaffPasswordDto: SetStaffPasswordDto;
};
export type SendStaffSignInLinkApiResponse = unknown;
export type SendStaffSignInLinkApiArg = {
  id: string;
  sendSignInLinkDto: SendSignInLinkDto;
};
export type AppointmentStatus = 'scheduled' | 'confirmed' | 'checked_in' | 'cancelled' | 'no_show';
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
  /** The repair order its check-in made, if it was checked in */
  repairOrderId: string | null;
  /** That order's reference */
  repairOrderReference: string | null;
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
  requestId: string;
  statusCode: number;
};
export type AdminAppointmentSummaryDto = {
  /** The first appointment starting now or later that is scheduled or confirmed (not checked in, cancelled or a no-show) */
  next: AdminAppointmentDto | (null | null);
  timeZone: string;
  /** Appointments today (shop time), cancelled ones not counted */
  todayCount: number;
};
export type AppointmentStatusChangeDto = {
  changedAt: string;
  /** Staff username, or 'customer' for a customer's own cancel */
  changedBy: string;
  fromStatus: AppointmentStatus;
  /** Why (a staff cancellation's reason) */
  note: string | null;
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
  /** The repair order its check-in made, if it was checked in */
  repairOrderId: string | null;
  /** That order's reference */
  repairOrderReference: string | null;
  services: AdminAppointmentServiceDto[];
  startsAt: string;
  status: AppointmentStatus;
  /** estimateCents minus discountCents, never below 0 */
  totalCents: number;
};
export type RepairOrderStatus =
  | 'received'
  | 'diagnosing'
  | 'awaiting_approval'
  | 'in_repair'
  | 'waiting_parts'
  | 'ready'
  | 'picked_up'
  | 'cancelled'
  | 'unrepairable';
export type QuoteLineKind = 'service' | 'part' | 'labour';
export type ChargeLineDto = {
  description: string;
  kind: QuoteLineKind;
  partId: string | null;
  quantity: number;
  serviceTypeId: string | null;
  /** quantity × unit price */
  totalCents: number;
  unitPriceCents: number;
  /** Days of warranty of a service performed (0 otherwise) */
  warrantyDays: number;
};
export type RepairOrderCustomerDto = {
  /** Empty when the customer gave none (a walk-in with a phone only) or was erased: no e-mail is sent about the order then */
  email: string;
  name: string;
  phone: string;
  /** The customer's record (null only when the order has no contact to match, e.g. erased) */
  recordId: string | null;
};
export type RepairOrderEventDto = {
  at: string;
  /** Staff member, or "system" for the shop's own jobs */
  by: string;
  /** What happened, for machines */
  kind: string;
  text: string;
};
export type IntakeCheck = 'ok' | 'damaged' | 'not_checked';
export type IntakeChecklistDto = {
  /** The back (glass or cover) */
  back: IntakeCheck;
  /** The buttons */
  buttons: IntakeCheck;
  /** The cameras */
  cameras: IntakeCheck;
  /** Charging */
  charging: IntakeCheck;
  /** Whether it powers on */
  powersOn: IntakeCheck;
  /** The screen */
  screen: IntakeCheck;
};
export type IntakeAnswerDto = {
  accessories: string[];
  agreedToEstimate: boolean;
  checklist: IntakeChecklistDto;
  conditionNotes: string;
  /** The estimate put to the customer at intake, in cents: the check-in's charges less the discount (null: not recorded) */
  estimateCents: number | null;
  serial: string | null;
};
export type RepairOrderNoteDto = {
  at: string;
  by: string;
  text: string;
};
export type RepairOrderServiceDto = {
  name: string;
  priceCents: number;
  /** null when the service type was deleted */
  serviceTypeId: string | null;
  warrantyDays: number;
};
export type RepairOrderTimelineEntryDto = {
  at: string;
  /** Staff member */
  by: string;
  /** null for the check-in */
  from:
    | (
        | 'received'
        | 'diagnosing'
        | 'awaiting_approval'
        | 'in_repair'
        | 'waiting_parts'
        | 'ready'
        | 'picked_up'
        | 'cancelled'
        | 'unrepairable'
        | null
      )
    | null;
  note: string | null;
  to: RepairOrderStatus;
};
export type WarrantyClaimSummaryDto = {
  createdAt: string;
  id: string;
  reference: string;
  /** The service claimed */
  serviceName: string | null;
  /** The claim's state */
  status: RepairOrderStatus;
};
export type RepairOrderDto = {
  /** The statuses it may move to now (the transitions table) */
  allowedNextStatuses: RepairOrderStatus[];
  /** The appointment checked in, if any */
  appointmentId: string | null;
  /** That appointment's reference */
  appointmentReference: string | null;
  /** What the customer is charged: the booked services, or the approved quote, or the diagnostic after a return */
  charges: ChargeLineDto[];
  /** First ready */
  completedAt: string | null;
  /** Checked in */
  createdAt: string;
  /** What the order's credit notes took off its total (counter spec 3): the net charges are total − credited */
  creditedCents: number;
  customer: RepairOrderCustomerDto;
  customerName: string;
  /** Brand and model */
  deviceLabel: string;
  /** The device's model alone, as the catalogue names it (and the parts that fit it) */
  deviceModel: string;
  /** The catalogue's device model of the device (null: an order whose model is not in the catalogue); a part for another model does not fit */
  deviceModelId: string | null;
  /** The $10 first-repair discount, if redeemed */
  discountCents: number;
  /** The balance: total − credited − paid (negative when the customer is owed a refund) */
  dueCents: number;
  estimatedReadyAt: string | null;
  /** Lines of its history that are not status moves (photos deleted or removed), oldest first */
  events: RepairOrderEventDto[];
  id: string;
  intake: IntakeAnswerDto;
  /** Charged for services and labour: the approved quote's lines, or the services booked when no quote was needed */
  laborCostCents: number;
  /** The net charges (total − credited) less the parts spend */
  marginCents: number;
  notes: RepairOrderNoteDto[];
  /** What the customer paid so far: payments and deposits less refunds */
  paidCents: number;
  /** Charged for parts: the approved quote's part lines at their sell price */
  partsCostCents: number;
  /** The shop's spend: the parts used on the order at their unit cost (never added to the total) */
  partsSpendCents: number;
  pickedUpAt: string | null;
  reference: string;
  services: RepairOrderServiceDto[];
  /** First in_repair */
  startedAt: string | null;
  status: RepairOrderStatus;
  /** Last status change (the age shown on the board) */
  statusChangedAt: string;
  timeline: RepairOrderTimelineEntryDto[];
  /** What the customer pays: labour + parts − discount */
  totalCostCents: number;
  /** The warranty claims made on this order, oldest first */
  warrantyClaims: WarrantyClaimSummaryDto[];
  /** A warranty claim's fault, as the customer reported it */
  warrantyFault: string | null;
  /** The original order of a warranty claim */
  warrantyOf: string | null;
  /** The reference of the original order of a warranty claim */
  warrantyOfReference: string | null;
};
export type CheckInResultDto = {
  order: RepairOrderDto;
  /** The tracking link, only in the answer that created the order (null when it existed) */
  trackingUrl: string | null;
};
export type RequestDepositDto = {
  /** Cents */
  amountCents?: number;
  /** Instead of an amount: this share of the order's total, rounded half-up to the cent */
  percent?: number;
};
export type IntakeDto = {
  /** Accessories left with the device */
  accessories: string[];
  /** The customer agreed to the estimate */
  agreedToEstimate: boolean;
  checklist: IntakeChecklistDto;
  /** The condition in words */
  conditionNotes: string;
  serial?: string | null;
};
export type CheckInDto = {
  /** A deposit asked for at check-in (an amount, or a percentage of the estimate): the same request as the order page's, made with the order (422, and no order, when it is above the estimate) */
  deposit?: RequestDepositDto;
  /** When the device should be ready (shown on the tracking page) */
  estimatedReadyAt?: string;
  intake: IntakeDto;
};
export type ChangeAppointmentStatusDto = {
  /** The status the client last saw; 409 if the appointment has changed since */
  expectedStatus?: AppointmentStatus;
  /** Why (asked when staff cancel), kept in the history */
  reason?: string;
  status: AppointmentStatus;
};
export type CashUpRowDto = {
  /** The method or the staff member */
  key: string;
  /** Payments − refunds */
  netCents: number;
  paymentCount: number;
  paymentsCents: number;
  refundCount: number;
  /** Refunds given (positive cents) */
  refundsCents: number;
};
export type ReceiptKind = 'receipt' | 'credit_note';
export type ReceiptSummaryDto = {
  customerName: string;
  dueCents: number;
  id: string;
  issuedAt: string;
  /** A receipt, or a credit note correcting one */
  kind: ReceiptKind;
  number: string;
  reference: string;
  repairOrderId: string;
  /** Negative on a credit note */
  totalCents: number;
};
export type CashUpDto = {
  byMethod: CashUpRowDto[];
  byStaff: CashUpRowDto[];
  countedAt: string | null;
  countedBy: string | null;
  /** What an editor counted; null until then */
  countedCashCents: number | null;
  day: string;
  /** Paid on orders still open at the end of the day */
  depositsHeldCents: number;
  depositsHeldOrders: number;
  /** counted − expected */
  differenceCents: number | null;
  /** Cash payments − cash refunds: what the till should hold */
  expectedCashCents: number;
  note: string | null;
  /** All payments of the day */
  paymentsCents: number;
  receipts: ReceiptSummaryDto[];
  /** All refunds of the day (positive cents) */
  refundsCents: number;
};
export type CountCashDto = {
  countedCashCents: number;
  note?: string;
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
  /** When the code was voided: a merge brought it to a person who had a code already (one per person); a voided code is never redeemed */
  voidedAt: string | null;
};
export type AdminCustomerDto = {
  /** The customer's bookings, cancelled ones not counted */
  appointmentCount: number;
  /** Their latest discount claim */
  claim: AdminCustomerClaimDto | (null | null);
  createdAt: string;
  /** Empty once erased */
  email: string;
  /** When the customer was erased on request */
  erasedAt: string | null;
  firstName: string;
  id: string;
  /** Start of the latest such appointment */
  lastAppointmentAt: string | null;
  lastName: string;
  /** Empty once erased */
  phone: string;
  /** The customer's repair orders */
  repairOrderCount: number;
};
export type AdminCustomerPageDto = {
  items: AdminCustomerDto[];
  page: number;
  pageSize: number;
  total: number;
};
export type CustomerClaimFilter = 'unclaimed' | 'claimed' | 'used';
export type CustomerMatchedBy = 'email' | 'phone';
export type CustomerMatchDto = {
  createdAt: string;
  /** Empty once erased */
  email: string;
  /** When the customer was erased on request */
  erasedAt: string | null;
  /** Who erased them */
  erasedBy: string | null;
  firstName: string;
  id: string;
  lastName: string;
  matchedBy: CustomerMatchedBy;
  /** Empty once erased */
  phone: string;
  /** Last correction, merge or erasure */
  updatedAt: string;
};
export type AdminCustomerBookingDto = {
  bookedAt: string;
  device: string | null;
  /** Estimate after the discount, in cents */
  estimatedPriceCents: number | null;
  id: string;
  reference: string;
  services: string[];
  startsAt: string;
  status: string;
};
export type CustomerContactField = 'firstName' | 'lastName' | 'email' | 'phone';
export type CustomerChangeDto = {
  changedAt: string;
  changedBy: string;
  field: CustomerContactField;
  newValue: string | null;
  oldValue: string | null;
};
export type CustomerRecordDto = {
  createdAt: string;
  /** Empty once erased */
  email: string;
  /** When the customer was erased on request */
  erasedAt: string | null;
  /** Who erased them */
  erasedBy: string | null;
  firstName: string;
  id: string;
  lastName: string;
  /** Empty once erased */
  phone: string;
  /** Last correction, merge or erasure */
  updatedAt: string;
};
export type CustomerMergeDto = {
  mergedAt: string;
  mergedBy: string;
  mergedCustomerId: string;
  /** The merged record’s name (as it reads now) */
  mergedName: string;
  /** How many rows of each kind moved to the kept record */
  moved: {
    [key: string]: number;
  };
};
export type AdminCustomerAddressDto = {
  email: string;
  phone: string;
  /** First seen */
  since: string;
};
export type AdminCustomerPaymentDto = {
  /** In cents; a refund is negative */
  amountCents: number;
  /** Taken before the work */
  deposit: boolean;
  id: string;
  method: string;
  orderReference: string;
  /** A refund's reason */
  reason: string | null;
  repairOrderId: string;
  takenAt: string;
  takenBy: string;
};
export type AdminCustomerQuoteDto = {
  decidedAt: string | null;
  id: string;
  orderReference: string;
  repairOrderId: string;
  sentAt: string;
  status: string;
  /** What the customer pays for it, in cents: its lines less the order's first-repair discount */
  totalCents: number;
  version: number;
};
export type AdminCustomerReceiptDto = {
  dueCents: number;
  id: string;
  issuedAt: string;
  /** A receipt, or a credit note correcting one */
  kind: ReceiptKind;
  number: string;
  orderReference: string;
  paidCents: number;
  repairOrderId: string;
  totalCents: number;
};
export type AdminCustomerOrderDto = {
  /** Checked in */
  createdAt: string;
  device: string;
  id: string;
  pickedUpAt: string | null;
  reference: string;
  repairType: string;
  status: string;
  /** The order's charges, in cents */
  totalCostCents: number;
};
export type AdminCustomerDetailDto = {
  bookings: AdminCustomerBookingDto[];
  /** Corrections of the contact details, newest first */
  changes: CustomerChangeDto[];
  claims: AdminCustomerClaimDto[];
  customer: CustomerRecordDto;
  /** Records merged into this one, newest first */
  merges: CustomerMergeDto[];
  otherAddresses: AdminCustomerAddressDto[];
  /** Payments and refunds on their repair orders */
  payments: AdminCustomerPaymentDto[];
  quotes: AdminCustomerQuoteDto[];
  /** Receipts and credit notes of their repair orders */
  receipts: AdminCustomerReceiptDto[];
  repairOrders: AdminCustomerOrderDto[];
};
export type UpdateCustomerContactDto = {
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
};
export type MergeCustomerDto = {
  /** The record merged into the one kept (the path id) */
  customerId: string;
};
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
        | null
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
        | null
      )
    | null;
};
export type AdminPartDto = {
  /** On hand minus reserved */
  available: number;
  createdAt: string;
  /** The catalogue's device model it fits (null: any device) */
  deviceModelId: string | null;
  /** That model's name in the catalogue (null: any device) */
  deviceModelName: string | null;
  displayOrder: number;
  id: string;
  /** The last delivery */
  lastRestockedAt: string | null;
  /** Available at or under the reorder level (and not retired) */
  lowStock: boolean;
  name: string;
  /** Units in the shop (the sum of the movements) */
  onHand: number;
  partType: string | null;
  reorderLevel: number;
  /** Units held for repair orders (on an order: for that order) */
  reserved: number;
  /** When it was retired; null while on the public site */
  retiredAt: string | null;
  /** What one unit is sold for on a quote, in cents (the customer pays it; the unit cost is the shop's) */
  sellPriceCents: number;
  /** Stable id */
  slug: string;
  supplier: string | null;
  /** Unit cost in dollars */
  unitCost: number;
};
export type PartListDto = {
  /** Every part in display order, retired ones included */
  items: AdminPartDto[];
};
export type CreatePartDto = {
  /** The catalogue's device model it fits; null: any device */
  deviceModelId?: string | null;
  name: string;
  /** What kind of part (screen, battery, ...) */
  partType?: string | null;
  /** Listed as low on stock when the available units are at or under it */
  reorderLevel?: number;
  /** What one unit is sold for on a quote, in cents; a new part left without one sells at its unit cost */
  sellPriceCents?: number;
  /** Public id; made from the name when left out */
  slug?: string;
  /** Who the shop buys it from */
  supplier?: string | null;
  /** What one unit costs the shop, in dollars (at most 2 decimals) */
  unitCost: number;
};
export type PartImportChangeDto = {
  action: 'add' | 'update';
  /** The fields an update changes */
  fields: string[];
  /** Line of the CSV (the header is line 1) */
  line: number;
  name: string;
};
export type ImportPartsResultDto = {
  /** Parts the import adds or changes (or would) */
  changes: PartImportChangeDto[];
  dryRun: boolean;
  /** Lines whose part is already as written */
  unchanged: number;
};
export type ImportPartsDto = {
  /** CSV text with the columns name and unit_cost, and optionally device_model (a device model named as in the catalogue; empty: any device), part_type, supplier and reorder_level (any order); a part is matched by its name */
  csv: string;
  /** True: only answer what the import would change */
  dryRun: boolean;
};
export type UpdatePartDto = {
  /** The catalogue's device model it fits; null: any device */
  deviceModelId?: string | null;
  name?: string;
  /** What kind of part (screen, battery, ...) */
  partType?: string | null;
  /** Listed as low on stock when the available units are at or under it */
  reorderLevel?: number;
  /** What one unit is sold for on a quote, in cents; a new part left without one sells at its unit cost */
  sellPriceCents?: number;
  /** Who the shop buys it from */
  supplier?: string | null;
  /** What one unit costs the shop, in dollars (at most 2 decimals) */
  unitCost?: number;
};
export type AdjustStockDto = {
  /** Units to add (positive) or take away (negative); not 0 */
  change: number;
  reason: string;
};
export type WaitingOrderDto = {
  /** It has every part it waited for: it can go back to in repair */
  canResume: boolean;
  orderId: string;
  reference: string;
  /** Units of the delivered part now reserved for it */
  reservedNow: number;
  /** Units of any part it still waits for */
  stillShort: number;
};
export type DeliveryResultDto = {
  part: AdminPartDto;
  /** Orders waiting for parts that waited for this one, oldest first, after the delivery was shared out */
  waitingOrders: WaitingOrderDto[];
};
export type RecordDeliveryDto = {
  note?: string;
  /** Units delivered */
  quantity: number;
};
export type PartMovementDto = {
  at: string;
  by: string | null;
  kind: 'received' | 'reserved' | 'released' | 'consumed' | 'adjusted';
  /** Change to on hand */
  onHandChange: number;
  /** The repair order it was for */
  orderId: string | null;
  orderReference: string | null;
  /** Reason or note */
  reason: string | null;
  /** Change to reserved */
  reservedChange: number;
};
export type PartMovementListDto = {
  /** The latest movements first */
  items: PartMovementDto[];
  page: number;
  pageSize: number;
  /** Movements of the part, all pages */
  total: number;
};
export type FailedSignInsDto = {
  count: number;
  /** The latest of them; null when there were none */
  lastAt: string | null;
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
  | 'customers:write'
  | 'closed-days:write'
  | 'workshop:read'
  | 'workshop:write'
  | 'photos:read'
  | 'photos:write'
  | 'passcodes:manage'
  | 'inventory:read'
  | 'inventory:write'
  | 'reports:read'
  | 'payments:read'
  | 'payments:write'
  | 'staff:read'
  | 'staff:write';
export type StaffRole = 'viewer' | 'editor' | 'owner';
export type AdminSessionDto = {
  /** Failed sign-in attempts on this account between the previous sign-in (within 30 days) and this session’s */
  failedSignIns: FailedSignInsDto;
  /** What this staff member may do, from the server's one role-to-permission table (the server checks every request itself) */
  permissions: StaffPermission[];
  role: StaffRole;
  username: string;
};
export type LoginDto = {
  password: string;
  username: string;
};
export type OutboxKind =
  | 'booking_confirmation'
  | 'booking_rescheduled'
  | 'booking_reminder'
  | 'booking_cancelled'
  | 'discount_code'
  | 'repair_checked_in'
  | 'repair_ready'
  | 'repair_quote'
  | 'receipt'
  | 'repair_tracking_link'
  | 'staff_sign_in_link';
export type OutboxMessageDto = {
  attempts: number;
  createdAt: string;
  id: string;
  kind: OutboxKind;
  lastError: string | null;
  recipient: string;
  sentAt: string | null;
  status: 'pending' | 'sent' | 'failed';
  subject: string;
  writtenToFile: boolean;
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
export type ReceiptPartyDto = {
  address: string | null;
  /** Empty on the tracking page */
  email: string;
  name: string;
  /** On the tracking page, only the last 4 digits */
  phone: string;
};
export type BillLineKind = 'service' | 'part' | 'labour';
export type ReceiptLineDto = {
  description: string;
  /** What the line charges for */
  kind: BillLineKind;
  quantity: number;
  /** Whether sales tax applies (never to repair services) */
  taxable: boolean;
  /** quantity × unit price */
  totalCents: number;
  unitPriceCents: number;
  /** A service's last day of warranty */
  warrantyEndsOn: string | null;
};
export type PaymentMethod = 'cash' | 'card' | 'other';
export type ReceiptPaymentDto = {
  /** Negative for a refund */
  amountCents: number;
  at: string;
  /** Taken before the work, as a deposit */
  deposit: boolean;
  /** How it was paid */
  method: PaymentMethod;
  note: string | null;
};
export type SignatureKind = 'intake' | 'handover';
export type ReceiptSignatureDto = {
  /** The terms version signed and the start of the hash of what was shown; null when missing */
  detail: string | null;
  /** The strokes as drawn, inside the receipt itself (a PNG data: URL, as the PDF embeds them: no address of their own); null when missing or erased */
  image: string | null;
  /** What stands in for strokes erased with the customer; null otherwise */
  imageErased: string | null;
  kind: SignatureKind;
  /** The plain words when the customer has not signed this; null when they have */
  missing: string | null;
  /** When; null when missing */
  signedAt: string | null;
  /** The name typed by the signer ('Name erased' after the customer's erasure); null when missing */
  signerName: string | null;
  /** What the block is headed: "Intake signed" or "Received the device" once signed, "Intake" or "Hand-over" while missing */
  title: string;
};
export type ReceiptTaxDto = {
  /** Always true: the total includes the tax */
  included: boolean;
  ratePercent: number;
  /** Half-up to the cent, once per receipt */
  taxCents: number;
  /** The taxable part of the total */
  taxableCents: number;
};
export type ReceiptDto = {
  /** A credit note's receipt */
  creditOf: string | null;
  /** A credit note's reason */
  creditReason: string | null;
  customer: ReceiptPartyDto;
  device: string;
  discountCents: number;
  /** Balance: total − paid */
  dueCents: number;
  id: string;
  issuedAt: string;
  /** Who issued it (staff only; null for the customer) */
  issuedBy: string | null;
  /** A receipt, or a credit note correcting one */
  kind: ReceiptKind;
  lines: ReceiptLineDto[];
  number: string;
  paidCents: number;
  payments: ReceiptPaymentDto[];
  /** Where its PDF is downloaded */
  pdfUrl: string;
  reference: string;
  /** The repair order (staff only) */
  repairOrderId: string | null;
  shop: ReceiptPartyDto;
  /** A receipt's signatures, as its PDF shows them: the intake, then the hand-over (each the newest of its kind, or said to be missing); empty on a credit note */
  signatures: ReceiptSignatureDto[];
  /** The lines */
  subtotalCents: number;
  tax: ReceiptTaxDto;
  terms: string[];
  /** subtotal − discount (negative on a credit note) */
  totalCents: number;
  /** What it says of a device returned without its repair (a declined quote, unrepairable); null otherwise */
  unrepaired: string | null;
};
export type CreditNoteDto = {
  /** Cents credited */
  amountCents: number;
  /** The receipt's lines credited (their positions, from 0): the credit note names them and is at most their sum */
  lines?: number[];
  reason: string;
};
export type RepairOrderSummaryDto = {
  /** Checked in */
  createdAt: string;
  customerName: string;
  /** Brand and model */
  deviceLabel: string;
  id: string;
  reference: string;
  /** Names of the services */
  services: string[];
  status: RepairOrderStatus;
  /** Last status change (the age shown on the board) */
  statusChangedAt: string;
};
export type RepairOrderPageDto = {
  items: RepairOrderSummaryDto[];
  page: number;
  pageSize: number;
  /** Orders matching the filter, all pages */
  total: number;
};
export type RepairOrderScope = 'open' | 'closed' | 'stale';
export type WalkInCustomerDto = {
  /** Optional: a walk-in may give a phone only; then no e-mail about the order is queued until their customer record gets an address */
  email?: string;
  name: string;
  /** At least 10 digits; digits, spaces and + ( ) - . only */
  phone: string;
};
export type WalkInDto = {
  customer: WalkInCustomerDto;
  /** A deposit asked for at check-in (an amount, or a percentage of the estimate): the same request as the order page's, made with the order (422, and no order, when it is above the estimate) */
  deposit?: RequestDepositDto;
  /** A device model of the catalogue */
  deviceModelId: string;
  /** When the device should be ready (shown on the tracking page) */
  estimatedReadyAt?: string;
  intake: IntakeDto;
  /** Service types of the catalogue, at least one */
  serviceTypeIds: string[];
};
export type PaymentDto = {
  /** Cents; negative for a refund */
  amountCents: number;
  /** Taken before the work was done (a deposit) */
  deposit: boolean;
  id: string;
  method: PaymentMethod;
  /** An 'other' payment's note */
  note: string | null;
  /** A refund's reason */
  reason: string | null;
  takenAt: string;
  /** Who took it (or refunded it) */
  takenBy: string;
};
export type OrderBalanceDto = {
  /** Whether a new payment may be taken (not on a cancelled or picked-up order) */
  acceptsPayments: boolean;
  /** The most a credit note may still take off: the receipt's total less its credit notes (0 before the receipt is issued) */
  creditableCents: number;
  /** What the order's credit notes took off the total (counter spec 3) */
  creditedCents: number;
  /** The deposit asked for, if any */
  depositRequestedCents: number | null;
  /** The balance: total − credited − paid; negative when a refund is owed */
  dueCents: number;
  /** Payments less refunds */
  paidCents: number;
  /** Oldest first */
  payments: PaymentDto[];
  /** The receipt and its credit notes, in number order */
  receipts: ReceiptSummaryDto[];
  /** The most that can be refunded: what was paid (payments less refunds) */
  refundableCents: number;
  repairOrderId: string;
  /** The order's total (its charges less the discount) */
  totalCents: number;
};
export type RedeemDiscountDto = {
  /** The code sent to the order's e-mail */
  code: string;
};
export type EstimatedReadyDto = {
  /** When the device should be ready (shown on the tracking page); null clears it */
  estimatedReadyAt?: string | null;
};
export type AddRepairOrderNoteDto = {
  text: string;
};
export type OrderPartDto = {
  name: string;
  partId: string;
  /** Units held for repair orders (on an order: for that order) */
  reserved: number;
  /** Units the order still waits for */
  short: number;
  /** Unit cost now, in cents */
  unitCostCents: number;
  /** Units used on the order */
  used: number;
  /** Cost of the units used, in cents */
  usedCostCents: number;
};
export type OrderPartsDto = {
  /** What the order's credit notes took off its total (counter spec 3): the net charges are total − credited */
  creditedCents: number;
  /** The $10 first-repair discount, if redeemed */
  discountCents: number;
  items: OrderPartDto[];
  /** Charged for services and labour: the approved quote's lines, or the services booked when no quote was needed */
  laborCostCents: number;
  /** The net charges (total − credited) less the parts spend */
  marginCents: number;
  /** Charged for parts: the approved quote's part lines at their sell price */
  partsCostCents: number;
  /** The shop's spend: the parts used on the order at their unit cost (never added to the total) */
  partsSpendCents: number;
  /** What the customer pays: labour + parts − discount */
  totalCostCents: number;
};
export type ReservePartDto = {
  partId: string;
  /** Units the order needs */
  quantity: number;
};
export type UsePartDto = {
  /** Units used on the order (its reservation first) */
  quantity: number;
};
export type DataChoice = 'no_access' | 'may_unlock';
export type PasscodeDestroyCause =
  'picked_up' | 'cancelled' | 'expired' | 'erasure' | 'data_choice' | 'deleted';
export type PasscodeDestructionDto = {
  at: string;
  /** picked_up (hand-over), cancelled, expired (30 days after it was given), erasure (the customer's record), data_choice (the customer withdrew the permission), deleted */
  cause: PasscodeDestroyCause;
};
export type PasscodeKind = 'pin' | 'password' | 'pattern';
export type HeldPasscodeDto = {
  /** When it is destroyed at the latest (30 days after it was given) */
  destroyBy: string;
  /** When the customer first gave it */
  givenAt: string;
  kind: PasscodeKind;
  recordedAt: string;
  /** Who recorded it last */
  recordedBy: string;
};
export type PasscodeRevealDto = {
  at: string;
  by: string;
  reason: string;
};
export type OrderPasscodeDto = {
  /** Whether a passcode may be recorded now (may_unlock and the order open) */
  canRecord: boolean;
  /** The customer's signed choice; null before the intake is signed. A passcode needs may_unlock */
  dataChoice: DataChoice | (null | null);
  /** The last destruction, when none is held now and one was */
  destroyed: PasscodeDestructionDto | (null | null);
  /** Null when none is held */
  passcode: HeldPasscodeDto | (null | null);
  /** Every reveal, oldest first */
  reveals: PasscodeRevealDto[];
};
export type RecordPasscodeDto = {
  kind: PasscodeKind;
  /** A PIN: 4 to 16 digits. A password: 1 to 64 characters. A pattern: the dots of the 3 x 3 grid in the order drawn, numbered 1 to 9 from the top left, each at most once, 4 to 9 of them (e.g. 14789) */
  passcode: string;
};
export type RevealedPasscodeDto = {
  kind: PasscodeKind;
  /** As the customer gave it; a pattern as its dots 1 to 9 in order */
  passcode: string;
  revealedAt: string;
};
export type RevealPasscodeDto = {
  reason: string;
};
export type RefundCreditNoteDto = {
  /** The receipt's lines credited (their positions, from 0): the credit note names them and is at most their sum */
  lines?: number[];
};
export type TakePaymentDto = {
  /** Cents: positive for a payment, negative for a refund (with a reason); never 0 */
  amountCents: number;
  /** With a refund for something no longer charged (a part not fitted, a goodwill reduction): a credit note on the order's receipt for the same amount and reason, in the same step, so the balance stays at zero (counter spec 3). Without it a refund leaves a balance due. */
  creditNote?: RefundCreditNoteDto;
  method: PaymentMethod;
  /** Required with method other: what it was */
  note?: string;
  /** Required with a refund (a negative amount): why */
  reason?: string;
};
export type IntakePhotoRefusalDto = {
  at: string;
  by: string;
};
export type PhotoMoment = 'intake' | 'repair' | 'handover';
export type PhotoDto = {
  /** Whether the customer sees it on the tracking page */
  customerSees: boolean;
  height: number;
  /** Random: the address of a photo cannot be guessed */
  id: string;
  /** The re-encoded photo (JPEG, longest side at most 2048 px, no metadata) */
  imageUrl: string;
  moment: PhotoMoment;
  /** A repair photo the customer sees on the tracking page (intake and hand-over photos always are) */
  sharedWithCustomer: boolean;
  takenAt: string;
  /** The staff member who took it */
  takenBy: string;
  thumbnailHeight: number;
  thumbnailUrl: string;
  thumbnailWidth: number;
  width: number;
};
export type OrderPhotosDto = {
  /** Set when the customer declined intake photos instead */
  intakePhotosDeclined: IntakePhotoRefusalDto | (null | null);
  /** How many intake photos a check-in asks for (the INTAKE_PHOTOS_REQUIRED setting) */
  intakePhotosRequired: number;
  /** When the customer signed the intake: from then on no photo is deleted (409) */
  intakeSignedAt: string | null;
  /** The largest photo accepted, in bytes as sent (15 MB) */
  maxPhotoBytes: number;
  /** How many photos one order keeps at most */
  maxPhotos: number;
  /** In the order they were taken */
  photos: PhotoDto[];
};
export type SharePhotoDto = {
  shared: boolean;
};
export type PickupResultDto = {
  balance: OrderBalanceDto;
  receipt: ReceiptDto;
};
export type PickupConfirmationDto = {
  phoneLast4: string;
  /** With or without RO- and the dash, any case */
  reference: string;
};
export type PickupDto = {
  /** The payment taken in the same step (positive) */
  payment?: TakePaymentDto;
  pickup: PickupConfirmationDto;
  /** Hands the device over with a balance due, for this reason (kept in the history) */
  releaseUnpaidReason?: string;
};
export type QuoteLineDto = {
  description: string;
  kind: QuoteLineKind;
  partId: string | null;
  quantity: number;
  serviceTypeId: string | null;
  /** quantity × unit price */
  totalCents: number;
  unitPriceCents: number;
};
export type QuoteServiceDto = {
  name: string;
  serviceTypeId: string;
  /** Today's price on the order's device, in cents */
  unitPriceCents: number;
  /** Warranty in days from pickup (0: none) */
  warrantyDays: number;
};
export type QuoteDecisionChannel = 'customer' | 'phone' | 'in_shop';
export type QuoteStatus = 'pending' | 'approved' | 'declined' | 'superseded';
export type QuoteDto = {
  createdBy: string;
  decidedAt: string | null;
  /** How it was answered: the customer online, or received by phone or in the shop and recorded by staff; null while unanswered */
  decisionChannel: QuoteDecisionChannel | (null | null);
  /** Internal: the note of a recorded answer */
  decisionNote: string | null;
  /** Who recorded an answer received by phone or in the shop; null for the customer’s own */
  decisionRecordedBy: string | null;
  /** The order's first-repair discount, taken off the lines (0 when none is redeemed) */
  discountCents: number;
  /** Pending past its expiry: the customer can no longer approve it */
  expired: boolean;
  expiresAt: string;
  id: string;
  lines: QuoteLineDto[];
  /** Internal */
  note: string | null;
  sentAt: string;
  status: QuoteStatus;
  /** The lines' sum (quantity × unit price) */
  subtotalCents: number;
  /** What the customer pays for the repair if they approve: subtotal − discount, never below 0 */
  totalCents: number;
  version: number;
};
export type RepairOrderQuotesDto = {
  /** Whether the order is in a state a quote can be sent from */
  canSend: boolean;
  /** Days a new quote stays open by default */
  defaultValidDays: number;
  /** A new version's lines: the order's services at today's prices (price matrix) */
  prefill: QuoteLineDto[];
  /** The services a line may name: those offered on the order's device today (price matrix), in the catalogue's order */
  services: QuoteServiceDto[];
  /** Newest first */
  versions: QuoteDto[];
};
export type QuoteLineInputDto = {
  /** Required for a labour line; a service or part line is named after it */
  description?: string;
  kind: QuoteLineKind;
  /** Required for a part line: a part of the inventory */
  partId?: string;
  quantity: number;
  /** Required for a service line */
  serviceTypeId?: string;
  /** Cents per unit; required for a labour line; left out of a service line it is today's price, of a part line the part's sell price */
  unitPriceCents?: number;
};
export type SendQuoteDto = {
  lines: QuoteLineInputDto[];
  /** Why this version (internal, never shown to the customer) */
  note?: string;
  /** Days the customer has to approve it */
  validDays?: number;
};
export type StaffDecisionChannel = 'phone' | 'in_shop';
export type QuoteDecision = 'approved' | 'declined';
export type RecordQuoteDecisionDto = {
  /** How the answer reached the shop */
  channel: StaffDecisionChannel;
  decision: QuoteDecision;
  /** Internal */
  note?: string;
  /** The version the customer answered */
  version: number;
};
export type SignatureVia = 'shop_screen' | 'customer_phone';
export type SignatureDto = {
  /** The customer's data choice (intake); null for a hand-over */
  dataChoice: DataChoice | (null | null);
  /** SHA-256 (hex) of exactly what was shown, the data choice included */
  documentHash: string;
  /** When the customer's erasure removed the image and the name (the fact and the hash stay) */
  erasedAt: string | null;
  id: string;
  /** The strokes (PNG); null once erased */
  imageUrl: string | null;
  /** The address it was signed from (null once erased) */
  ipAddress: string | null;
  kind: SignatureKind;
  /** The order's status when signed */
  orderStatus: RepairOrderStatus;
  signedAt: string;
  /** The name the signer typed (null once erased) */
  signerName: string | null;
  /** The staff member at the shop's screen (null on the customer's phone) */
  staffName: string | null;
  /** The version of the repair terms signed */
  termsVersion: number;
  /** The browser it was signed in (null once erased) */
  userAgent: string | null;
  /** On the shop's screen or the customer's phone */
  via: SignatureVia;
};
export type OrderSignaturesDto = {
  /** The customer's data choice, from the latest intake signature (null: not signed yet) */
  dataChoice: DataChoice | (null | null);
  /** Whether the customer signed for the device at hand-over */
  handoverSigned: boolean;
  /** When the customer first signed the intake (null: not signed yet) */
  intakeSignedAt: string | null;
  /** Oldest first; signing again adds one */
  signatures: SignatureDto[];
};
export type StaffSignDto = {
  /** The customer's data choice: required for the intake, none for a hand-over */
  dataChoice?: DataChoice;
  /** The document's hash as it was shown (409 if the document changed since) */
  documentHash: string;
  /** The drawn strokes: a PNG (checked by its content, at most 256 KB), base64 */
  image: string;
  kind: SignatureKind;
  /** The name the signer typed */
  signerName: string;
};
export type DataChoiceOptionDto = {
  label: string;
  value: DataChoice;
};
export type DocumentSectionDto = {
  lines: string[];
  title: string;
};
export type SigningDocumentDto = {
  /** The data choice's two options (intake); none for a hand-over */
  dataChoices: DataChoiceOptionDto[];
  device: string;
  /** SHA-256 (hex) of the content above: send it with the signature */
  hash: string;
  kind: SignatureKind;
  reference: string;
  /** Intake: device, condition, estimate; hand-over: device, charges */
  sections: DocumentSectionDto[];
  /** The repair terms, as shown */
  termsText: string;
  /** The version of the repair terms shown */
  termsVersion: number;
  title: string;
};
export type ChangeRepairOrderStatusDto = {
  /** The status the client last saw; 409 if the order has changed since */
  expectedStatus?: RepairOrderStatus;
  /** Recorded with the change (internal) */
  note?: string;
  /** Required with to = picked_up */
  pickup?: PickupConfirmationDto;
  /** With to = picked_up: hands the device over with a balance due; the reason is kept in the history (editor) */
  releaseUnpaidReason?: string;
  to: RepairOrderStatus;
};
export type TrackingLinkDto = {
  trackingUrl: string;
};
export type WarrantyClaimDto = {
  /** The fault the customer reports (shown to staff on both orders) */
  fault: string;
  /** The device as it comes back */
  intake: IntakeDto;
  /** An internal note on the new order */
  note?: string;
  /** A service type of the original order */
  serviceTypeId: string;
};
export type BookingsDayDto = {
  /** Bookings made on this day, shop time */
  bookings: number;
  /** Of those, how many have been cancelled since */
  cancelled: number;
  day: string;
};
export type DepositHeldDto = {
  /** Brand and model */
  deviceLabel: string;
  id: string;
  /** Paid on it so far (payments − refunds), in cents */
  paidCents: number;
  reference: string;
  status: RepairOrderStatus;
};
export type DepositsHeldDto = {
  /** Each order holding money, the oldest payment first */
  orders: DepositHeldDto[];
  /** The sum held, in cents */
  totalCents: number;
};
export type ReadyBalanceDto = {
  /** Brand and model */
  deviceLabel: string;
  /** Due at the pickup: total − paid, in cents */
  dueCents: number;
  id: string;
  /** Paid on it so far (payments − refunds), in cents */
  paidCents: number;
  /** When it became ready */
  readySince: string;
  reference: string;
  /** The order's total (after the discount), in cents */
  totalCents: number;
};
export type DueAtPickupDto = {
  /** Due at their pickups, in cents */
  dueCents: number;
  /** Each order ready for pickup, longest waiting first */
  orders: ReadyBalanceDto[];
  /** Paid on them so far, in cents */
  paidCents: number;
  /** Their totals, in cents */
  totalCents: number;
};
export type FinishedWeekDto = {
  /** Repairs first ready in this week (within the range): orders that were in repair and not found unrepairable; a device returned after a declined quote is not counted */
  finished: number;
  /** The parts spend of the orders picked up: the parts used on them at their cost, in cents */
  partsSpendCents: number;
  /** Orders picked up in this week (within the range), returns without a repair included */
  pickedUp: number;
  /** What the orders picked up charged (their totals after discounts), in cents: the revenue */
  revenueCents: number;
  /** The Monday the week starts (shop time) */
  week: string;
};
export type MarginWeekDto = {
  /** What those orders charged the customer (totals after discounts) less the credit notes issued in the week, in cents */
  chargesCents: number;
  /** Credit notes issued in the week, in positive cents (already taken off chargesCents) */
  creditNotesCents: number;
  /** Charges − parts spend, in cents */
  marginCents: number;
  /** What the shop spent on the parts used on them, at their unit cost, in cents */
  partsSpendCents: number;
  /** Orders picked up in this week (within the range) */
  pickedUp: number;
  /** The Monday the week starts (shop time) */
  week: string;
};
export type OrdersInStateDto = {
  orders: number;
  status: RepairOrderStatus;
};
export type QuoteApprovalWeekDto = {
  /** approved ÷ (approved + declined), 0 to 1; null when no quote was answered in the span */
  approvalRate: number | null;
  /** Quotes the customer approved in the span */
  approved: number;
  /** Quotes the customer declined in the span */
  declined: number;
  /** Quotes whose expiry passed in the span without an answer (not in the rate) */
  expired: number;
  /** The Monday the week starts (shop time) */
  week: string;
};
export type QuoteApprovalDto = {
  /** approved ÷ (approved + declined), 0 to 1; null when no quote was answered in the span */
  approvalRate: number | null;
  /** Quotes the customer approved in the span */
  approved: number;
  /** Quotes the customer declined in the span */
  declined: number;
  /** Quotes whose expiry passed in the span without an answer (not in the rate) */
  expired: number;
  /** Every week touching the range (weeks start Monday) */
  weeks: QuoteApprovalWeekDto[];
};
export type RevenueDayDto = {
  /** What the orders picked up in the period charged (their totals after discounts, by the day of the pickup) less the credit notes issued in the period (by the day issued), in cents */
  chargesCents: number;
  /** Credit notes issued in the period, in positive cents, by the day issued (already taken off chargesCents) */
  creditNotesCents: number;
  /** The day, shop time */
  day: string;
  /** Payments taken in the period (deposits included), in cents, by the day taken */
  paymentsCents: number;
  /** Received: payments − refunds, in cents */
  receivedCents: number;
  /** Refunds given in the period, in positive cents, by the day given */
  refundsCents: number;
};
export type RevenueWeekDto = {
  /** What the orders picked up in the period charged (their totals after discounts, by the day of the pickup) less the credit notes issued in the period (by the day issued), in cents */
  chargesCents: number;
  /** Credit notes issued in the period, in positive cents, by the day issued (already taken off chargesCents) */
  creditNotesCents: number;
  /** Payments taken in the period (deposits included), in cents, by the day taken */
  paymentsCents: number;
  /** Received: payments − refunds, in cents */
  receivedCents: number;
  /** Refunds given in the period, in positive cents, by the day given */
  refundsCents: number;
  /** The Monday the week starts (shop time) */
  week: string;
};
export type StaleOrderDto = {
  /** Whole days since the last status change */
  daysUnchanged: number;
  /** Brand and model */
  deviceLabel: string;
  id: string;
  reference: string;
  /** The last status change */
  since: string;
  status: RepairOrderStatus;
};
export type TaxDayDto = {
  /** Credit notes issued in the period */
  creditNotes: number;
  /** What the credit notes took off the tax, in positive cents (already taken off taxCents) */
  creditNotesTaxCents: number;
  /** What the credit notes took off the taxable base, in positive cents (already taken off taxableCents) */
  creditNotesTaxableCents: number;
  /** The day, shop time */
  day: string;
  /** Receipts issued in the period */
  receipts: number;
  /** Sales tax collected: the receipts' tax lines less the credit notes' (each half-up to the cent on its paper), in cents */
  taxCents: number;
  /** The taxable base: the receipts' taxable amounts (tax included) less what the credit notes took off them, in cents */
  taxableCents: number;
};
export type TaxMonthDto = {
  /** Credit notes issued in the period */
  creditNotes: number;
  /** What the credit notes took off the tax, in positive cents (already taken off taxCents) */
  creditNotesTaxCents: number;
  /** What the credit notes took off the taxable base, in positive cents (already taken off taxableCents) */
  creditNotesTaxableCents: number;
  /** The first day of the calendar month (shop time) */
  month: string;
  /** Receipts issued in the period */
  receipts: number;
  /** Sales tax collected: the receipts' tax lines less the credit notes' (each half-up to the cent on its paper), in cents */
  taxCents: number;
  /** The taxable base: the receipts' taxable amounts (tax included) less what the credit notes took off them, in cents */
  taxableCents: number;
};
export type TaxWeekDto = {
  /** Credit notes issued in the period */
  creditNotes: number;
  /** What the credit notes took off the tax, in positive cents (already taken off taxCents) */
  creditNotesTaxCents: number;
  /** What the credit notes took off the taxable base, in positive cents (already taken off taxableCents) */
  creditNotesTaxableCents: number;
  /** Receipts issued in the period */
  receipts: number;
  /** Sales tax collected: the receipts' tax lines less the credit notes' (each half-up to the cent on its paper), in cents */
  taxCents: number;
  /** The taxable base: the receipts' taxable amounts (tax included) less what the credit notes took off them, in cents */
  taxableCents: number;
  /** The Monday the week starts (shop time) */
  week: string;
};
export type TurnaroundWeekDto = {
  /** Median turnaround in seconds (interpolated); null without orders */
  medianSeconds: number | null;
  /** Repairs first ready in this week (within the range) */
  orders: number;
  /** 90th percentile turnaround in seconds (interpolated); null without orders */
  p90Seconds: number | null;
  /** The Monday the week starts (shop time) */
  week: string;
};
export type TurnaroundDto = {
  /** Median, seconds */
  medianSeconds: number | null;
  /** Repairs first ready within the range */
  orders: number;
  /** 90th percentile, seconds */
  p90Seconds: number | null;
  weeks: TurnaroundWeekDto[];
};
export type ReportsDto = {
  /** Every day of the range, zeros included */
  bookingsPerDay: BookingsDayDto[];
  /** Money paid on orders still open, now (not limited to the range) */
  depositsHeld: DepositsHeldDto;
  /** The orders ready for pickup now, with total, paid and due (not limited to the range) */
  dueAtPickup: DueAtPickupDto;
  /** Every week touching the range (weeks start Monday) */
  finishedPerWeek: FinishedWeekDto[];
  /** First day of the range */
  from: string;
  /** When these figures were computed ("now") */
  generatedAt: string;
  /** Every week touching the range: the orders picked up, their charges, the parts spend on them (at cost) and the margin */
  marginPerWeek: MarginWeekDto[];
  /** Every state, now (not limited to the range) */
  ordersByState: OrdersInStateDto[];
  /** The payments taken and the refunds given in the range by method (cash, card, other; zeros included), and the net of each: the cash-up over a range */
  paymentsByMethod: CashUpRowDto[];
  /** Quote versions by what became of them, over the range and per week: approved or declined when the customer answered within the range; expired when the expiry passed within the range (before now) with no answer and no newer version sent before it. A version replaced before its expiry is not counted. approvalRate = approved ÷ (approved + declined); expired quotes are not in it. */
  quoteApproval: QuoteApprovalDto;
  /** Every day of the range, zeros included: the charges of the orders picked up that day, and the payments taken and refunds given that day */
  revenuePerDay: RevenueDayDto[];
  /** Every week touching the range (weeks start Monday), counted as revenuePerDay */
  revenuePerWeek: RevenueWeekDto[];
  /** Open orders (not picked up or cancelled) unchanged for 3 days or more, now; longest first */
  staleOrders: StaleOrderDto[];
  /** Sales tax collected on every day of the range, zeros included: the receipts' tax lines less the credit notes', by the day issued */
  taxPerDay: TaxDayDto[];
  /** Every calendar month touching the range, counted as taxPerDay */
  taxPerMonth: TaxMonthDto[];
  /** Every week touching the range (weeks start Monday), counted as taxPerDay */
  taxPerWeek: TaxWeekDto[];
  /** The shop's time zone (of every day and week) */
  timeZone: string;
  /** Last day of the range (inclusive) */
  to: string;
  turnaround: TurnaroundDto;
};
export type TodayDto = {
  /** Repair orders checked in today (walk-ins and bookings) */
  checkIns: number;
  /** Today in the shop time zone */
  day: string;
  /** Open work now: every open state (not picked up or cancelled), in the order of the main line, zeros included */
  openByState: OrdersInStateDto[];
  /** Repair orders picked up today */
  pickups: number;
  /** Payments and refunds so far today by method (cash, card, other), as in the cash-up */
  takingsByMethod: CashUpRowDto[];
  /** Everything taken today less refunds, in cents */
  takingsCents: number;
  timeZone: string;
};
export type ReportFigure =
  | 'bookings-per-day'
  | 'orders-by-state'
  | 'turnaround'
  | 'finished-per-week'
  | 'quote-approval'
  | 'stale-orders'
  | 'revenue-per-day'
  | 'revenue-per-week'
  | 'margin-per-week'
  | 'payments-by-method'
  | 'tax-per-day'
  | 'tax-per-week'
  | 'tax-per-month'
  | 'deposits-held'
  | 'due-at-pickup';
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
  /** The warranty as customers read it */
  warranty: string;
  /** Warranty in days from pickup (0: none); warranty claims are checked against it */
  warrantyDays: number;
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
  /** Warranty in days (0: none) */
  warrantyDays?: number;
};
export type UpdateServiceTypeDto = {
  /** Dollars, at most 2 decimals */
  basePrice?: number;
  name?: string;
  warranty?: string;
  /** Warranty in days (0: none) */
  warrantyDays?: number;
};
export type TermsVersionDto = {
  createdAt: string;
  /** Who wrote this version ("system" for the first) */
  createdBy: string;
  /** The text, as customers read it */
  text: string;
  /** Numbered from 1; a change makes the next one */
  version: number;
};
export type TermsDto = {
  /** The version customers sign now */
  current: TermsVersionDto;
  /** Every version, newest first (the current one included) */
  versions: TermsVersionDto[];
};
export type UpdateTermsDto = {
  /** The version the editor changed: 409 if another editor saved a newer one meanwhile */
  baseVersion: number;
  /** The whole new text (a change makes a new version; the same text changes nothing) */
  text: string;
};
export type UseSignInLinkDto = {
  password: string;
  token: string;
};
export type SignInLinkHolderDto = {
  name: string | null;
  username: string;
};
export type SignInLinkTokenDto = {
  token: string;
};
export type StaffAccountDto = {
  /** False once disabled: it cannot sign in and has no sessions */
  active: boolean;
  createdAt: string;
  disabledAt: string | null;
  id: string;
  /** null: never signed in */
  lastSignInAt: string | null;
  /** The person’s name; null for an account made before names were kept */
  name: string | null;
  role: StaffRole;
  username: string;
};
export type StaffAccountListDto = {
  /** Active accounts first, then by username */
  items: StaffAccountDto[];
};
export type CreateStaffAccountDto = {
  name: string;
  /** A first password, told to the person; or leave it out and send signInLinkEmail */
  password?: string;
  role: StaffRole;
  /** Instead of a password: where to e-mail a one-time link (72 h) with which the person sets their own password. Not kept on the account. */
  signInLinkEmail?: string;
  username: string;
};
export type StaffChangeAction =
  'created' | 'role-changed' | 'renamed' | 'password-set' | 'disabled' | 'enabled' | 'sign-in-link-sent';
export type StaffChangeDto = {
  action: StaffChangeAction;
  changedAt: string;
  /** Who made the change; null: the command line (npm run staff) */
  changedBy: string | null;
  detail: string | null;
  id: string;
  /** The account changed */
  username: string;
};
export type StaffChangeListDto = {
  /** The newest 200 changes, newest first */
  items: StaffChangeDto[];
};
export type UpdateStaffAccountDto = {
  /** true disables the account (its sessions end at once), false enables it */
  disabled?: boolean;
  name?: string;
  role?: StaffRole;
};
export type SetStaffPasswordDto = {
  password: string;
};
export type SendSignInLinkDto = {
  email: string;
};
export const {
  useListAdminAppointmentsQuery,
  useGetAdminAppointmentSummaryQuery,
  useGetAdminAppointmentQuery,
  useCheckInAppointmentMutation,
  useChangeAppointmentStatusMutation,
  useGetCashUpQuery,
  useCountCashMutation,
  useExportCashUpCsvQuery,
  useListClosedDaysQuery,
  useCloseDayMutation,
  useReopenDayMutation,
  useListAdminCustomersQuery,
  useMatchCustomerQuery,
  useGetAdminCustomerQuery,
  useUpdateCustomerContactMutation,
  useEraseCustomerMutation,
  useMergeCustomerMutation,
  useListDeviceModelsQuery,
  useCreateDeviceModelMutation,
  useReorderDeviceModelsMutation,
  useUpdateDeviceModelMutation,
  useRetireDeviceModelMutation,
  useUnretireDeviceModelMutation,
  useListPartsQuery,
  useCreatePartMutation,
  useImportPartsCsvMutation,
  useReorderPartsMutation,
  useGetPartQuery,
  useUpdatePartMutation,
  useAdjustPartStockMutation,
  useRecordPartDeliveryMutation,
  useListPartMovementsQuery,
  useRetirePartMutation,
  useUnretirePartMutation,
  useAdminLoginMutation,
  useAdminLogoutMutation,
  useGetAdminMeQuery,
  useListOutboxQuery,
  useGetAdminPricingQuery,
  useSaveAdminPricingMutation,
  useExportPricingCsvQuery,
  useGetPricingHistoryQuery,
  useImportPricingCsvMutation,
  useListReceiptsQuery,
  useGetReceiptQuery,
  useCreateCreditNoteMutation,
  useGetReceiptPdfQuery,
  useListRepairOrdersQuery,
  useCreateWalkInRepairOrderMutation,
  useGetRepairOrderQuery,
  useRequestRepairOrderDepositMutation,
  useRedeemRepairOrderDiscountMutation,
  useListRepairOrderEmailsQuery,
  useSetRepairOrderEstimatedReadyMutation,
  useAddRepairOrderNoteMutation,
  useGetRepairOrderPartsQuery,
  useReserveRepairOrderPartMutation,
  useUseRepairOrderPartMutation,
  useGetRepairOrderPasscodeQuery,
  useRecordRepairOrderPasscodeMutation,
  useRevealRepairOrderPasscodeMutation,
  useGetRepairOrderPaymentsQuery,
  useTakeRepairOrderPaymentMutation,
  useListRepairOrderPhotosQuery,
  useUploadRepairOrderPhotosMutation,
  useDeclineRepairOrderIntakePhotosMutation,
  useDeleteRepairOrderPhotoMutation,
  useGetRepairOrderPhotoImageQuery,
  useShareRepairOrderPhotoMutation,
  useGetRepairOrderPhotoThumbnailQuery,
  usePickUpRepairOrderMutation,
  useGetRepairOrderQuotesQuery,
  useSendRepairOrderQuoteMutation,
  useRecordRepairQuoteDecisionMutation,
  useListRepairOrderSignaturesQuery,
  useSignRepairOrderMutation,
  useGetRepairOrderSigningDocumentQuery,
  useGetRepairOrderSignatureImageQuery,
  useChangeRepairOrderStatusMutation,
  useSendRepairOrderTrackingLinkMutation,
  useCreateRepairOrderTrackingLinkMutation,
  useClaimRepairOrderWarrantyMutation,
  useGetReportsQuery,
  useGetTodayQuery,
  useExportReportCsvQuery,
  useListServiceTypesQuery,
  useCreateServiceTypeMutation,
  useReorderServiceTypesMutation,
  useUpdateServiceTypeMutation,
  useRetireServiceTypeMutation,
  useUnretireServiceTypeMutation,
  useGetRepairTermsQuery,
  useUpdateRepairTermsMutation,
  useUseSignInLinkMutation,
  useGetSignInLinkHolderMutation,
  useListStaffAccountsQuery,
  useCreateStaffAccountMutation,
  useListStaffChangesQuery,
  useUpdateStaffAccountMutation,
  useSetStaffPasswordMutation,
  useSendStaffSignInLinkMutation,
} = injectedRtkApi;
