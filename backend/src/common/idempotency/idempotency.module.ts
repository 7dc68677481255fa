import { Module, type OnModuleInit } from '@nestjs/common';
import { HousekeepingJob } from '../housekeeping/housekeeping.job.js';
import { IdempotencyRepository } from './idempotency.repository.js';
import { IDEMPOTENCY_KEY_RETENTION_HOURS, IdempotencyService } from './idempotency.service.js';

/** Idempotency-Key handling for any POST (import the module, inject IdempotencyService). */
@Module({ providers: [IdempotencyService, IdempotencyRepository], exports: [IdempotencyService] })
export class IdempotencyModule implements OnModuleInit {
  constructor(
    private readonly housekeeping: HousekeepingJob,
    private readonly keys: IdempotencyRepository,
  ) {}

  /** Keys past their retention are deleted (a retry after it is a new request). */
  onModuleInit(): void {
    this.housekeeping.register('idempotencyKeys', (now) =>
      this.keys.deleteCreatedBefore(new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_HOURS * 3_600_000)),
    );
  }
}
