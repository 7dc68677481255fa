import { ApiProperty } from '@nestjs/swagger';
import { modelCategories, modelSubcategories } from '../catalogue.data.js';
import { AdminDeviceModelDto } from './admin-device-model.dto.js';

export class DeviceModelListDto {
  @ApiProperty({
    type: [AdminDeviceModelDto],
    description: 'Every device model in display order, retired ones included',
  })
  items: AdminDeviceModelDto[];

  @ApiProperty({
    type: [String],
    example: [...modelCategories],
    description: 'The categories a model may have',
  })
  categories: string[];

  @ApiProperty({
    type: [String],
    example: [...modelSubcategories],
    description: 'The subcategories a model may have',
  })
  subcategories: string[];
}
