import { ApiProperty } from '@nestjs/swagger';
import { SLUG_PATTERN } from '../catalogue-admin.rules.js';

export class CatalogueModelDto {
  @ApiProperty({
    example: 'iphone-15-pro-max',
    pattern: SLUG_PATTERN.source,
    description: 'Public device id used in URLs and price maps',
  })
  id: string;

  @ApiProperty({ example: 'iPhone 15 Pro Max' })
  name: string;

  @ApiProperty({ example: 'iphone' })
  category: string;

  @ApiProperty({ example: 'apple', nullable: true, type: String })
  subcategory: string | null;

  @ApiProperty({ example: 'Apple' })
  brand: string;

  @ApiProperty({ example: '/images/devices/iphone.svg' })
  image: string;

  @ApiProperty({ example: 299, description: 'Base price in dollars' })
  basePrice: number;

  @ApiProperty({ type: 'integer', example: 21 })
  displayOrder: number;

  @ApiProperty({ description: 'False for models labelled Coming Soon (not bookable yet)' })
  bookable: boolean;
}
