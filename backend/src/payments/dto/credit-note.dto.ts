import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { FreeText } from '../../common/validation.js';
import { CreditLines } from './credit-lines.js';

/** A correction of an issued receipt: the amount it takes off (at most what is left) and why. */
export class CreditNoteDto {
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: 10000000,
    example: 2500,
    description: 'Cents credited',
  })
  @IsInt()
  @Min(1)
  @Max(10000000)
  amountCents: number;

  @ApiProperty({ minLength: 1, maxLength: 500, example: 'Screen protector charged but not fitted' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty()
  @MaxLength(500)
  @FreeText()
  reason: string;

  @CreditLines()
  lines?: number[];
}
