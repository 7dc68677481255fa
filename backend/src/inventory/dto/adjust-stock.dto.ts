import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min, NotEquals } from 'class-validator';
import { trim } from '../../catalogue/catalogue-admin.rules.js';
import { MAX_STOCK_STEP } from './part-fields.js';

/** A correction of the count on hand (a stock take, a breakage), always with its reason. */
export class AdjustStockDto {
  @ApiProperty({
    type: 'integer',
    example: -1,
    minimum: -MAX_STOCK_STEP,
    maximum: MAX_STOCK_STEP,
    description: 'Units to add (positive) or take away (negative); not 0',
  })
  @IsInt({ message: 'change must be a whole number' })
  @NotEquals(0, { message: 'change cannot be 0' })
  @Min(-MAX_STOCK_STEP)
  @Max(MAX_STOCK_STEP)
  change: number;

  @ApiProperty({ example: 'Cracked during fitting', maxLength: 200 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'A reason is required' })
  @MaxLength(200)
  reason: string;
}
