import { InitialSchema1763770000000 } from './1763770000000-initial-schema.js';
import { StaffSessions1763780000000 } from './1763780000000-staff-sessions.js';
import { RetailPriceHistory1763790000000 } from './1763790000000-retail-price-history.js';
import { Booking1763800000000 } from './1763800000000-booking.js';
import { DiscountClaims1763810000000 } from './1763810000000-discount-claims.js';
import { Outbox1763820000000 } from './1763820000000-outbox.js';
import { CatalogueRetirement1763830000000 } from './1763830000000-catalogue-retirement.js';
import { AppointmentStatusHistory1763840000000 } from './1763840000000-appointment-status-history.js';
import { IdempotentReplayBytes1763850000000 } from './1763850000000-idempotent-replay-bytes.js';
import { AppointmentTransitionRules1763860000000 } from './1763860000000-appointment-transition-rules.js';
import { RateLimits1763890000001 } from './1763890000001-rate-limits.js';
import { CacheVersions1763890000002 } from './1763890000002-cache-versions.js';
import { AppointmentRevision1763900000011 } from './1763900000011-appointment-revision.js';
import { ClosedDays1763900000012 } from './1763900000012-closed-days.js';
import { BookingReminders1763900000013 } from './1763900000013-booking-reminders.js';
import { Workshop1763920000001 } from './1763920000001-workshop.js';
import { AppointmentCheckIn1763920000002 } from './1763920000002-appointment-check-in.js';
import { InventoryLedger1764000000001 } from './1764000000001-inventory-ledger.js';
import { Quotes1764000100001 } from './1764000100001-quotes.js';
import { ScheduledRuns1764100000001 } from './1764100000001-scheduled-runs.js';
import { OneBill1764100000002 } from './1764100000002-one-bill.js';
import { ClosedDaysCacheVersion1764200000001 } from './1764200000001-closed-days-cache-version.js';
import { SignInAttempts1764300000001 } from './1764300000001-sign-in-attempts.js';
import { CustomerRecords1764400000001 } from './1764400000001-customer-records.js';
import { Payments1764400000101 } from './1764400000101-payments.js';
import { ErasedClaims1764500000001 } from './1764500000001-erased-claims.js';
import { DepositOnOrder1764600000301 } from './1764600000301-deposit-on-order.js';
import { OutboxRepairOrder1764600000401 } from './1764600000401-outbox-repair-order.js';
import { WarrantyClaims1764600000402 } from './1764600000402-warranty-claims.js';
import { AppointmentCancelReason1764600000403 } from './1764600000403-appointment-cancel-reason.js';
import { OutboxWrittenToFile1790000000001 } from './1790000000001-outbox-written-to-file.js';
import { CreditNotesOnOrder1791000000001 } from './1791000000001-credit-notes-on-order.js';
import { VoidMergedDiscountCodes1791000000002 } from './1791000000002-void-merged-discount-codes.js';
import { IntakeEstimate1791000000101 } from './1791000000101-intake-estimate.js';
import { SystemNotes1791000000102 } from './1791000000102-system-notes.js';
import { StaffAccountsOnScreen1792000000001 } from './1792000000001-staff-accounts-on-screen.js';
import { PartDeviceModel1792000000101 } from './1792000000101-part-device-model.js';
import { IntakePhotos1793000000001 } from './1793000000001-intake-photos.js';
import { DataChoice1794000000001 } from './1794000000001-data-choice.js';
import { Signatures1794000000101 } from './1794000000101-signatures.js';
import { Passcodes1794000000201 } from './1794000000201-passcodes.js';
import { StaffSignInLinks1795410000001 } from './1795410000001-staff-sign-in-links.js';
import { QuoteDecisionChannel1795410000101 } from './1795410000101-quote-decision-channel.js';

/** Every migration, oldest first. A new migration is added here (ESM: no glob loading). */
export const migrations = [
  InitialSchema1763770000000,
  StaffSessions1763780000000,
  RetailPriceHistory1763790000000,
  Booking1763800000000,
  DiscountClaims1763810000000,
  Outbox1763820000000,
  CatalogueRetirement1763830000000,
  AppointmentStatusHistory1763840000000,
  IdempotentReplayBytes1763850000000,
  AppointmentTransitionRules1763860000000,
  RateLimits1763890000001,
  CacheVersions1763890000002,
  AppointmentRevision1763900000011,
  ClosedDays1763900000012,
  BookingReminders1763900000013,
  Workshop1763920000001,
  AppointmentCheckIn1763920000002,
  InventoryLedger1764000000001,
  Quotes1764000100001,
  ScheduledRuns1764100000001,
  OneBill1764100000002,
  ClosedDaysCacheVersion1764200000001,
  SignInAttempts1764300000001,
  CustomerRecords1764400000001,
  Payments1764400000101,
  ErasedClaims1764500000001,
  DepositOnOrder1764600000301,
  OutboxRepairOrder1764600000401,
  WarrantyClaims1764600000402,
  AppointmentCancelReason1764600000403,
  OutboxWrittenToFile1790000000001,
  CreditNotesOnOrder1791000000001,
  VoidMergedDiscountCodes1791000000002,
  IntakeEstimate1791000000101,
  SystemNotes1791000000102,
  StaffAccountsOnScreen1792000000001,
  PartDeviceModel1792000000101,
  IntakePhotos1793000000001,
  DataChoice1794000000001,
  Signatures1794000000101,
  Passcodes1794000000201,
  StaffSignInLinks1795410000001,
  QuoteDecisionChannel1795410000101,
];
