import { Injectable } from '@nestjs/common';
import { Db } from '../common/database/db.js';
import { statusChangeOf, type StatusChangeRow } from '../common/database/status-change.js';
import type { PageWindow } from '../common/paging/paging.js';
import { escapeLike, phoneDigitPatterns } from '../common/database/search-patterns.js';
import { claimDue, type LeasedClaim } from '../common/database/leased-claim.js';
import { violatedConstraint } from '../common/errors/database-errors.js';
import type {
  AppointmentStatus,
  StatusActorKind,
  TransitionRule,
  TransitionTiming,
} from './appointment-status.js';
import { normaliseReference, newReference } from './booking-reference.js';

/** One priced service of a booking, as booked (a snapshot: later catalogue edits do not change it). */
export interface AppointmentServiceLine {
  serviceTypeId?: string;
  slug: string;
  name: string;
  priceCents: number;
  durationMinutes: number;
}

/** An appointment as the application sees it: one shape for the public site and the back office. */
export interface AppointmentRecord {
  id: string;
  reference: string;
  status: AppointmentStatus;
  startsAt: Date;
  /** Minutes; null on rows older than the booking wizard. */
  durationMinutes: number | null;
  device: { brand: string; modelSlug: string; info: string };
  customer: { firstName: string; lastName: string; email: string; phone: string };
  /** The estimate after the discount, in cents. */
  estimatedPriceCents: number | null;
  discountCents: number;
  notes: string | null;
  createdAt: Date;
  cancelledAt: Date | null;
  /** How many times the booking was moved to another slot (its calendar file's SEQUENCE). */
  revision: number;
  services: AppointmentServiceLine[];
}

/** A booking to insert: its id is minted by the caller, before anything else is written. */
export interface NewAppointment {
  id: string;
  startsAt: Date;
  device: { brand: string; modelSlug: string; info: string };
  customer: { firstName: string; lastName: string; email: string; phone: string };
  notes: string;
  services: AppointmentServiceLine[];
  estimatedPriceCents: number;
  discountCents: number;
  durationMinutes: number;
  createdAt: Date;
}

/** A status move to make, as the life cycle checked it (the conditional UPDATE checks it again). */
export interface StatusMove {
  id: string;
  from: AppointmentStatus;
  to: AppointmentStatus;
  actor: StatusActorKind;
  at: Date;
}

/** What a status move answers about the booking it moved (for its e-mail). */
export interface MovedAppointment {
  reference: string;
  startsAt: Date;
  customerEmail: string | null;
  customerFirstName: string | null;
}

/** What the back office filters by; every field is optional. */
export interface AppointmentSearch {
  startsFrom?: Date;
  startsBefore?: Date;
  status?: AppointmentStatus;
  /** Name, e-mail, phone digits or booking reference. */
  text?: string;
}

/** A status change as the history shows it. */
export interface StatusChangeRecord {
  from: AppointmentStatus;
  to: AppointmentStatus;
  changedBy: string;
  changedAt: Date;
}

interface AppointmentRow {
  id: string;
  reference: string;
  status: AppointmentStatus;
  appointment_date: Date;
  estimated_duration: number | null;
  device_brand: string | null;
  device_model: string | null;
  device_info: string | null;
  customer_first_name: string | null;
  customer_last_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  estimated_price_cents: number | null;
  discount_cents: number;
  notes: string | null;
  created_at: Date;
  cancelled_at: Date | null;
  revision: number;
}

interface ServiceLineRow {
  appointment_id: string;
  service_slug: string;
  service_name: string;
  price_cents: number;
  duration_minutes: number;
}

const COLUMNS = `a.id, a.reference, a.status, a.appointment_date, a.estimated_duration, a.device_brand, a.device_model,
  a.device_info, a.customer_first_name, a.customer_last_name, a.customer_email, a.customer_phone,
  a.estimated_price_cents, a.discount_cents, a.notes, a.created_at, a.cancelled_at, a.revision`;
const ORDER = `ORDER BY a.appointment_date, a.created_at, a.id`;
const REFERENCE_CONSTRAINT = 'uq_appointments_reference';
/** One active booking per seat of a slot: the capacity rule of a booking and of a move. */
const SEAT_CONSTRAINT = 'uq_appointments_slot_seat';
/** Statuses that hold a seat of their slot (the seat index ignores cancelled bookings). */
const HOLDS_SEAT = `status <> 'cancelled'`;
/** Bookings still ahead of their visit: the ones a reminder or a closed day concerns. */
const EXPECTED = `('scheduled', 'confirmed')`;

