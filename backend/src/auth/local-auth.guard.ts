import {
  BadRequestException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import passport from 'passport';
import { LocalStrategy, loginFieldErrors } from './local.strategy.js';

/**
 * Runs this app's passport-local strategy on the sign-in request and puts the user on `req.user`.
 *
 * The strategy instance is handed to passport directly (a fresh object per request, since
 * passport decorates it with per-request callbacks) rather than looked up by name in passport's
 * process-wide registry, where the last app created in a process would win.
 * passport-local fails a body without both fields before the strategy runs: that becomes a 400
 * with the spec's field messages.
 */
@Injectable()
export class LocalAuthGuard implements CanActivate {
  constructor(private readonly strategy: LocalStrategy) {}

  canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request & { user?: unknown }>();
    const res = http.getResponse<Response>();
    return new Promise<boolean>((resolve, reject) => {
      const perRequest = Object.create(this.strategy) as LocalStrategy;
      passport.authenticate(perRequest, { session: false }, (err: unknown, user: unknown) => {
        if (err) return reject(err);
        if (!user) {
          const errors = loginFieldErrors(req.body);
          return reject(
            errors.length > 0
              ? new BadRequestException({ message: 'Validation failed', errors })
              : new UnauthorizedException(),
          );
        }
        req.user = user;
        resolve(true);
      })(req, res, (err?: unknown) => (err ? reject(err) : resolve(false)));
    });
  }
}
