import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { AppConfig, RateLimitPolicy } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { RateLimiter } from './rate-limiter.js';

export const RATE_LIMIT_POLICY = 'rateLimitPolicy';

/** Applies the per-IP limit named by @RateLimit: 429 with Retry-After past it. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const policy = this.reflector.get<RateLimitPolicy | undefined>(RATE_LIMIT_POLICY, context.getHandler());
    const setting = policy ? this.config.rateLimits[policy] : null;
    if (!policy || !setting) return true;
    // req.ip honours X-Forwarded-For only when TRUST_PROXY is on.
    const ip = context.switchToHttp().getRequest<Request>().ip ?? 'unknown';
    const retryAfter = this.limiter.hit(`${policy}:${ip}`, setting.limit, setting.windowSeconds);
    if (retryAfter === null) return true;
    throw new HttpException(
      { message: 'Too many requests, please try again later', retryAfter },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