/**
 * Bookings to remind, in the caller's transaction (a final claim: marked as reminded for their
 * start time, the e-mail queued in the same transaction). $1 is now, $2 and $3 bound the day
 * reminded of, $4 is the start of today: a booking made today has just had its confirmation.
 */
const DUE_REMINDERS: LeasedClaim = {
  table: 'appointments',
  due: `status IN ${EXPECTED} AND appointment_date > $1 AND appointment_date >= $2 AND appointment_date < $3 AND created_at < $4
        AND customer_email IS NOT NULL AND reminder_sent_for IS DISTINCT FROM appointment_date`,
  order: 'appointment_date, id',
  returning: 'id',
  alsoSet: 'reminder_sent_for = appointment_date',
  leaseSeconds: null,
  batch: 50,
};

/**
 * Every SQL statement about appointments, their service lines, their status transitions and
 * status history, and the one mapping from rows to {@link AppointmentRecord}. Each runs in the
 * transaction under way (ambient, see common/database/db.ts). Status changes are written only for
 * the life cycle (appointment-lifecycle.ts), their one caller.
 */
@Injectable()
export class AppointmentRepository {
  constructor(private readonly db: Db) {}

  /** Active bookings per slot start (ms since the epoch) between two instants, both included. */
  async seatsTaken(from: Date, to: Date): Promise<Map<number, number>> {
    const rows = await this.db.query<{ start: Date; n: number }>(
      `SELECT appointment_date AS start, count(*)::int AS n FROM appointments
        WHERE ${HOLDS_SEAT} AND appointment_date BETWEEN $1 AND $2
        GROUP BY appointment_date`,
      [from, to],
    );
    return new Map(rows.map((r) => [new Date(r.start).getTime(), r.n]));
  }

  /**
   * Inserts a booking and its service lines into the first free seat of its slot; null when every
   * seat is taken. The partial unique index on (appointment_date, seat) of active bookings decides:
   * ON CONFLICT on it waits for a concurrent transaction holding the same seat and, once that
   * commits, inserts nothing; the next seat is tried. (A reference collision, about one in 10^9,
   * is retried with a new reference.)
   */
  async insert(booking: NewAppointment, seats: number): Promise<AppointmentRecord | null> {
    let referenceAttempts = 0;
    for (let seat = 1; seat <= seats;) {
      await this.db.execute('SAVEPOINT booking_reference');
      try {
        const inserted = await this.db.query<AppointmentRow>(
          `INSERT INTO appointments (id, appointment_date, appointment_type, device_info, notes, status, device_brand, device_model,
             repair_services, estimated_price_cents, estimated_duration, customer_first_name, customer_last_name, customer_phone,
             customer_email, reference, seat, discount_cents, created_at)
           VALUES ($1, $2, 'repair', $3, $4, 'scheduled', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
           ON CONFLICT (appointment_date, seat) WHERE ${HOLDS_SEAT} DO NOTHING
           RETURNING ${COLUMNS.replace(/a\./g, '')}`,
          [
            booking.id,
            booking.startsAt,
            booking.device.info,
            booking.notes,
            booking.device.brand,
            booking.device.modelSlug,
            booking.services.map((s) => s.slug),
            booking.estimatedPriceCents,
            booking.durationMinutes,
            booking.customer.firstName,
            booking.customer.lastName,
            booking.customer.phone,
            booking.customer.email,
            newReference(),
            seat,
            booking.discountCents,
            booking.createdAt,
          ],
        );
        await this.db.execute('RELEASE SAVEPOINT booking_reference');
        if (inserted.length === 1) {
          await this.insertServiceLines(booking.id, booking.services);
          return toRecord(inserted[0], booking.services);
        }
        seat++;
      } catch (error) {
        if (violatedConstraint(error, 'unique') !== REFERENCE_CONSTRAINT || ++referenceAttempts > 5)
          throw error;
        await this.db.execute('ROLLBACK TO SAVEPOINT booking_reference');
      }
    }
    return null;
  }

