import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator.js';
import { ApiErrors, UNAVAILABLE } from '../common/openapi/api-errors.decorator.js';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator.js';
import type { RateLimitPolicy } from '../config/app-config.js';
import { TrackingPasscodeDto } from './dto/tracking-passcode.dto.js';
import { PasscodeService } from './passcode.service.js';

/** Counted with the tracking page it is part of. */
export const TRACKING_PASSCODE_RATE_LIMIT = 'tracking' satisfies RateLimitPolicy;

/**
 * What the customer sees of their passcode by tracking token (public, rate-limited with the
 * tracking page, never stored): whether the shop holds one, how many times it was revealed, when
 * it was destroyed. Never the passcode.
 */
@ApiTags('tracking')
@Public()
@Controller('track/:token/passcode')
export class TrackPasscodeController {
  constructor(private readonly passcodes: PasscodeService) {}

  @Get()
  @RateLimit(TRACKING_PASSCODE_RATE_LIMIT)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'getRepairTrackingPasscode',
    summary:
      'How many times the technician revealed the device passcode, and when it was destroyed, by tracking token',
  })
  @ApiParam({ name: 'token', required: true, schema: { type: 'string', maxLength: 64 } })
  @ApiOkResponse({ type: TrackingPasscodeDto })
  @ApiErrors({ 404: 'Not found: an unknown or expired link', 503: UNAVAILABLE })
  getRepairTrackingPasscode(@Param('token') token: string): Promise<TrackingPasscodeDto> {
    return this.passcodes.trackingView(token);
  }
}
