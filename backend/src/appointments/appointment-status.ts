/**
 * The five states of an appointment (snake_case in the API and the database). Its life cycle ends
 * at `checked_in`: the repair itself is the repair order's (repair-order/repair-order.ts).
 */
export const APPOINTMENT_STATUSES = ['scheduled', 'confirmed', 'checked_in', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The foreign key that allows only the moves of appointment_status_transitions in the history. */
export const TRANSITION_FK = 'fk_appointment_status_changes_transition';

const WORDS: Record<AppointmentStatus, string> = {
  scheduled: 'scheduled',
  confirmed: 'confirmed',
  checked_in: 'checked in',
  cancelled: 'cancelled',
  no_show: 'no-show',
};

/** A status as people write it ("in repair", "no-show"). */
export function statusWords(status: string): string {
  return WORDS[status as AppointmentStatus] ?? status;
}

/** The 409 message of a move that is not allowed; `words` says a status as people write it. */
export function invalidTransitionMessage(
  from: string,
  to: string,
  words: (status: string) => string = statusWords,
): string {
  return `Cannot change status from ${words(from)} to ${words(to)}`;
}

/** Who moves an appointment: staff, the workshop's check-in, or the customer (see StatusActor). */
export type StatusActorKind = 'staff' | 'workshop' | 'customer';

/** When, relative to the appointment's start, a move is allowed (a column of the transitions table). */
export type TransitionTiming = 'any' | 'before_start' | 'after_start';

/** One row of appointment_status_transitions. */
export interface TransitionRule {
  from: AppointmentStatus;
  to: AppointmentStatus;
  actor: StatusActorKind;
  timing: TransitionTiming;
}
