import { ApiProperty } from '@nestjs/swagger';
import { SLUG_PATTERN } from '../catalogue-admin.rules.js';
import { CategoryDurationDto } from './category-duration.dto.js';

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

  @ApiProperty({ type: 'integer', example: 60, description: 'Minutes the service usually takes (spec 9)' })
  durationMinutes: number;

  @ApiProperty({
    type: [CategoryDurationDto],
    description: 'Device categories on which the service takes another time (e.g. a screen on an iPhone: 20)',
  })
  categoryDurations: CategoryDurationDto[];
}
