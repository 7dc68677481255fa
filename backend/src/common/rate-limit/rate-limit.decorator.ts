import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { RateLimitPolicy } from '../../config/app-config.js';
import { ErrorBodyDto } from '../errors/error-body.js';
import { RATE_LIMIT_POLICY, RateLimitGuard } from './rate-limit.guard.js';

/** Limits calls per client IP with the named policy from the config (RATE_LIMIT_<NAME>). */
export const RateLimit = (policy: RateLimitPolicy): MethodDecorator =>
  applyDecorators(
    SetMetadata(RATE_LIMIT_POLICY, policy),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'Too many requests from this address' }),
  );
