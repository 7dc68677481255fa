import { ApiProperty } from '@nestjs/swagger';
import { PartMovementDto } from './part-movement.dto.js';

export class PartMovementListDto {
  @ApiProperty({ type: [PartMovementDto], description: 'The latest movements first (at most 200)' })
  items: PartMovementDto[];
}
