import { baseApi as api } from './baseApi';
export const addTagTypes = ['tracking'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      lookupRepairOrder: build.mutation<LookupRepairOrderApiResponse, LookupRepairOrderApiArg>({
        query: (queryArg) => ({ url: `/api/track/lookup`, method: 'POST', body: queryArg.trackingLookupDto }),
        invalidatesTags: ['tracking'],
      }),
      getRepairTracking: build.query<GetRepairTrackingApiResponse, GetRepairTrackingApiArg>({
        query: (queryArg) => ({ url: `/api/track/${queryArg.token}` }),
        providesTags: ['tracking'],
      }),
      getTrackingIntakeDocument: build.query<
        GetTrackingIntakeDocumentApiResponse,
        GetTrackingIntakeDocumentApiArg
      >({
        query: (queryArg) => ({ url: `/api/track/${queryArg.token}/intake` }),
        providesTags: ['tracking'],
      }),
      signTrackingIntake: build.mutation<SignTrackingIntakeApiResponse, SignTrackingIntakeApiArg>({
        query: (queryArg) => ({
          url: `/api/track/${queryArg.token}/intake/signature`,
          method: 'POST',
          body: queryArg.signDto,
        }),
        invalidatesTags: ['tracking'],
      }),
      getRepairTrackingPasscode: build.query<
        GetRepairTrackingPasscodeApiResponse,
        GetRepairTrackingPasscodeApiArg
      >({
        query: (queryArg) => ({ url: `/api/track/${queryArg.token}/passcode` }),
        providesTags: ['tracking'],
      }),
      getRepairTrackingPhotos: build.query<GetRepairTrackingPhotosApiResponse, GetRepairTrackingPhotosApiArg>(
        {
          query: (queryArg) => ({ url: `/api/track/${queryArg.token}/photos` }),
          providesTags: ['tracking'],
        },
      ),
      approveRepairQuote: build.mutation<ApproveRepairQuoteApiResponse, ApproveRepairQuoteApiArg>({
        query: (queryArg) => ({
          url: `/api/track/${queryArg.token}/quote/approve`,
          method: 'POST',
          body: queryArg.quoteDecisionDto,
        }),
        invalidatesTags: ['tracking'],
      }),
      declineRepairQuote: build.mutation<DeclineRepairQuoteApiResponse, DeclineRepairQuoteApiArg>({
        query: (queryArg) => ({
          url: `/api/track/${queryArg.token}/quote/decline`,
          method: 'POST',
          body: queryArg.quoteDecisionDto,
        }),
        invalidatesTags: ['tracking'],
      }),
      getTrackingReceipts: build.query<GetTrackingReceiptsApiResponse, GetTrackingReceiptsApiArg>({
        query: (queryArg) => ({ url: `/api/track/${queryArg.token}/receipts` }),
        providesTags: ['tracking'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedTrackApi };
export type LookupRepairOrderApiResponse = /** status 200  */ TrackingLinkDto;
export type LookupRepairOrderApiArg = {
  trackingLookupDto: TrackingLookupDto;
};
export type GetRepairTrackingApiResponse = /** status 200  */ TrackingDto;
export type GetRepairTrackingApiArg = {
  token: string;
};
export type GetTrackingIntakeDocumentApiResponse = /** status 200  */ TrackingSigningDto;
export type GetTrackingIntakeDocumentApiArg = {
  token: string;
};
export type SignTrackingIntakeApiResponse = /** status 201  */ TrackingSignatureDto;
export type SignTrackingIntakeApiArg = {
  token: string;
  signDto: SignDto;
};
export type GetRepairTrackingPasscodeApiResponse = /** status 200  */ TrackingPasscodeDto;
export type GetRepairTrackingPasscodeApiArg = {
  token: string;
};
export type GetRepairTrackingPhotosApiResponse = /** status 200  */ TrackingPhotosDto;
export type GetRepairTrackingPhotosApiArg = {
  token: string;
};
export type ApproveRepairQuoteApiResponse = /** status 200  */ TrackingDto;
export type ApproveRepairQuoteApiArg = {
  token: string;
  quoteDecisionDto: QuoteDecisionDto;
};
export type DeclineRepairQuoteApiResponse = /** status 200  */ TrackingDto;
export type DeclineRepairQuoteApiArg = {
  token: string;
  quoteDecisionDto: QuoteDecisionDto;
};
export type GetTrackingReceiptsApiResponse = /** status 200  */ ReceiptDto[];
export type GetTrackingReceiptsApiArg = {
  token: string;
};
export type TrackingLinkDto = {
  trackingUrl: string;
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
export type TrackingLookupDto = {
  phoneLast4: string;
  /** With or without RO- and the dash, any case */
  reference: string;
};
export type TrackingQuoteLineDto = {
  description: string;
  quantity: number;
  /** quantity × unit price */
  totalCents: number;
  unitPriceCents: number;
};
export type TrackingBillDto = {
  /** What credit notes took off the total (counter spec 3); the net charges are total − credited */
  creditedCents: number;
  /** Of the deposit asked, still to pay: asked − paid, never below 0 (0 when none was asked) */
  depositDueCents: number;
  /** The deposit the shop asked for before the work, if any */
  depositRequestedCents: number | null;
  /** The $10 first-repair discount, if redeemed */
  discountCents: number;
  /** Still to pay: total − credited − paid */
  dueCents: number;
  lines: TrackingQuoteLineDto[];
  /** Paid so far (deposits and payments less refunds) */
  paidCents: number;
  /** The lines less the discount */
  totalCents: number;
};
export type TrackingQuoteStatus = 'pending' | 'approved' | 'declined';
export type TrackingQuoteDto = {
  decidedAt: string | null;
  /** The order's first-repair discount, taken off the lines (0 when none is redeemed) */
  discountCents: number;
  /** Pending past its expiry: the customer can no longer approve it */
  expired: boolean;
  expiresAt: string;
  lines: TrackingQuoteLineDto[];
  sentAt: string;
  status: TrackingQuoteStatus;
  /** The lines' sum (quantity × unit price) */
  subtotalCents: number;
  /** What the customer pays for the repair if they approve: subtotal − discount, never below 0 */
  totalCents: number;
  /** Send it back to approve or decline */
  version: number;
};
export type ShopHoursDto = {
  days: string;
  hours: string;
};
export type TrackingShopDto = {
  address: string;
  email: string;
  hours: ShopHoursDto[];
  name: string;
  phone: string;
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
export type TrackingTimelineEntryDto = {
  at: string;
  status: RepairOrderStatus;
};
export type TrackingDto = {
  /** What the customer pays: the booked services, the approved quote, or the diagnostic after a return */
  bill: TrackingBillDto;
  deviceLabel: string;
  estimatedReadyAt: string | null;
  /** The current quote, with Approve and Decline while it is pending; null before one is sent */
  quote: TrackingQuoteDto | (null | null);
  reference: string;
  services: string[];
  shop: TrackingShopDto;
  status: RepairOrderStatus;
  timeline: TrackingTimelineEntryDto[];
};
export type DataChoice = 'no_access' | 'may_unlock';
export type DataChoiceOptionDto = {
  label: string;
  value: DataChoice;
};
export type SignatureKind = 'intake' | 'handover';
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
export type TrackingSigningDto = {
  document: SigningDocumentDto;
  /** When the intake was last signed (null: not yet); signing again makes a new record */
  signedAt: string | null;
};
export type TrackingSignatureDto = {
  dataChoice: DataChoice;
  /** SHA-256 (hex) of exactly what was shown, the data choice included */
  documentHash: string;
  signedAt: string;
  signerName: string;
  termsVersion: number;
};
export type SignDto = {
  /** The customer's data choice: required for the intake, none for a hand-over */
  dataChoice?: DataChoice;
  /** The document's hash as it was shown (409 if the document changed since) */
  documentHash: string;
  /** The drawn strokes: a PNG (checked by its content, at most 256 KB), base64 */
  image: string;
  /** The name the signer typed */
  signerName: string;
};
export type TrackingPasscodeDto = {
  /** When it was destroyed, once it is */
  destroyedAt: string | null;
  /** Whether the shop holds a passcode of the device now */
  held: boolean;
  /** How many times the technician revealed it */
  revealCount: number;
};
export type PhotoMoment = 'intake' | 'repair' | 'handover';
export type TrackingPhotoDto = {
  height: number;
  id: string;
  imageUrl: string;
  moment: PhotoMoment;
  takenAt: string;
  thumbnailHeight: number;
  thumbnailUrl: string;
  thumbnailWidth: number;
  width: number;
};
export type TrackingPhotosDto = {
  /** In the order they were taken */
  photos: TrackingPhotoDto[];
};
export type QuoteDecisionDto = {
  /** The version shown on the page */
  version: number;
};
export type ReceiptPartyDto = {
  address: string | null;
  /** Empty on the tracking page */
  email: string;
  name: string;
  /** On the tracking page, only the last 4 digits */
  phone: string;
};
export type ReceiptKind = 'receipt' | 'credit_note';
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
export const {
  useLookupRepairOrderMutation,
  useGetRepairTrackingQuery,
  useGetTrackingIntakeDocumentQuery,
  useSignTrackingIntakeMutation,
  useGetRepairTrackingPasscodeQuery,
  useGetRepairTrackingPhotosQuery,
  useApproveRepairQuoteMutation,
  useDeclineRepairQuoteMutation,
  useGetTrackingReceiptsQuery,
} = injectedRtkApi;
