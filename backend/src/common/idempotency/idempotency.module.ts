import { Module } from '@nestjs/common';
import { IdempotencyService } from './idempotency.service.js';

/** Idempotency-Key handling for any POST (import the module, inject IdempotencyService). */
@Module({ providers: [IdempotencyService], exports: [IdempotencyService] })
export class IdempotencyModule {}
