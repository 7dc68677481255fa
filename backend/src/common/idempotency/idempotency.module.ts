import { Module } from '@nestjs/common';
import { IdempotencyRepository } from './idempotency.repository.js';
import { IdempotencyService } from './idempotency.service.js';

/** Idempotency-Key handling for any POST (import the module, inject IdempotencyService). */
@Module({ providers: [IdempotencyService, IdempotencyRepository], exports: [IdempotencyService] })
export class IdempotencyModule {}
