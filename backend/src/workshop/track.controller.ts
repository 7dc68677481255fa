import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator.js';
import { ApiErrors, ApiJsonBody, UNAVAILABLE } from '../common/openapi/api-errors.decorator.js';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator.js';
import { TrackingLinkDto } from './dto/tracking-link.dto.js';
import { TrackingLookupDto } from './dto/tracking-lookup.dto.js';
import { TrackingDto } from './dto/tracking.dto.js';
import { TrackingService } from './tracking.service.js';
import type { RateLimitPolicy } from '../config/app-config.js';

/** The per-address limit of the tracking page (its API read and its server-rendered page) and the look-up. */
export const TRACKING_RATE_LIMIT = 'tracking' satisfies RateLimitPolicy;

const NOT_FOUND =
  'Not found: an unknown or expired link, an unknown reference or wrong digits (one answer for all)';

/** The customer's tracking (public, rate-limited per address, never cached). */
@ApiTags('tracking')
@Public()
@Controller('track')
export class TrackController {
  constructor(private readonly tracking: TrackingService) {}

  @Post('lookup')
  @HttpCode(HttpStatus.OK)
  @RateLimit(TRACKING_RATE_LIMIT)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'lookupRepairOrder',
    summary: 'A tracking link (working 24 hours) for the reference and the last 4 digits of the phone',
  })
  @ApiJsonBody(TrackingLookupDto, 'A missing reference, or not 4 digits')
  @ApiOkResponse({ type: TrackingLinkDto })
  @ApiErrors({ 404: NOT_FOUND, 503: UNAVAILABLE })
  lookupRepairOrder(@Body() body: TrackingLookupDto): Promise<TrackingLinkDto> {
    return this.tracking.lookup(body);
  }

  @Get(':token')
  @RateLimit(TRACKING_RATE_LIMIT)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'getRepairTracking',
    summary: 'A repair as its customer sees it, by tracking token',
  })
  @ApiParam({ name: 'token', required: true, schema: { type: 'string', maxLength: 64 } })
  @ApiOkResponse({ type: TrackingDto })
  @ApiErrors({ 404: NOT_FOUND, 503: UNAVAILABLE })
  getRepairTracking(@Param('token') token: string): Promise<TrackingDto> {
    return this.tracking.track(token);
  }
}
