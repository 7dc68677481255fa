import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { SLUG_PATTERN } from '../catalogue-admin.rules.js';
import { AdminCatalogueItemDto } from './catalogue-fields.js';
import { DeviceModelViewDto } from './device-model-view.dto.js';

/** A device model as staff see it in the back office, retired ones included. */
export class AdminDeviceModelDto extends IntersectionType(AdminCatalogueItemDto, DeviceModelViewDto) {
  @ApiProperty({
    example: 'iphone-15-pro-max',
    pattern: SLUG_PATTERN.source,
    description: 'Public device id (URLs, price map); never changes',
  })
  slug: string;
}
