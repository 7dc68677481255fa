import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { CacheCoherence } from '../common/cache-coherence/cache-coherence.service.js';
import type { VersionedCache } from '../common/cache-coherence/versioned-cache.js';
import { Clock } from '../common/clock/clock.js';
import { Db } from '../common/database/db.js';
import { violatedConstraint } from '../common/errors/database-errors.js';
import { DiscountCodes } from '../customers/discount-codes.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { AppointmentRepository, type StatusMove } from './appointment.repository.js';
import {
  APPOINTMENT_STATUSES,
  invalidTransitionMessage,
  statusWords,
  TRANSITION_FK,
  type AppointmentStatus,
  type TransitionRule,
  type TransitionTiming,
} from './appointment-status.js';

export type { TransitionRule, TransitionTiming } from './appointment-status.js';

/**
 * Who asks for a change: a staff member (recorded by name), the workshop's check-in (a staff member
 * checking the device in: only it may move an appointment to checked_in, as it creates the repair
 * order in the same transaction), or the customer through the public site.
 */
export type StatusActor =
  { kind: 'staff' | 'workshop'; userId: string; username: string } | { kind: 'customer' };

export interface StatusChangeRequest {
  appointmentId: string;
  to: AppointmentStatus;
  actor: StatusActor;
  /** The status the caller last saw; a different current status answers 409 "changed by someone else". */
  expectedStatus?: AppointmentStatus;
  /** Why (a staff cancellation's reason), kept on the history row. */
  note?: string;
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
    private readonly db: Db,
    private readonly appointments: AppointmentRepository,
    private readonly discountCodes: DiscountCodes,
    private readonly clock: Clock,
    private readonly notifications: NotificationsService,
    coherence: CacheCoherence,
  ) {
    this.cachedRules = coherence.cache(['statusTransitions'], () => this.appointments.transitionRules());
  }

  /** The rules of the transitions table, kept until they change (see {@link currentRules}). */
  rules(): Promise<TransitionRule[]> {
    return this.cachedRules.get();
  }

  /** The rules of the transitions table as the transaction under way sees them (read now). */
  currentRules(): Promise<TransitionRule[]> {
    return this.appointments.transitionRules();
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
   * Moves an appointment to `request.to`, in the transaction under way, else in its own. Throws 404
   * when there is no such appointment and 409 when the move is not allowed (now, or for this actor)
   * or the status changed meanwhile.
   */
  change(request: StatusChangeRequest): Promise<void> {
    return this.db.transaction(() => this.changeNow(request));
  }

  private async changeNow(request: StatusChangeRequest): Promise<void> {
    const { appointmentId: id, to, actor } = request;
    const now = this.clock.now();
    const from = await this.appointments.statusOf(id);
    if (!from) throw new NotFoundException({ message: NOT_FOUND_MESSAGE });
    if (request.expectedStatus && request.expectedStatus !== from) throw this.refusal(actor, changed(from));

    // Still in the status read, and a rule of the table allows this move for this actor now.
    const move: StatusMove = { id, from, to, actor: actor.kind, at: now };
    const moved = await this.appointments.moveStatus(move);
    if (!moved) throw await this.whyRefused(request, from);

    try {
      await this.appointments.recordStatusChange(
        move,
        actor.kind === 'customer'
          ? { userId: null, changedBy: CUSTOMER_ACTOR }
          : { userId: actor.userId, changedBy: actor.username },
        request.note ?? null,
      );
    } catch (error) {
      // Not an allowed move after all: the whole transaction (status included) rolls back.
      if (violatedConstraint(error, 'foreignKey') === TRANSITION_FK)
        throw this.refusal(actor, new ConflictException({ message: invalidTransitionMessage(from, to) }));
      throw error;
    }

    // A cancelled booking gives its discount code back (once), so the customer keeps the discount.
    const discountReturned = to === 'cancelled' && (await this.discountCodes.release(id));
    if (to === 'cancelled' && moved.customerEmail) {
      await this.notifications.bookingCancelled(moved.customerEmail, {
        customerFirstName: moved.customerFirstName ?? '',
        reference: moved.reference,
        startsAt: moved.startsAt,
        discountReturned,
      });
    }
  }

  /** Says why the conditional UPDATE changed nothing. */
  private async whyRefused(request: StatusChangeRequest, from: AppointmentStatus): Promise<Error> {
    const { appointmentId: id, to, actor } = request;
    const latest = await this.appointments.statusOf(id);
    if (!latest) return new NotFoundException({ message: NOT_FOUND_MESSAGE });
    if (latest !== from) return this.refusal(actor, changed(latest));
    const rule = (await this.currentRules()).find(
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
