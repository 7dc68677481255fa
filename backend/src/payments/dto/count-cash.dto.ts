import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { FreeText } from '../../common/validation.js';

/** The cash an editor counted in the till at the end of a day. */
export class CountCashDto {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100000000, example: 45250 })
  @IsInt()
  @Min(0)
  @Max(100000000)
  countedCashCents: number;

  @ApiPropertyOptional({ minLength: 1, maxLength: 500, example: 'Float of $100 left in the till' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty()
  @MaxLength(500)
  @FreeText()
  note?: string;
}
