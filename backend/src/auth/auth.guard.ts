import {
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { IS_PUBLIC } from '../common/decorators/public.decorator.js';
import { JsonBodyReader } from '../common/http/json-body.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { REQUIRED_PERMISSION } from './authenticated.decorator.js';
import type { StaffPrincipal } from './current-staff.decorator.js';
import { roleCan, type Permission } from './permissions.js';
import { clearSessionCookie, readSessionCookie } from './session-cookie.js';
import { SessionService } from './session.service.js';

export const UNAUTHENTICATED_MESSAGE = 'Authentication required';

/**
 * The one global guard, deny by default: a route runs for anonymous visitors only when marked
 * `@Public()`; every other route needs a live staff session (401), and the permission named by
 * `@Authenticated(permission)` granted to the role read from the database just now (403).
 * Only a request let in has its body read (JsonBodyReader): a staff route reads nothing of an
 * anonymous sender's body.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly body: JsonBodyReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return false;
    const targets = [context.getHandler(), context.getClass()];
    if (!this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) await this.authenticate(context);
    await this.body.read(context);
    return true;
  }

  private async authenticate(context: ExecutionContext): Promise<void> {
    const targets = [context.getHandler(), context.getClass()];
    const req = context.switchToHttp().getRequest<Request & { staff?: StaffPrincipal }>();
    const res = context.switchToHttp().getResponse<Response>();
    const token = readSessionCookie(req, this.config);
    const staff = await this.sessions.resolve(token);
    if (!staff) {
      if (token) clearSessionCookie(res, this.config);
      throw new UnauthorizedException(UNAUTHENTICATED_MESSAGE);
    }
    req.staff = staff;

    // Every permission named on the handler and on its controller must be granted.
    const needed = this.reflector.getAll<(Permission | null | undefined)[]>(REQUIRED_PERMISSION, targets);
    if (needed.some((permission) => permission && !roleCan(staff.role, permission))) {
      throw new ForbiddenException(`Your role (${staff.role}) does not allow this`);
    }
  }
}
