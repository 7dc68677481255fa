import { ApiProperty } from '@nestjs/swagger';
import { SLUG_PATTERN } from '../catalogue-admin.rules.js';
import { AdminCatalogueItemDto } from './catalogue-fields.js';

/** A service type as staff see it in the back office, retired ones included. */
export class AdminServiceTypeDto extends AdminCatalogueItemDto {
  @ApiProperty({
    example: 'screen',
    pattern: SLUG_PATTERN.source,
    description: 'Public service id (price map, bookings); never changes',
  })
  slug: string;

  @ApiProperty({ example: 'Screen Repair' })
  name: string;

  @ApiProperty({ example: 129, description: 'Base price in dollars' })
  basePrice: number;

  @ApiProperty({ example: '90 days' })
  warranty: string;
}
