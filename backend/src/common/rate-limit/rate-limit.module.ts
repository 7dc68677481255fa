import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { HousekeepingJob } from '../housekeeping/housekeeping.job.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimitRepository } from './rate-limit.repository.js';
import { RateLimiter } from './rate-limiter.js';

@Global()
@Module({
  providers: [RateLimiter, RateLimitGuard, RateLimitRepository],
  exports: [RateLimiter, RateLimitGuard],
})
export class RateLimitModule implements OnModuleInit {
  constructor(
    private readonly housekeeping: HousekeepingJob,
    private readonly counters: RateLimitRepository,
  ) {}

  /** Counters whose window has ended are deleted. */
  onModuleInit(): void {
    this.housekeeping.register('rateLimitCounters', (now) => this.counters.deleteExpired(now));
  }
}