  /** A booking by its reference and its customer's e-mail (how a customer finds their own). */
  async findByReference(
    reference: string,
    email: string,
    options: { lock?: boolean } = {},
  ): Promise<AppointmentRecord | undefined> {
    const normalised = normaliseReference(reference);
    if (!normalised) return undefined;
    const rows = await this.db.query<AppointmentRow>(
      `SELECT ${COLUMNS} FROM appointments a WHERE a.reference = $1 AND lower(a.customer_email) = lower($2)
       ${options.lock ? 'FOR UPDATE OF a' : ''}`,
      [normalised, email.trim()],
    );
    return (await this.withLines(rows))[0];
  }

  async findById(id: string): Promise<AppointmentRecord | undefined> {
    const rows = await this.db.query<AppointmentRow>(
      `SELECT ${COLUMNS} FROM appointments a WHERE a.id = $1`,
      [id],
    );
    return (await this.withLines(rows))[0];
  }

  /**
   * Moves a booking to the first free seat of another slot, raising its revision; false when every
   * seat is taken. The same row changes slot, so its old seat is free and the new one held in one
   * statement, under the seat index that holds capacity for bookings (a concurrent booking of the
   * same seat makes this wait, then try the next seat).
   */
  async move(id: string, startsAt: Date, seats: number): Promise<boolean> {
    for (let seat = 1; seat <= seats; seat++) {
      await this.db.execute('SAVEPOINT booking_move');
      try {
        const moved = await this.db.execute(
          `UPDATE appointments SET appointment_date = $2, seat = $3, revision = revision + 1 WHERE id = $1`,
          [id, startsAt, seat],
        );
        await this.db.execute('RELEASE SAVEPOINT booking_move');
        return moved === 1;
      } catch (error) {
        if (violatedConstraint(error, 'unique') !== SEAT_CONSTRAINT) throw error;
        await this.db.execute('ROLLBACK TO SAVEPOINT booking_move');
      }
    }
    return false;
  }

  /**
   * Claims the bookings of [dayStart, dayEnd) made before `madeBefore` that have not been reminded
   * for their start time, and marks them reminded, in the transaction under way (FOR UPDATE SKIP
   * LOCKED: concurrent jobs in several instances never claim one booking twice).
   */
  async claimReminders(
    now: Date,
    window: { dayStart: Date; dayEnd: Date; madeBefore: Date },
  ): Promise<AppointmentRecord[]> {
    const claimed = await claimDue<{ id: string }>(this.db, DUE_REMINDERS, now, [
      window.dayStart,
      window.dayEnd,
      window.madeBefore,
    ]);
    if (claimed.length === 0) return [];
    const rows = await this.db.query<AppointmentRow>(
      `SELECT ${COLUMNS} FROM appointments a WHERE a.id = ANY($1::uuid[]) ${ORDER}`,
      [claimed.map((c) => c.id)],
    );
    return this.withLines(rows);
  }

  /** Bookings still expected (scheduled or confirmed) starting within any of the ranges [from, to). */
  async expectedWithin(ranges: { from: Date; to: Date }[]): Promise<AppointmentRecord[]> {
    if (ranges.length === 0) return [];
    const rows = await this.db.query<AppointmentRow>(
      `SELECT ${COLUMNS} FROM appointments a
        WHERE a.status IN ${EXPECTED}
          AND EXISTS (SELECT 1 FROM unnest($1::timestamptz[], $2::timestamptz[]) AS r(starts, ends)
                       WHERE a.appointment_date >= r.starts AND a.appointment_date < r.ends)
        ${ORDER}`,
      [ranges.map((r) => r.from), ranges.map((r) => r.to)],
    );
    return this.withLines(rows);
  }

