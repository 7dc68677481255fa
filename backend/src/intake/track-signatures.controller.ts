import { Body, Controller, Get, Header, Param, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../common/decorators/public.decorator.js';
import { BodyLimit } from '../common/http/json-body.js';
import { ApiErrors, ApiJsonBody, UNAVAILABLE } from '../common/openapi/api-errors.decorator.js';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator.js';
import { TRACKING_RATE_LIMIT } from '../workshop/track.controller.js';
import { SignDto } from './dto/sign.dto.js';
import { TrackingSignatureDto } from './dto/tracking-signature.dto.js';
import { TrackingSigningDto } from './dto/tracking-signing.dto.js';
import { SignatureBodyLimit } from './signature-body.js';
import { SignaturesService } from './signatures.service.js';

const NOT_FOUND = 'Not found: an unknown or expired link (one answer for all)';
const TOKEN = { name: 'token', required: true, schema: { type: 'string', maxLength: 64 } } as const;

/**
 * The customer signs their intake on their own phone, from the tracking link (public, by token,
 * rate-limited per address like the tracking page, never stored).
 */
@ApiTags('tracking')
@Public()
@Controller('track/:token/intake')
export class TrackSignaturesController {
  constructor(private readonly signatures: SignaturesService) {}

  @Get()
  @RateLimit(TRACKING_RATE_LIMIT)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'getTrackingIntakeDocument',
    summary:
      "The intake to sign as its customer sees it (the shop's terms, the condition recorded, the estimate, the data choice), with its hash and whether it is signed",
  })
  @ApiParam(TOKEN)
  @ApiOkResponse({ type: TrackingSigningDto })
  @ApiErrors({ 404: NOT_FOUND, 503: UNAVAILABLE })
  getTrackingIntakeDocument(@Param('token') token: string): Promise<TrackingSigningDto> {
    return this.signatures.trackingDocument(token);
  }

  @Post('signature')
  @RateLimit(TRACKING_RATE_LIMIT)
  @BodyLimit(SignatureBodyLimit)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'signTrackingIntake',
    summary:
      'The customer signs the intake on their phone with their name, the strokes and their data choice; a new record each time',
  })
  @ApiParam(TOKEN)
  @ApiJsonBody(
    SignDto,
    'A missing name, a bad hash, an image that is not a PNG (by its content), too large or blank, or no data choice',
  )
  @ApiCreatedResponse({ type: TrackingSignatureDto })
  @ApiErrors({
    404: NOT_FOUND,
    409: 'What was shown changed since (details.hash is the new one), or the order is closed',
    503: UNAVAILABLE,
  })
  signTrackingIntake(
    @Param('token') token: string,
    @Body() body: SignDto,
    @Req() req: Request,
  ): Promise<TrackingSignatureDto> {
    return this.signatures.signByToken(token, body, {
      ipAddress: req.ip ?? null,
      userAgent: req.get('user-agent') ?? null,
    });
  }
}
