import type { ApiError } from '../../api';

export const BOOKED_TOAST = {
  title: 'Appointment Booked!',
  message: "Your appointment has been successfully scheduled. You'll receive a confirmation email shortly.",
};
export const FAILED_TOAST = {
  title: 'Booking Failed',
  message: 'There was an error booking your appointment. Please try again.',
};
export const SLOT_TAKEN_TOAST = {
  title: 'Time No Longer Available',
  message: 'That time was just booked by someone else. Please choose another time.',
};

interface ErrorBody {
  details?: { reason?: string };
  errors?: { field: string; message: string }[];
}

function body(error: unknown): ErrorBody | undefined {
  const data = (error as ApiError | undefined)?.data;
  return data && typeof data === 'object' ? (data as ErrorBody) : undefined;
}

/** True when the server says the slot was taken meanwhile (409, reason slot_taken). */
export function isSlotTaken(error: unknown): boolean {
  return (error as ApiError | undefined)?.status === 409 && body(error)?.details?.reason === 'slot_taken';
}

/** The server's message for one field of a 400, if any. */
export function fieldError(error: unknown, field: string): string | null {
  if ((error as ApiError | undefined)?.status !== 400) return null;
  return body(error)?.errors?.find((e) => e.field === field)?.message ?? null;
}
