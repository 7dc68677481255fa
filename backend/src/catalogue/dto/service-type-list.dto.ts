import { ApiProperty } from '@nestjs/swagger';
import { AdminServiceTypeDto } from './admin-service-type.dto.js';

export class ServiceTypeListDto {
  @ApiProperty({
    type: [AdminServiceTypeDto],
    description: 'Every service type in display order, retired ones included',
  })
  items: AdminServiceTypeDto[];
}
