import { ApiProperty } from '@nestjs/swagger';
import { SLUG_PATTERN } from '../catalogue-admin.rules.js';
import { AdminCatalogueItemDto } from './catalogue-fields.js';

/** A device model as staff see it in the back office, retired ones included. */
export class AdminDeviceModelDto extends AdminCatalogueItemDto {
  @ApiProperty({
    example: 'iphone-15-pro-max',
    pattern: SLUG_PATTERN.source,
    description: 'Public device id (URLs, price map); never changes',
  })
  slug: string;

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

  @ApiProperty({ description: 'False for models labelled Coming Soon (not bookable yet)' })
  bookable: boolean;
}
