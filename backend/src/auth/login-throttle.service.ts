import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { SignInAttemptsRepository, type FailedSignIns } from './sign-in-attempts.repository.js';

export const THROTTLED_MESSAGE = 'Too many failed sign-in attempts, please try again later';

/** A sign-in attempt under way: counted as a failure until it is known to have succeeded. */
export interface AttemptTicket {
  id: string;
  username: string;
  /** The username's previous success (an attempt number, 0: none in the history): its failures since are told. */
  previousSuccess: string;
  historyFrom: Date;
}

const SECOND = 1000;

/**
 * Sign-in throttling as OWASP's authentication cheat sheet advises, without handing strangers a
 * lock on staff accounts. Every attempt is a row (admin_sign_in_attempts, shared by every instance),
 * recorded *before* its password is checked, so parallel guesses cannot slip past a limit. Within
 * the window (LOGIN_WINDOW_MINUTES):
 * - a (username, address) pair with LOGIN_MAX_FAILURES failures since its last success gets 429;
 * - an address with LOGIN_MAX_FAILURES_PER_ADDRESS failures, whatever the usernames, gets 429;
 * - an account with LOGIN_MAX_FAILURES failures since its last success, from anywhere, is slowed
 *   down, not locked: an address that failed within the window and never signed in to it must wait
 *   1 s after the account's last failure, doubling with each further failure up to the window,
 *   while an address without recent failures (or one the account signed in from within the history)
 *   goes straight through, so the right password from the shop's computer always works.
 * The username is normalised once, by the caller, for the counting and the sign-in alike.
 */
@Injectable()
export class LoginThrottleService {
  private readonly max: number;
  private readonly maxPerAddress: number;
  private readonly windowMs: number;
  private readonly historyMs: number;

  constructor(
    private readonly attempts: SignInAttemptsRepository,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.max = config.loginThrottle.maxFailures;
    this.maxPerAddress = config.loginThrottle.maxFailuresPerAddress;
    this.windowMs = config.loginThrottle.windowMinutes * 60 * SECOND;
    this.historyMs = config.loginThrottle.historyDays * 24 * 3600 * SECOND;
  }

  /** Records the attempt, or throws 429 with Retry-After when its pair, address or account must wait. */
  async begin(address: string, username: string): Promise<AttemptTicket> {
    const now = this.clock.now();
    const windowFrom = new Date(now.getTime() - this.windowMs);
    const historyFrom = new Date(now.getTime() - this.historyMs);
    const own = await this.attempts.record(username, address, now);
    const succeeded = await this.attempts.lastSuccesses(username, address, historyFrom);
    const standing = await this.attempts.standing(
      { username, address, own, windowFrom, pairAfter: succeeded.pair, accountAfter: succeeded.account },
      this.max,
      this.maxPerAddress,
    );

    const waits: number[] = [];
    const leaves = (pivot: Date | null) => (pivot ? pivot.getTime() + this.windowMs - now.getTime() : 0);
    if (standing.pair >= this.max) waits.push(leaves(standing.pairPivot));
    if (standing.address >= this.maxPerAddress) waits.push(leaves(standing.addressPivot));
    const known = succeeded.pair !== '0';
    const clean = standing.address === 0;
    if (!known && !clean && standing.account >= this.max && standing.accountLast) {
      const delay = Math.min(SECOND * 2 ** (standing.account - this.max), this.windowMs);
      waits.push(standing.accountLast.getTime() + delay - now.getTime());
    }
    const wait = Math.max(0, ...waits);
    if (wait > 0) {
      await this.attempts.forget(own);
      throw new HttpException(
        { message: THROTTLED_MESSAGE, retryAfter: Math.max(1, Math.ceil(wait / SECOND)) },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    return { id: own, username, previousSuccess: succeeded.account, historyFrom };
  }

  /** The password was wrong (or the account unusable): the attempt counts as a failure. */
  failed(ticket: AttemptTicket): Promise<void> {
    return this.attempts.failed(ticket.id);
  }

  /** The attempt succeeded: it no longer counts, and keeps the failures before it for the staff member. */
  succeeded(ticket: AttemptTicket): Promise<void> {
    return this.attempts.succeeded(ticket.id, ticket.username, ticket.previousSuccess, ticket.historyFrom);
  }

  /** The failed attempts on `username` between its previous sign-in and the one at `signedInAt`. */
  failedBefore(username: string, signedInAt: Date): Promise<FailedSignIns> {
    return this.attempts.failedBefore(username, signedInAt);
  }
}
