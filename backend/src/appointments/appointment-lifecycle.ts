import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CacheCoherence } from '../common/cache-coherence/cache-coherence.service.js';
import type { VersionedCache } from '../common/cache-coherence/versioned-cache.js';
import { Clock } from '../common/clock/clock.js';
import { returnedRows } from '../common/database/query-result.js';
import { violatedConstraint } from '../common/errors/database-errors.js';
import { releaseDiscountCode } from '../customers/discount-redemption.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import {
  APPOINTMENT_STATUSES,
  invalidTransitionMessage,
  statusWords,
  TRANSITION_FK,
  type AppointmentStatus,
} from './appointment-status.js';

/**
 * Who asks for a change: a staff member (recorded by name), the workshop's check-in (a staff member
 * checking the device in: only it may move an appointment to checked_in, as it creates the repair
 * order in the same transaction), or the customer through the public site.
 */
export type StatusActor =
  { kind: 'staff' | 'workshop'; userId: string; username: string } | { kind: 'customer' };

/** When, relative to the appointment's start, a move is allowed (a column of the transitions table). */
export type TransitionTiming = 'any' | 'before_start' | 'after_start';

export interface StatusChangeRequest {
  appointmentId: string;
  to: AppointmentStatus;
  actor: StatusActor;
  /** The status the caller last saw; a different current status answers 409 "changed by someone else". */
  expectedStatus?: AppointmentStatus;
}

/** One row of appointment_status_transitions. */
export interface TransitionRule {
  from: AppointmentStatus;
  to: AppointmentStatus;
  actor: StatusActor['kind'];
  timing: TransitionTiming;
}

/** Who a change is recorded as when the customer cancels through the public site. */
export const CUSTOMER_ACTOR = 'customer';
export const NOT_FOUND_MESSAGE = 'Appointment not found';
export const CHANGED_MESSAGE = 'This appointment was changed by someone else';
export const CUSTOMER_REFUSED_MESSAGE = 'This appointment can no longer be cancelled';

function timingAllows(timing: TransitionTiming, startsAt: Date, now: Date): boolean {
  if (timing === 'before_start') return startsAt.getTime() > now.getTime();
  if (timing === 'after_start') return startsAt.getTime() <= now.getTime();
  return true;
}

function timingRefusal(rule: TransitionRule): string {
  if (rule.to === 'no_show' && rule.timing === 'after_start')
    return 'Cannot mark as no-show before the appointment has started';
  const when = rule.timing === 'after_start' ? 'before' : 'after';
  return `Cannot change status to ${statusWords(rule.to)} ${when} the appointment has started`;
}

/**
 * The appointment's life cycle: the only writer of an appointment's status. Every move (a staff
 * member's, the customer's cancel, and next the workshop's check-in) goes through {@link change},
 * which applies the rules of appointment_status_transitions (from, to, who, when) in one conditional
 * UPDATE, records the move in the history (whose foreign key admits only allowed moves) and does
 * what a move entails (a cancel gives the discount code back and queues its e-mail), all in one
 * transaction.
 */