  /** One page of the back office's list, in time order, and how many match in all. */
  async search(
    filter: AppointmentSearch,
    page: PageWindow,
  ): Promise<{ total: number; records: AppointmentRecord[] }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown): string => {
      params.push(value);
      return `$${params.length}`;
    };
    if (filter.startsFrom) where.push(`a.appointment_date >= ${param(filter.startsFrom)}`);
    if (filter.startsBefore) where.push(`a.appointment_date < ${param(filter.startsBefore)}`);
    if (filter.status) where.push(`a.status = ${param(filter.status)}`);
    if (filter.text) {
      const like = param(`%${escapeLike(filter.text)}%`);
      const matches = [
        `a.customer_first_name ILIKE ${like}`,
        `a.customer_last_name ILIKE ${like}`,
        `(coalesce(a.customer_first_name, '') || ' ' || coalesce(a.customer_last_name, '')) ILIKE ${like}`,
        `a.customer_email ILIKE ${like}`,
      ];
      const reference = normaliseReference(filter.text);
      if (reference) matches.push(`a.reference = ${param(reference)}`);
      const phones = phoneDigitPatterns(filter.text);
      if (phones.length > 0)
        matches.push(
          `regexp_replace(coalesce(a.customer_phone, ''), '[^0-9]', '', 'g') LIKE ANY (${param(phones)}::text[])`,
        );
      where.push(`(${matches.join(' OR ')})`);
    }
    const condition = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const counted = await this.db.one<{ total: number }>(
      `SELECT count(*)::int AS total FROM appointments a ${condition}`,
      params,
    );
    const rows = await this.db.query<AppointmentRow>(
      `SELECT ${COLUMNS} FROM appointments a ${condition} ${ORDER} LIMIT ${param(page.limit)} OFFSET ${param(page.offset)}`,
      params,
    );
    return { total: counted!.total, records: await this.withLines(rows) };
  }

  /** Active bookings starting in [from, to). */
  async countActive(from: Date, to: Date): Promise<number> {
    const counted = await this.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM appointments
        WHERE appointment_date >= $1 AND appointment_date < $2 AND ${HOLDS_SEAT}`,
      [from, to],
    );
    return counted!.n;
  }

  /**
   * The first appointment still expected (scheduled or confirmed) starting at or after `now`: the
   * dashboard's next one (issue 41: a checked-in customer is in the workshop's hands already).
   */
  async nextUpcoming(now: Date): Promise<AppointmentRecord | undefined> {
    const rows = await this.db.query<AppointmentRow>(
      `SELECT ${COLUMNS} FROM appointments a WHERE a.appointment_date >= $1 AND a.status IN ${EXPECTED} ${ORDER} LIMIT 1`,
      [now],
    );
    return (await this.withLines(rows))[0];
  }

  /** The status history of one appointment, oldest first. */
  async history(id: string): Promise<(StatusChangeRecord & { note: string | null })[]> {
    const rows = await this.db.query<
      StatusChangeRow<AppointmentStatus, AppointmentStatus> & { note: string | null }
    >(
      `SELECT from_status, to_status, changed_by, changed_at, note FROM appointment_status_changes
        WHERE appointment_id = $1 ORDER BY changed_at, seq`,
      [id],
    );
    return rows.map((row) => ({ ...statusChangeOf(row), note: row.note }));
  }

  /** The rows of appointment_status_transitions: which moves are allowed, to whom, when. */
  async transitionRules(): Promise<TransitionRule[]> {
    const rows = await this.db.query<{
      from_status: AppointmentStatus;
      to_status: AppointmentStatus;
      actor: StatusActorKind;
      timing: TransitionTiming;
    }>(`SELECT from_status, to_status, actor, timing FROM appointment_status_transitions`);
    return rows.map((r) => ({ from: r.from_status, to: r.to_status, actor: r.actor, timing: r.timing }));
  }

  /** The status of a booking, or undefined when there is none. */
  async statusOf(id: string): Promise<AppointmentStatus | undefined> {
    const row = await this.db.one<{ status: AppointmentStatus }>(
      `SELECT status FROM appointments WHERE id = $1`,
      [id],
    );
    return row?.status;
  }

  /**
   * Moves a booking from `move.from` to `move.to` (a cancel stamps cancelled_at) in one conditional
   * UPDATE: only while it is still in `from` and a rule of the transitions table allows this move
   * for this actor now. Undefined when it changed nothing. (The life cycle is its only caller.)
   */
  async moveStatus(move: StatusMove): Promise<MovedAppointment | undefined> {
    const row = await this.db.one<{
      reference: string;
      appointment_date: Date;
      customer_email: string | null;
      customer_first_name: string | null;
    }>(
      `UPDATE appointments a
          SET status = $3::text,
              cancelled_at = CASE WHEN $3::text = 'cancelled' THEN $4::timestamptz ELSE a.cancelled_at END
        WHERE a.id = $1 AND a.status = $2::text
          AND EXISTS (
            SELECT 1 FROM appointment_status_transitions t
             WHERE t.from_status = $2::text AND t.to_status = $3::text AND t.actor = $5::text
               AND (t.timing = 'any'
                    OR (t.timing = 'before_start' AND a.appointment_date > $4::timestamptz)
                    OR (t.timing = 'after_start' AND a.appointment_date <= $4::timestamptz)))
      RETURNING a.reference, a.appointment_date, a.customer_email, a.customer_first_name`,
      [move.id, move.from, move.to, move.at, move.actor],
    );
    if (!row) return undefined;
    return {
      reference: row.reference,
      startsAt: new Date(row.appointment_date),
      customerEmail: row.customer_email,
      customerFirstName: row.customer_first_name,
    };
  }

  /**
   * Records a move in the status history, by a staff member (`by`) or the customer (by null, named
   * `changedBy`). The history's foreign key admits only the moves of the transitions table: another
   * throws (see TRANSITION_FK).
   */
  async recordStatusChange(
    move: StatusMove,
    by: { userId: string | null; changedBy: string },
    note: string | null = null,
  ): Promise<void> {
    await this.db.execute(
      `INSERT INTO appointment_status_changes (appointment_id, from_status, to_status, actor, changed_by_user_id, changed_by, changed_at, note)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [move.id, move.from, move.to, move.actor, by.userId, by.changedBy, move.at, note],
    );
  }

  /** One statement for every service line of a new booking, in the order booked. */
  private async insertServiceLines(appointmentId: string, services: AppointmentServiceLine[]): Promise<void> {
    await this.db.execute(
      `INSERT INTO appointment_services (appointment_id, position, service_type_id, service_slug, service_name, price_cents, duration_minutes)
       SELECT $1, line.position - 1, line.service_type_id, line.service_slug, line.service_name, line.price_cents, line.duration_minutes
         FROM unnest($2::uuid[], $3::text[], $4::text[], $5::int[], $6::int[])
              WITH ORDINALITY AS line(service_type_id, service_slug, service_name, price_cents, duration_minutes, position)`,
      [
        appointmentId,
        services.map((s) => s.serviceTypeId ?? null),
        services.map((s) => s.slug),
        services.map((s) => s.name),
        services.map((s) => s.priceCents),
        services.map((s) => s.durationMinutes),
      ],
    );
  }

  /** The rows as records, with their service lines read in one query. */
  private async withLines(rows: AppointmentRow[]): Promise<AppointmentRecord[]> {
    if (rows.length === 0) return [];
    const lines = await this.db.query<ServiceLineRow>(
      `SELECT appointment_id, service_slug, service_name, price_cents, duration_minutes FROM appointment_services
        WHERE appointment_id = ANY($1::uuid[]) ORDER BY appointment_id, position`,
      [rows.map((r) => r.id)],
    );
    const byAppointment = new Map<string, AppointmentServiceLine[]>();
    for (const l of lines) {
      const list = byAppointment.get(l.appointment_id) ?? [];
      list.push({
        slug: l.service_slug,
        name: l.service_name,
        priceCents: l.price_cents,
        durationMinutes: l.duration_minutes,
      });
      byAppointment.set(l.appointment_id, list);
    }
    return rows.map((r) => toRecord(r, byAppointment.get(r.id) ?? []));
  }
}

function toRecord(r: AppointmentRow, services: AppointmentServiceLine[]): AppointmentRecord {
  return {
    id: r.id,
    reference: r.reference,
    status: r.status,
    startsAt: new Date(r.appointment_date),
    durationMinutes: r.estimated_duration,
    device: { brand: r.device_brand ?? '', modelSlug: r.device_model ?? '', info: r.device_info ?? '' },
    customer: {
      firstName: r.customer_first_name ?? '',
      lastName: r.customer_last_name ?? '',
      email: r.customer_email ?? '',
      phone: r.customer_phone ?? '',
    },
    estimatedPriceCents: r.estimated_price_cents,
    discountCents: r.discount_cents,
    notes: r.notes,
    createdAt: new Date(r.created_at),
    cancelledAt: r.cancelled_at ? new Date(r.cancelled_at) : null,
    revision: r.revision,
    services: services.map(({ slug, name, priceCents, durationMinutes }) => ({
      slug,
      name,
      priceCents,
      durationMinutes,
    })),
  };
}
