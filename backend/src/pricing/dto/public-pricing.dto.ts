import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import type { PublicPriceEntryDto } from './public-price-entry.dto.js';

/** The public price map: device id (slug), then service id (slug). Missing entries are not available. */
export class PublicPricingDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: {
      type: 'object',
      additionalProperties: { $ref: getSchemaPath('PublicPriceEntryDto') },
    },
    example: { 'iphone-15': { screen: { available: true, price: 219 } } },
  })
  pricing: Record<string, Record<string, PublicPriceEntryDto>>;
}
