import {
  HttpException,
  HttpStatus,
  Injectable,
  Optional,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { RateLimitPolicy } from '../../config/app-config.js';
import { Metrics } from '../metrics/metrics.js';
import { RateLimiter } from './rate-limiter.js';

export const RATE_LIMIT_POLICY = 'rateLimitPolicy';

/** Applies the per-IP limit named by @RateLimit (counted across instances): 429 with Retry-After past it. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.get<RateLimitPolicy | undefined>(RATE_LIMIT_POLICY, context.getHandler());
    if (!policy) return true;
    // req.ip honours X-Forwarded-For only when TRUST_PROXY is on.
    const ip = context.switchToHttp().getRequest<Request>().ip ?? 'unknown';
    const retryAfter = await this.limiter.hit(policy, ip);
    if (retryAfter === null) return true;
    this.metrics?.rateLimitRejections.inc({ limit: policy });
    throw new HttpException(
      { message: 'Too many requests, please try again later', retryAfter },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
