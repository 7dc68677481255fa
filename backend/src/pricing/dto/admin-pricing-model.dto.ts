import { ApiProperty } from '@nestjs/swagger';
import { SLUG_PATTERN } from '../../catalogue/catalogue-admin.rules.js';

export class AdminPricingModelDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({
    example: 'iphone-15',
    pattern: SLUG_PATTERN.source,
    description: 'Public device id (used by the public price map and the CSV)',
  })
  slug: string;

  @ApiProperty({ example: 'Apple' })
  brand: string;

  @ApiProperty({ example: 'iPhone 15' })
  model: string;

  @ApiProperty({ example: 'iphone' })
  category: string;
}
