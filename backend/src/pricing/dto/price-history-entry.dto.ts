import { ApiProperty } from '@nestjs/swagger';
import { PriceCellRefDto } from './price-cell-ref.dto.js';

export class PriceHistoryEntryDto extends PriceCellRefDto {
  @ApiProperty({ example: '42', pattern: '^[0-9]+$' })
  id: string;

  @ApiProperty({
    example: 219,
    nullable: true,
    type: Number,
    description: 'Dollars; null when the cell had no price',
  })
  oldPrice: number | null;

  @ApiProperty({ example: 229, description: 'Dollars; 0 means not available' })
  newPrice: number;

  @ApiProperty({ example: 'editor' })
  changedBy: string;

  @ApiProperty({ format: 'date-time' })
  changedAt: string;

  @ApiProperty({ enum: ['editor', 'import'] })
  source: string;
}
