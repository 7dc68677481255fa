import { ApiProperty } from '@nestjs/swagger';
import { SLUG_PATTERN } from '../catalogue-admin.rules.js';

export class CatalogueServiceDto {
  @ApiProperty({ example: 'screen', pattern: SLUG_PATTERN.source, description: 'Public service id' })
  id: string;

  @ApiProperty({ example: 'Screen Repair' })
  name: string;

  @ApiProperty({ example: 129, description: 'Base price in dollars' })
  basePrice: number;

  @ApiProperty({ example: '90 days' })
  warranty: string;

  @ApiProperty({ type: 'integer', example: 1 })
  displayOrder: number;
}
