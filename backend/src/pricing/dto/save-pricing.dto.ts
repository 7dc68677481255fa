import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, Min, ValidateNested } from 'class-validator';
import { MAX_CELLS_PER_SAVE } from '../pricing.constants.js';
import { PriceInputDto } from './price-input.dto.js';

/** A save of spec 7: `prices` alone (the last write wins per cell), or with the version it is based on. */
export class SavePricingDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    example: 12,
    description:
      'The matrix version the editor started from (from GET /api/admin/pricing): a changed cell saved since is a conflict (409). Left out: the last write wins per cell.',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  version?: number;

  @ApiProperty({ type: [PriceInputDto], minItems: 1, maxItems: MAX_CELLS_PER_SAVE })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_CELLS_PER_SAVE)
  @ValidateNested({ each: true })
  @Type(() => PriceInputDto)
  prices: PriceInputDto[];
}
