import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { errorBody } from '../common/errors/all-exceptions.filter.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';

export const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed';

/** Paths that set a session (and so must not be driven from another site) even without a cookie. */
const SIGN_IN_PATHS = new Set(['/api/admin/login']);

/**
 * CSRF defence in depth beside SameSite=Strict: a state-changing request that carries the session
 * cookie (or signs in) is refused with 403 when the browser says it comes from another site:
 * `Sec-Fetch-Site` other than same-origin/none, or an `Origin` that is neither this host nor a
 * configured CORS origin. Clients that send neither header (curl, server to server) pass.
 */
@Injectable()
export class SameOriginMiddleware implements NestMiddleware {
  private readonly allowedOrigins: Set<string>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.allowedOrigins = new Set(config.corsOrigins.map((o) => o.toLowerCase()));
  }

  use(req: Request, res: Response, next: NextFunction): void {
    if (!STATE_CHANGING_METHODS.has(req.method)) return next();
    const cookies = req.cookies as Record<string, unknown> | undefined;
    const hasSession = cookies?.[this.config.session.cookieName] !== undefined;
    if (!hasSession && !SIGN_IN_PATHS.has(req.path)) return next();
    if (this.crossSite(req)) {
      res.status(403).json(errorBody(403, CROSS_SITE_MESSAGE));
      return;
    }
    next();
  }

  private crossSite(req: Request): boolean {
    const fetchSite = req.get('sec-fetch-site')?.toLowerCase();
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
    const origin = req.get('origin');
    if (origin === undefined) return false;
    let host: string;
    try {
      const url = new URL(origin);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
      host = url.host.toLowerCase();
      if (this.allowedOrigins.has(url.origin.toLowerCase())) return false;
    } catch {
      return true; // "null" (sandboxed frames, file:) or garbage
    }
    const ownHosts = [req.get('host')];
    if (this.config.trustProxy !== false) ownHosts.push(req.get('x-forwarded-host')?.split(',')[0]?.trim());
    return !ownHosts.some((h) => h !== undefined && h.toLowerCase() === host);
  }
}
