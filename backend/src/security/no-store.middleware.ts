import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** The staff API: sign-in, sign-out and every route that needs a session (the contract test holds it). */
export const STAFF_API_ROUTES = 'admin/{*path}';

/**
 * The one rule for staff answers: every answer under /api/admin, refusals included, is
 * `Cache-Control: no-store`, so no browser or proxy keeps staff data (or a session's answer).
 */
@Injectable()
export class NoStoreMiddleware implements NestMiddleware {
  use(_req: Request, res: Response, next: NextFunction): void {
    res.setHeader('Cache-Control', 'no-store');
    next();
  }
}
