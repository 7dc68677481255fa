import { ApiProperty } from '@nestjs/swagger';
import { SLUG_PATTERN } from '../catalogue-admin.rules.js';

/** A device model as staff see it in the back office, retired ones included. */
export class AdminDeviceModelDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

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

  @ApiProperty({ type: 'integer', example: 21 })
  displayOrder: number;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'When it was retired; null while on the public site',
  })
  retiredAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
