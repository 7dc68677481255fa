import { ApiProperty } from '@nestjs/swagger';
import { SLUG_PATTERN } from '../catalogue-admin.rules.js';

/** A service type as staff see it in the back office, retired ones included. */
export class AdminServiceTypeDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

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

  @ApiProperty({ type: 'integer', example: 1 })
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
