import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsString, IsUUID, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { QUOTE_LINE_KINDS, type QuoteLineKind } from '../quote.repository.js';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** The most one line may cost per unit: $100,000. */
export const MAX_UNIT_PRICE_CENTS = 10_000_000;

/**
 * One line of a quote as staff write it: a service (priced by the server at today's price of the
 * order's device), a part from the inventory (priced by the server at its unit cost, what the order
 * is charged when the part is used), or labour (at the price staff give).
 */
export class QuoteLineInputDto {
  @ApiProperty({ enum: QUOTE_LINE_KINDS, enumName: 'QuoteLineKind', example: 'part' })
  @IsIn(QUOTE_LINE_KINDS)
  kind: QuoteLineKind;

  @ApiPropertyOptional({ format: 'uuid', description: 'Required for a service line' })
  @ValidateIf((line: QuoteLineInputDto) => line.kind === 'service')
  @IsUUID('all')
  serviceTypeId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Required for a part line: a part of the inventory' })
  @ValidateIf((line: QuoteLineInputDto) => line.kind === 'part')
  @IsUUID('all')
  partId?: string;

  @ApiPropertyOptional({
    example: 'Clean corrosion from the logic board',
    minLength: 1,
    maxLength: 200,
    description: 'Required for a labour line; a service or part line is named after it',
  })
  @ValidateIf((line: QuoteLineInputDto) => line.kind === 'labour')
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Describe the labour' })
  @MaxLength(200)
  description?: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 100, example: 1 })
  @IsInt()
  @Min(1)
  @Max(100)
  quantity: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: MAX_UNIT_PRICE_CENTS,
    example: 4500,
    description:
      "Cents per unit; required for a labour line (a service is at today's price, a part at its unit cost: the server prices them)",
  })
  @ValidateIf((line: QuoteLineInputDto) => line.kind === 'labour')
  @IsInt()
  @Min(0)
  @Max(MAX_UNIT_PRICE_CENTS)
  unitPriceCents?: number;
}
