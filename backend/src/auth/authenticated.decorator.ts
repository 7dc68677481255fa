import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth } from '@nestjs/swagger';
import { ApiErrors, UNAUTHORIZED, UNAVAILABLE } from '../common/openapi/api-errors.decorator.js';
import { SESSION_SECURITY_SCHEME } from '../common/openapi/formats.js';
import type { Permission } from './permissions.js';

export const REQUIRED_PERMISSION = 'requiredPermission';

/**
 * The one decorator for staff routes: needs a valid session whose role grants `permission`
 * (401 without a session, 403 without the permission). Checked by the global guard.
 */
export const Authenticated = (permission?: Permission): MethodDecorator & ClassDecorator =>
  applyDecorators(
    SetMetadata(REQUIRED_PERMISSION, permission ?? null),
    ApiCookieAuth(SESSION_SECURITY_SCHEME),
    ApiErrors({
      401: UNAUTHORIZED,
      ...(permission ? { 403: `Needs ${permission}` } : {}),
      // Sessions live in the database: every staff route can meet an outage.
      503: UNAVAILABLE,
    }),
  );