@Injectable()
export class AppointmentLifecycle {
  /** The transitions table, kept until it changes through any instance. */
  private readonly cachedRules: VersionedCache<TransitionRule[]>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly notifications: NotificationsService,
    coherence: CacheCoherence,
  ) {
    this.cachedRules = coherence.cache(['statusTransitions'], () => this.readRules(this.dataSource.manager));
  }

  /** The rules of the transitions table: as the caller's transaction sees them, else the cached ones. */
  rules(manager?: EntityManager): Promise<TransitionRule[]> {
    return manager ? this.readRules(manager) : this.cachedRules.get();
  }

  private async readRules(manager: EntityManager): Promise<TransitionRule[]> {
    const rows = (await manager.query(
      `SELECT from_status, to_status, actor, timing FROM appointment_status_transitions`,
    )) as {
      from_status: AppointmentStatus;
      to_status: AppointmentStatus;
      actor: StatusActor['kind'];
      timing: TransitionTiming;
    }[];
    return rows.map((r) => ({ from: r.from_status, to: r.to_status, actor: r.actor, timing: r.timing }));
  }

  /** The statuses `actor` may move an appointment to now, in life-cycle order. */
  allowedMoves(
    rules: TransitionRule[],
    appointment: { status: AppointmentStatus; startsAt: Date },
    actor: StatusActor['kind'],
    now: Date = this.clock.now(),
  ): AppointmentStatus[] {
    const allowed = new Set(
      rules
        .filter((r) => r.from === appointment.status && r.actor === actor)
        .filter((r) => timingAllows(r.timing, appointment.startsAt, now))
        .map((r) => r.to),
    );
    return APPOINTMENT_STATUSES.filter((s) => allowed.has(s));
  }

  /**
   * Moves an appointment to `request.to`, in the caller's transaction when given one, else in its own.
   * Throws 404 when there is no such appointment and 409 when the move is not allowed (now, or for
   * this actor) or the status changed meanwhile.
   */
  change(request: StatusChangeRequest, manager?: EntityManager): Promise<void> {
    if (manager) return this.changeIn(manager, request);
    return this.dataSource.transaction((m) => this.changeIn(m, request));
  }

  private async changeIn(manager: EntityManager, request: StatusChangeRequest): Promise<void> {
    const { appointmentId: id, to, actor } = request;
    const now = this.clock.now();
    const [current] = (await manager.query(`SELECT status FROM appointments WHERE id = $1`, [id])) as {
      status: AppointmentStatus;
    }[];
    if (!current) throw new NotFoundException({ message: NOT_FOUND_MESSAGE });
    const from = current.status;
    if (request.expectedStatus && request.expectedStatus !== from) throw this.refusal(actor, changed(from));

    // Still in the status read, and a rule of the table allows this move for this actor now.
    const result: unknown = await manager.query(
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
      [id, from, to, now, actor.kind],
    );
    const [row] = returnedRows<{
      reference: string;
      appointment_date: Date;
      customer_email: string | null;
      customer_first_name: string | null;
    }>(result);
    if (!row) throw await this.whyRefused(manager, request, from);

    try {
      await manager.query(
        `INSERT INTO appointment_status_changes (appointment_id, from_status, to_status, actor, changed_by_user_id, changed_by, changed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          id,
          from,
          to,
          actor.kind,
          actor.kind === 'customer' ? null : actor.userId,
          actor.kind === 'customer' ? CUSTOMER_ACTOR : actor.username,
          now,
        ],
      );
    } catch (error) {
      // Not an allowed move after all: the whole transaction (status included) rolls back.
      if (violatedConstraint(error, 'foreignKey') === TRANSITION_FK)
        throw this.refusal(actor, new ConflictException({ message: invalidTransitionMessage(from, to) }));
      throw error;
    }

    // A cancelled booking gives its discount code back (once), so the customer keeps the discount.
    const discountReturned = to === 'cancelled' && (await releaseDiscountCode(manager, id));
    if (to === 'cancelled' && row.customer_email) {
      await this.notifications.bookingCancelled(manager, row.customer_email, {
        customerFirstName: row.customer_first_name ?? '',
        reference: row.reference,
        startsAt: new Date(row.appointment_date),
        discountReturned,
      });
    }
  }

  /** Says why the conditional UPDATE changed nothing. */
  private async whyRefused(
    manager: EntityManager,
    request: StatusChangeRequest,
    from: AppointmentStatus,
  ): Promise<Error> {
    const { appointmentId: id, to, actor } = request;
    const [latest] = (await manager.query(`SELECT status FROM appointments WHERE id = $1`, [id])) as {
      status: AppointmentStatus;
    }[];
    if (!latest) return new NotFoundException({ message: NOT_FOUND_MESSAGE });
    if (latest.status !== from) return this.refusal(actor, changed(latest.status));
    const rule = (await this.rules(manager)).find(
      (r) => r.from === from && r.to === to && r.actor === actor.kind,
    );
    const message = rule ? timingRefusal(rule) : invalidTransitionMessage(from, to);
    return this.refusal(actor, new ConflictException({ message }));
  }

  /** A customer is told one thing whatever the reason; staff get the reason. */
  private refusal(actor: StatusActor, staffAnswer: ConflictException): ConflictException {
    if (actor.kind === 'customer') return new ConflictException({ message: CUSTOMER_REFUSED_MESSAGE });
    return staffAnswer;
  }
}

function changed(currentStatus: AppointmentStatus): ConflictException {
  return new ConflictException({ message: CHANGED_MESSAGE, details: { currentStatus } });
}
