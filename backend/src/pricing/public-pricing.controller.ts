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
import { PublicPriceEntryDto } from './dto/public-price-entry.dto.js';
import { PublicPricingDto } from './dto/public-pricing.dto.js';
import { PUBLIC_PRICING_CACHE_CONTROL } from './pricing.constants.js';
import { sendCachedBytes } from './send-cached-bytes.js';
import { PublicPricingService } from './public-pricing.service.js';

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
  @ApiOkResponse({ type: PublicPricingDto })
  @ApiNotModifiedResponse({ description: 'The ETag still matches' })
  async getAllPricing(@Req() req: Request, @Res() res: Response): Promise<void> {
    const representation = this.pricing.current() ?? (await this.pricing.load());
    sendCachedBytes(req, res, representation, PUBLIC_PRICING_CACHE_CONTROL);
  }
}
