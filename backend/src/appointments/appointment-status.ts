import type { EntityManager } from 'typeorm';

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

/** States an appointment never leaves. */
export const FINAL_STATUSES: readonly AppointmentStatus[] = ['completed', 'cancelled', 'no_show'];

/** Who a change is recorded as when the customer cancels through the public site. */
export const CUSTOMER_ACTOR = 'customer';

/** The unique index that lets each seat of a slot be held by one active booking. */
export const SLOT_SEAT_INDEX = 'uq_appointments_slot_seat';
/** The foreign key that allows only the pairs of appointment_status_transitions in the history. */
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

/**
 * Records one status change in the caller's transaction (the same transaction that changed the
 * status). The (from, to) pair must be an allowed transition: the foreign key refuses others.
 */
export async function recordStatusChange(
  manager: EntityManager,
  change: {
    appointmentId: string;
    from: string;
    to: string;
    changedByUserId: string | null;
    changedBy: string;
    changedAt: Date;
  },
): Promise<void> {
  await manager.query(
    `INSERT INTO appointment_status_changes (appointment_id, from_status, to_status, changed_by_user_id, changed_by, changed_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      change.appointmentId,
      change.from,
      change.to,
      change.changedByUserId,
      change.changedBy,
      change.changedAt,
    ],
  );
}
