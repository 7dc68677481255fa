import { Inject, Injectable } from '@nestjs/common';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import type { AppConfig, RateLimitPolicy, RateLimitSetting } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';

/** The shared counters (migration RateLimits1763890000001; the library never creates it). */
export const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * Fixed-window counters per policy and key, on rate-limiter-flexible. With DATABASE_URL every
 * instance counts in one PostgreSQL table through the app's pool, so an address is counted once
 * however many instances serve it; should that table be unreachable, each instance falls back to
 * its own memory for the while (the library's insurance limiter). On embedded PGlite there is one
 * process, and the counters live in its memory.
 */
@Injectable()
export class RateLimiter {
  private readonly limiters = new Map<RateLimitPolicy, RateLimiterAbstract>();

  constructor(@Inject(APP_CONFIG) config: AppConfig, dataSource: DataSource) {
    for (const [policy, setting] of Object.entries(config.rateLimits) as [
      RateLimitPolicy,
      RateLimitSetting | null,
    ][]) {
      if (!setting) continue;
      const window = { keyPrefix: policy, points: setting.limit, duration: setting.windowSeconds };
      this.limiters.set(
        policy,
        config.databaseUrl
          ? new RateLimiterPostgres({
              ...window,
              storeClient: dataSource,
              storeType: 'typeorm',
              tableName: RATE_LIMIT_TABLE,
              tableCreated: true,
              insuranceLimiter: new RateLimiterMemory(window),
            })
          : new RateLimiterMemory(window),
      );
    }
  }

  /** Gives back one call of `key` counted under `policy` (it turned out not to count: a right guess). */
  async giveBack(policy: RateLimitPolicy, key: string): Promise<void> {
    await this.limiters.get(policy)?.reward(key, 1);
  }

  /** Counts one call of `key` under `policy`: the seconds to wait when it is past the limit, else null. */
  async hit(policy: RateLimitPolicy, key: string): Promise<number | null> {
    const limiter = this.limiters.get(policy);
    if (!limiter) return null;
    try {
      await limiter.consume(key);
      return null;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw rejection;
    }
  }
}
