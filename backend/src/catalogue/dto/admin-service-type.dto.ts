import { ApiProperty } from '@nestjs/swagger';
import { SLUG_PATTERN, WARRANTY_DAYS_MAX } from '../catalogue-admin.rules.js';
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

  @ApiProperty({ example: '90 days', description: 'The warranty as customers read it' })
  warranty: string;

  @ApiProperty({
    type: 'integer',
    example: 90,
    minimum: 0,
    maximum: WARRANTY_DAYS_MAX,
    description: 'Warranty in days from pickup (0: none); warranty claims are checked against it',
  })
  warrantyDays: number;
}
