import { ApiProperty } from '@nestjs/swagger';
import { PriceCellRefDto } from './price-cell-ref.dto.js';

/** A cell changed by someone else since the editor loaded the matrix. */
export class PriceConflictDto extends PriceCellRefDto {
  @ApiProperty({
    example: 229,
    nullable: true,
    type: Number,
    description: 'Current price in dollars (null: no price)',
  })
  currentPrice: number | null;

  @ApiProperty({ example: 219, description: 'The price this save wanted' })
  yourPrice: number;

  @ApiProperty({ example: 'editor', nullable: true, type: String })
  changedBy: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  changedAt: string | null;
}
