import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import type { RateLimitPolicy } from '../../config/app-config.js';
import { ApiErrors, TOO_MANY_REQUESTS } from '../openapi/api-errors.decorator.js';
import { RATE_LIMIT_POLICY, RateLimitGuard } from './rate-limit.guard.js';

/** Limits calls per client IP with the named policy from the config (RATE_LIMIT_<NAME>). */
export const RateLimit = (policy: RateLimitPolicy): MethodDecorator =>
  applyDecorators(
    SetMetadata(RATE_LIMIT_POLICY, policy),
    UseGuards(RateLimitGuard),
    ApiErrors({ 429: TOO_MANY_REQUESTS }),
  );
