import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { Clock } from '../common/clock/clock.js';
import { Db } from '../common/database/db.js';
import { violatedConstraint } from '../common/errors/database-errors.js';
import type { CustomerLinkOwner } from '../customers/customer-links.js';
import { isClosed, type DataChoice } from '../repair-order/repair-order.js';
import { ORDER_NOT_FOUND_MESSAGE } from '../workshop/repair-order-lifecycle.js';
import { RepairOrderCustomersRepository } from '../workshop/repair-order-customers.repository.js';
import { RepairOrderRepository } from '../workshop/repair-order.repository.js';
import { TRACKING_NOT_FOUND } from '../workshop/tracking.service.js';
import { TrackingTokens } from '../workshop/tracking-tokens.js';
import type { OrderPasscodeDto } from './dto/order-passcode.dto.js';
import type { RevealedPasscodeDto } from './dto/revealed-passcode.dto.js';
import type { TrackingPasscodeDto } from './dto/tracking-passcode.dto.js';
import { PasscodeCipher, PasscodeTamperedError, UnknownPasscodeKeyError } from './passcode-cipher.js';
import { PASSCODE_CONSTRAINTS, PasscodeRepository, type PasscodeActor } from './passcode.repository.js';
import { PASSCODE_KEEP_DAYS, passcodeProblem, type PasscodeKind, type StoredPasscode } from './passcode.js';

const DAY_MS = 86_400_000;

export const NOT_SIGNED_MESSAGE =
  'The customer has not signed the intake yet: a passcode is recorded only after they choose "You may unlock the device to test the repair"';
export const NO_ACCESS_MESSAGE =
  'The customer chose "Do not access my data": the shop records no passcode for this order';
export const ORDER_CLOSED_MESSAGE =
  'The order is closed (picked up or cancelled): its passcode is destroyed and no new one is kept';
export const NONE_HELD_MESSAGE = 'No passcode is held for this order';
export const EXPIRED_MESSAGE = `The passcode was destroyed: it is kept at most ${PASSCODE_KEEP_DAYS} days after the customer gave it`;
export const ERASED_REASON = "Erased with the customer's record";

/** Who records or reveals a passcode: a staff member. */
export interface PasscodeStaff {
  id: string;
  username: string;
}

const actor = (staff: PasscodeStaff): PasscodeActor => ({ userId: staff.id, username: staff.username });

/**
 * The device's passcode (intake spec 3): recorded by an editor only when the customer signed
 * "You may unlock the device" (the database refuses it otherwise, and on a closed order), sealed
 * with AES-256-GCM before it reaches the database; revealed to an editor only with a reason,
 * every reveal in its history and counted on the tracking page; destroyed at hand-over or
 * cancellation (the database's trigger), 30 days after it was given (the housekeeping job, and
 * any reveal that comes later) and with the customer's erasure.
 */
@Injectable()
export class PasscodeService implements CustomerLinkOwner {
  readonly linked = 'repairOrderPasscodes';

  constructor(
    private readonly db: Db,
    private readonly passcodes: PasscodeRepository,
    private readonly cipher: PasscodeCipher,
    private readonly orders: RepairOrderRepository,
    private readonly orderCustomers: RepairOrderCustomersRepository,
    private readonly tokens: TrackingTokens,
    private readonly clock: Clock,
  ) {}

  // ── Staff (editors) ───────────────────────────────────────────────────────────────────────

  async view(orderId: string): Promise<OrderPasscodeDto> {
    const order = await this.orders.findById(orderId);
    if (!order) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
    const choice = (await this.orders.dataChoice(orderId)) ?? null;
    const held = await this.passcodes.find(orderId);
    const events = await this.passcodes.events(orderId);
    const lastDestroyed = [...events].reverse().find((e) => e.kind === 'destroyed');
    return {
      dataChoice: choice,
      canRecord: choice === 'may_unlock' && !isClosed(order.status),
      passcode: held
        ? {
            kind: held.kind,
            recordedBy: held.recordedBy,
            recordedAt: held.recordedAt.toISOString(),
            givenAt: held.givenAt.toISOString(),
            destroyBy: destroyBy(held).toISOString(),
          }
        : null,
      destroyed:
        !held && lastDestroyed ? { at: lastDestroyed.at.toISOString(), cause: lastDestroyed.cause! } : null,
      reveals: events
        .filter((e) => e.kind === 'revealed')
        .map((e) => ({ by: e.by, at: e.at.toISOString(), reason: e.reason! })),
    };
  }

