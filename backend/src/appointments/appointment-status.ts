/** The six states of an appointment (snake_case in the API and the database). */
export const APPOINTMENT_STATUSES = [
  'scheduled',
  'confirmed',
  'in_repair',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The foreign key that allows only the moves of appointment_status_transitions in the history. */
export const TRANSITION_FK = 'fk_appointment_status_changes_transition';

const WORDS: Record<AppointmentStatus, string> = {
  scheduled: 'scheduled',
  confirmed: 'confirmed',
  in_repair: 'in repair',
  completed: 'completed',
  cancelled: 'cancelled',
  no_show: 'no-show',
};

/** A status as people write it ("in repair", "no-show"). */
export function statusWords(status: string): string {
  return WORDS[status as AppointmentStatus] ?? status;
}

export function invalidTransitionMessage(from: string, to: string): string {
  return `Cannot change status from ${statusWords(from)} to ${statusWords(to)}`;
}
