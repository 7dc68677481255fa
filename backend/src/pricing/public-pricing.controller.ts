import { Controller, Get, Req, Res } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiNotModifiedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/decorators/public.decorator.js';
import { ApiErrors, UNAVAILABLE } from '../common/openapi/api-errors.decorator.js';
import { PublicPriceEntryDto } from './dto/public-price-entry.dto.js';
import { PublicPricingDto } from './dto/public-pricing.dto.js';
import { PUBLIC_PRICING_CACHE_CONTROL } from './pricing.constants.js';
import { sendCachedBytes } from './send-cached-bytes.js';
import { PublicPricingService } from './public-pricing.service.js';

/** What the cached price map is sent with (see sendCachedBytes). */
const CACHE_HEADERS = {
  ETag: {
    required: true,
    description:
      'Strong ETag of these bytes (the gzipped bytes have their own); send it back as If-None-Match',
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
      'Served from bytes cached until the next save, with a strong ETag (304 on If-None-Match), gzip when accepted.',
  })
  @ApiOkResponse({ type: PublicPricingDto, headers: CACHE_HEADERS })
  @ApiNotModifiedResponse({ description: 'The ETag still matches', headers: CACHE_HEADERS })
  @ApiErrors({ 503: UNAVAILABLE })
  async getAllPricing(@Req() req: Request, @Res() res: Response): Promise<void> {
    const representation = this.pricing.current() ?? (await this.pricing.load());
    sendCachedBytes(req, res, representation, PUBLIC_PRICING_CACHE_CONTROL);
  }
}
