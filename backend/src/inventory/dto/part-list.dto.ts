import { ApiProperty } from '@nestjs/swagger';
import { AdminPartDto } from './admin-part.dto.js';

export class PartListDto {
  @ApiProperty({ type: [AdminPartDto], description: 'Every part in display order, retired ones included' })
  items: AdminPartDto[];
}
