import { Controller, Get, Req, Res } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiNotModifiedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, RequestHandler, Response } from 'express';
import { Public } from '../common/decorators/public.decorator.js';
import { ApiErrors, UNAVAILABLE } from '../common/openapi/api-errors.decorator.js';
import { PublicPriceEntryDto } from './dto/public-price-entry.dto.js';
import { PublicPricingDto } from './dto/public-pricing.dto.js';
import { sendPrepared } from '../common/http/prepared-body.js';
import { PUBLIC_PRICING_CACHE_CONTROL } from './pricing.constants.js';
import { PublicPricingService } from './public-pricing.service.js';

/** What the cached price map is sent with (see common/http/prepared-body). */
const CACHE_HEADERS = {
  ETag: {
    required: true,
    description:
      'Strong ETag of these bytes (each content encoding has its own); send it back as If-None-Match',
    schema: { type: 'string', example: '"3f2a9c1e7b"' },
  },
  'Cache-Control': {
    required: true,
    description: 'Cached briefly, then revalidated with the ETag',
    schema: { type: 'string', example: PUBLIC_PRICING_CACHE_CONTROL },
  },
};

@ApiTags('pricing')
@ApiExtraModels(PublicPriceEntryDto)
@Controller('pricing')
export class PublicPricingController {
  constructor(private readonly pricing: PublicPricingService) {}

  @Public()
  @Get('all')
  @ApiOperation({
    operationId: 'getAllPricing',
    summary: 'Public prices: device id, then service id, each with available and price (dollars)',
    description:
      'Served from bytes cached until the next save, with a strong ETag (304 on If-None-Match), brotli or gzip when accepted.',
  })
  @ApiOkResponse({ type: PublicPricingDto, headers: CACHE_HEADERS })
  @ApiNotModifiedResponse({ description: 'The ETag still matches', headers: CACHE_HEADERS })
  @ApiErrors({ 503: UNAVAILABLE })
  async getAllPricing(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendPrepared(req, res, this.pricing.current() ?? (await this.pricing.load()));
  }
}

/**
 * The hot read of the site, answered early: once the bytes are cached, a GET or HEAD of the price
 * map is answered by the same sender right after the security headers (and CORS, registered before
 * them), skipping cookies, body parsing and Nest's router, guards and pipes, none of which this
 * public, bodiless read needs. Until then (first read, just after a save) it goes on to
 * PublicPricingController, which loads the bytes and reports a failure through the one error body.
 */
export function answerCachedPricing(pricing: PublicPricingService): RequestHandler {
  return (req, res, next) => {
    const body = pricing.current();
    if (body) sendPrepared(req, res, body);
    else next();
  };
}
