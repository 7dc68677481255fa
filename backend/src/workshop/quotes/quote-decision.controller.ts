import { Body, Controller, Header, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator.js';
import { ApiErrors, ApiJsonBody, UNAVAILABLE } from '../../common/openapi/api-errors.decorator.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import { TrackingDto } from '../dto/tracking.dto.js';
import { QuoteDecisionDto } from './dto/quote-decision.dto.js';
import { QuotesService } from './quotes.service.js';

const ERRORS = {
  404: 'An unknown or expired link (the one tracking 404), or no such version',
  409: 'The version was replaced by a newer one (details.currentVersion) or was already answered',
  410: 'The version has expired (details.expiresAt)',
  503: UNAVAILABLE,
} as const;

/** The customer's answer to a quote on the tracking page (public, by token, rate-limited per address). */
@ApiTags('tracking')
@Public()
@Controller('track/:token/quote')
export class QuoteDecisionController {
  constructor(private readonly quotes: QuotesService) {}

  @Post('approve')
  @HttpCode(HttpStatus.OK)
  @RateLimit('tracking')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'approveRepairQuote',
    summary:
      'Approves the version shown: the repair starts and its parts are reserved; the page answered again',
  })
  @ApiParam({ name: 'token', required: true, schema: { type: 'string', maxLength: 64 } })
  @ApiJsonBody(QuoteDecisionDto, 'A missing or bad version')
  @ApiOkResponse({ type: TrackingDto })
  @ApiErrors(ERRORS)
  approveRepairQuote(@Param('token') token: string, @Body() body: QuoteDecisionDto): Promise<TrackingDto> {
    return this.quotes.decide(token, 'approved', body);
  }

  @Post('decline')
  @HttpCode(HttpStatus.OK)
  @RateLimit('tracking')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'declineRepairQuote',
    summary: 'Declines the version shown: the device is made ready to be returned; the page answered again',
  })
  @ApiParam({ name: 'token', required: true, schema: { type: 'string', maxLength: 64 } })
  @ApiJsonBody(QuoteDecisionDto, 'A missing or bad version')
  @ApiOkResponse({ type: TrackingDto })
  @ApiErrors(ERRORS)
  declineRepairQuote(@Param('token') token: string, @Body() body: QuoteDecisionDto): Promise<TrackingDto> {
    return this.quotes.decide(token, 'declined', body);
  }
}
