import { ApiProperty } from '@nestjs/swagger';
import { PriceConflictDetailsDto } from './price-conflict-details.dto.js';

/** The 409 answer of a save or import based on an older version of a cell it changes. */
export class PriceConflictBodyDto {
  @ApiProperty({ type: 'integer', example: 409 })
  statusCode: number;

  @ApiProperty({ example: 'Conflict' })
  error: string;

  @ApiProperty({
    example: 'Prices were changed by someone else since you loaded them: iPhone 15 / Screen Repair',
  })
  message: string;

  @ApiProperty({ type: PriceConflictDetailsDto })
  details: PriceConflictDetailsDto;
}
