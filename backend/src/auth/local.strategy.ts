import { BadRequestException, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import type { FieldErrorDto } from '../common/errors/error-body.js';
import { AuthService } from './auth.service.js';
import type { AdminUser } from './entities/admin-user.entity.js';

/** Field checks of the sign-in body, with the messages of spec 5. */
export function loginFieldErrors(body: unknown): FieldErrorDto[] {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: FieldErrorDto[] = [];
  const allowed = new Set(['username', 'password']);
  for (const key of Object.keys(b))
    if (!allowed.has(key)) errors.push({ field: key, message: `property ${key} should not exist` });
  if (typeof b.username !== 'string' || b.username.trim() === '')
    errors.push({ field: 'username', message: 'Username is required' });
  else if (b.username.length > 64)
    errors.push({ field: 'username', message: 'Username must be at most 64 characters' });
  if (typeof b.password !== 'string' || b.password === '')
    errors.push({ field: 'password', message: 'Password is required' });
  return errors;
}

/** passport-local: username and password from the JSON body, checked by AuthService. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true, session: false });
  }

  async validate(req: Request, username: string, password: string): Promise<AdminUser> {
    const errors = loginFieldErrors(req.body);
    if (errors.length > 0) throw new BadRequestException({ message: 'Validation failed', errors });
    return this.auth.validateCredentials(username, password, req.ip ?? req.socket.remoteAddress ?? 'unknown');
  }
}