  /** Records (or corrects) the passcode: 409 unless the customer allowed unlocking and the order is open. */
  async record(
    orderId: string,
    kind: PasscodeKind,
    value: string,
    staff: PasscodeStaff,
  ): Promise<OrderPasscodeDto> {
    const problem = passcodeProblem(kind, value);
    if (problem)
      throw new BadRequestException({ message: problem, errors: [{ field: 'passcode', message: problem }] });
    await this.db.transaction(async () => {
      const status = await this.orders.lockStatus(orderId);
      if (status === undefined) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
      if (isClosed(status)) throw new ConflictException({ message: ORDER_CLOSED_MESSAGE });
      refuseWithout((await this.orders.dataChoice(orderId)) ?? null);
      const now = this.clock.now();
      try {
        await this.passcodes.put(orderId, kind, this.cipher.seal(orderId, kind, value), actor(staff), now);
      } catch (error) {
        const constraint = violatedConstraint(error, 'check');
        if (constraint === PASSCODE_CONSTRAINTS.openOrder)
          throw new ConflictException({ message: ORDER_CLOSED_MESSAGE });
        if (constraint === PASSCODE_CONSTRAINTS.mayUnlock)
          throw new ConflictException({ message: NO_ACCESS_MESSAGE });
        throw error;
      }
      await this.passcodes.recordEvent(orderId, { kind: 'recorded', by: actor(staff), at: now });
    });
    return this.view(orderId);
  }

  /** The passcode in plain text for an editor with a reason; the reveal is recorded first, in the same transaction. */
  async reveal(orderId: string, reason: string, staff: PasscodeStaff): Promise<RevealedPasscodeDto> {
    const why = reason.trim();
    if (!why)
      throw new BadRequestException({
        message: 'Say why the passcode is needed',
        errors: [{ field: 'reason', message: 'reason is required: say why the passcode is needed' }],
      });
    const now = this.clock.now();
    const outcome = await this.db.transaction(async () => {
      const status = await this.orders.lockStatus(orderId);
      if (status === undefined) throw new NotFoundException({ message: ORDER_NOT_FOUND_MESSAGE });
      const held = await this.passcodes.find(orderId, { lock: true });
      if (!held)
        throw new ConflictException({ message: isClosed(status) ? ORDER_CLOSED_MESSAGE : NONE_HELD_MESSAGE });
      if (destroyBy(held) <= now) {
        // Past its 30 days and the job has not run yet: it goes now, and nobody reads it.
        await this.passcodes.removeOf([orderId], 'expired', now);
        return 'expired' as const;
      }
      const passcode = this.open(held);
      await this.passcodes.recordEvent(orderId, { kind: 'revealed', reason: why, by: actor(staff), at: now });
      return { kind: held.kind, passcode, revealedAt: now.toISOString() };
    });
    if (outcome === 'expired') throw new ConflictException({ message: EXPIRED_MESSAGE });
    return outcome;
  }

  // ── The customer, by tracking token ───────────────────────────────────────────────────────

  async trackingView(token: string): Promise<TrackingPasscodeDto> {
    const orderId = await this.tokens.orderOf(token, this.clock.now());
    if (!orderId) throw new NotFoundException({ message: TRACKING_NOT_FOUND });
    const held = await this.passcodes.find(orderId);
    const events = await this.passcodes.events(orderId);
    const lastDestroyed = [...events].reverse().find((e) => e.kind === 'destroyed');
    return {
      held: Boolean(held),
      revealCount: events.filter((e) => e.kind === 'revealed').length,
      destroyedAt: !held && lastDestroyed ? lastDestroyed.at.toISOString() : null,
    };
  }

  // ── Keeping and erasing ─────────────────────────────────────────────────────────────────────

  /** The housekeeping's clean-up: destroys every passcode given 30 days or more before `now`. */
  async removeExpired(now: Date): Promise<number> {
    return this.db.transaction(
      async () =>
        (await this.passcodes.removeGivenBefore(new Date(now.getTime() - PASSCODE_KEEP_DAYS * DAY_MS), now))
          .length,
    );
  }

  /** Part of a customer's erasure (CustomerLinks, in its transaction): any passcode goes, reveal reasons are replaced. */
  async erase(customerId: string): Promise<void> {
    const orderIds = (await this.orderCustomers.ordersOf(customerId)).map((o) => o.id);
    await this.passcodes.removeOf(orderIds, 'erasure', this.clock.now());
    await this.passcodes.eraseReasons(orderIds, ERASED_REASON);
  }

  private open(held: StoredPasscode): string {
    try {
      return this.cipher.open(held.orderId, held.kind, held);
    } catch (error) {
      if (error instanceof UnknownPasscodeKeyError)
        throw new ServiceUnavailableException({
          message: `The passcode was encrypted with the key "${error.keyId}", which this server does not have: add it to PASSCODE_KEYS (README: "The passcode key")`,
        });
      if (error instanceof PasscodeTamperedError)
        throw new ServiceUnavailableException({
          message:
            'The passcode does not open with its key (a different key under the same id, or a changed row)',
        });
      throw error;
    }
  }
}

function destroyBy(held: StoredPasscode): Date {
  return new Date(held.givenAt.getTime() + PASSCODE_KEEP_DAYS * DAY_MS);
}

function refuseWithout(choice: DataChoice | null): void {
  if (choice === null) throw new ConflictException({ message: NOT_SIGNED_MESSAGE });
  if (choice !== 'may_unlock') throw new ConflictException({ message: NO_ACCESS_MESSAGE });
}
