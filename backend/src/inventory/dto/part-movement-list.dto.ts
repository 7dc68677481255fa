import { ApiProperty } from '@nestjs/swagger';
import { PartMovementDto } from './part-movement.dto.js';

/** One page of a part's ledger, the latest movements first. */
export class PartMovementListDto {
  @ApiProperty({ type: [PartMovementDto], description: 'The latest movements first' })
  items: PartMovementDto[];

  @ApiProperty({ type: 'integer', example: 42, description: 'Movements of the part, all pages' })
  total: number;

  @ApiProperty({ type: 'integer', example: 1 })
  page: number;

  @ApiProperty({ type: 'integer', example: 25 })
  pageSize: number;
}
