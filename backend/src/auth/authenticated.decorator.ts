import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/errors/error-body.js';
import type { Permission } from './permissions.js';

export const REQUIRED_PERMISSION = 'requiredPermission';

/**
 * The one decorator for staff routes: needs a valid session whose role grants `permission`
 * (401 without a session, 403 without the permission). Checked by the global guard.
 */
export const Authenticated = (permission?: Permission): MethodDecorator & ClassDecorator =>
  applyDecorators(
    SetMetadata(REQUIRED_PERMISSION, permission ?? null),
    ApiCookieAuth('shop_session'),
    ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'No valid staff session' }),
    ...(permission ? [ApiForbiddenResponse({ type: ErrorBodyDto, description: `Needs ${permission}` })] : []),
  );
