import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import type { LoginFailureScope } from './entities/login-failure.entity.js';
import { LoginFailureRepository } from './login-failure.repository.js';

export const THROTTLED_MESSAGE = 'Too many failed sign-in attempts, please try again later';

/** A sign-in attempt counted against its IP and its username until it is known to succeed. */
export interface AttemptTicket {
  ids: string[];
  username: string;
}

/**
 * Brute-force brake for sign-in, per IP and per username, kept in the database (so it holds
 * across restarts and several processes). Each attempt is recorded *before* its password is
 * checked, so parallel guesses cannot slip past the limit; a success removes its own record and
 * clears the username's failures.
 */
@Injectable()
export class LoginThrottleService {
  private readonly max: number;
  private readonly windowMs: number;

  constructor(
    private readonly failures: LoginFailureRepository,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.max = config.loginThrottle.maxFailures;
    this.windowMs = config.loginThrottle.windowMinutes * 60_000;
  }

  /** Records the attempt, or throws 429 with Retry-After when the IP or the username is over the limit. */
  async begin(ip: string, username: string): Promise<AttemptTicket> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - this.windowMs);
    const keys: [LoginFailureScope, string][] = [
      ['ip', ip],
      ['username', username],
    ];
    // Old records of these keys are of no further use.
    for (const [scope, key] of keys) await this.failures.deleteBefore(scope, key, since);
    const ticket: AttemptTicket = { ids: await this.failures.record(keys, now), username };

    let retryAfterMs = 0;
    for (const [scope, key] of keys) {
      const recent = await this.failures.recent(scope, key, since, this.max + 1);
      if (recent.length > this.max) {
        // Allowed again when the max-th most recent earlier failure leaves the window.
        const earlier = recent.filter((r) => !ticket.ids.includes(r.id));
        const pivot = earlier[this.max - 1] ?? earlier[earlier.length - 1];
        retryAfterMs = Math.max(retryAfterMs, pivot.failedAt.getTime() + this.windowMs - now.getTime());
      }
    }
    if (retryAfterMs > 0) {
      await this.failures.deleteIds(ticket.ids);
      throw new HttpException(
        { message: THROTTLED_MESSAGE, retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)) },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    return ticket;
  }

  /** The attempt succeeded: it does not count, and the username starts afresh. */
  async succeeded(ticket: AttemptTicket): Promise<void> {
    await this.failures.deleteIds(ticket.ids);
    await this.failures.clear('username', ticket.username);
  }
}
