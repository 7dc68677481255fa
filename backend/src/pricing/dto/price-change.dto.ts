import { ApiProperty } from '@nestjs/swagger';
import { PriceCellRefDto } from './price-cell-ref.dto.js';

export class PriceChangeDto extends PriceCellRefDto {
  @ApiProperty({ example: 219, nullable: true, type: Number })
  oldPrice: number | null;

  @ApiProperty({ example: 229 })
  newPrice: number;
}
