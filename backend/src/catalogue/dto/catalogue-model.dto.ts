import { ApiProperty } from '@nestjs/swagger';
import { DeviceModelViewDto } from './device-model-view.dto.js';
import { SLUG_PATTERN } from '../catalogue-admin.rules.js';

export class CatalogueModelDto extends DeviceModelViewDto {
  @ApiProperty({
    example: 'iphone-15-pro-max',
    pattern: SLUG_PATTERN.source,
    description: 'Public device id used in URLs and price maps',
  })
  id: string;

  @ApiProperty({ type: 'integer', example: 21 })
  displayOrder: number;
}
