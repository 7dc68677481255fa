import { ApiProperty } from '@nestjs/swagger';
import { PriceConflictDto } from './price-conflict.dto.js';

export class PriceConflictDetailsDto {
  @ApiProperty({
    type: 'integer',
    example: 14,
    description: 'The current matrix version: save again with it to keep your values',
  })
  version: number;

  @ApiProperty({ type: [PriceConflictDto] })
  conflicts: PriceConflictDto[];
}
