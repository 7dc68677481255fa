import type { AppointmentDto } from '../../api';
import { errorStatus, fieldErrors } from '../../api/errors';
import { notify, notifyFailure } from '../../components/notify';
import { BOOKED_TOAST, FAILED_TOAST, SLOT_TAKEN_TOAST } from './bookingErrors';
import { saveConfirmed } from './confirmedStorage';
import { clearContact } from './contactStorage';
import { isSlotTaken } from './slotTaken';

/**
 * What the wizard does once a booking is confirmed (BookAppointmentPage), loaded with the
 * confirmation: the first step, the one a visitor lands on, comes without it (issue 38).
 */
export { newIdempotencyKey } from '../../lib/idempotency';

/** The booking is made: its toast, kept for the confirmed screen, the contact forgotten. */
export function booked(booking: AppointmentDto): void {
  notify(BOOKED_TOAST);
  saveConfirmed(booking);
  clearContact();
}

/** The booking failed: its toast; whether the slot was taken meanwhile, and the discount code's error if any. */
export function bookingFailed(error: unknown): { slotTaken: boolean; discountError?: string } {
  if (isSlotTaken(error)) {
    notifyFailure(error, SLOT_TAKEN_TOAST, { serverMessage: false });
    return { slotTaken: true };
  }
  const discountError = errorStatus(error) === 400 ? fieldErrors(error).discountCode : undefined;
  notifyFailure(error, FAILED_TOAST, { serverMessage: false });
  return { slotTaken: false, discountError };
}
