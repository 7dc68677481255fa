import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Min, ValidateNested } from 'class-validator';
import { MAX_CELLS_PER_SAVE } from '../pricing.constants.js';
import { PriceInputDto } from './price-input.dto.js';

export class SavePricingDto {
  @ApiProperty({
    example: 12,
    description: 'The matrix version the editor started from (from GET /api/admin/pricing)',
  })
  @IsInt()
  @Min(0)
  version: number;

  @ApiProperty({ type: [PriceInputDto] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_CELLS_PER_SAVE)
  @ValidateNested({ each: true })
  @Type(() => PriceInputDto)
  prices: PriceInputDto[];
}
