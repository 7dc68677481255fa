import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsString, IsUUID, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { BILL_LINE_KINDS, type BillLineKind } from '../../../repair-order/repair-order.js';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** The most one line may cost per unit: $100,000. */
export const MAX_UNIT_PRICE_CENTS = 10_000_000;

/**
 * One line of a quote as staff write it: a service (offered on the order's device by the one price
 * rule), a part from the inventory, or labour. A service is prefilled at today's price and a part
 * at its sell price; the editor may change either before sending (workshop spec 3). Labour has
 * the price staff give.
 */
export class QuoteLineInputDto {
  @ApiProperty({ enum: BILL_LINE_KINDS, enumName: 'QuoteLineKind', example: 'part' })
  @IsIn(BILL_LINE_KINDS)
  kind: BillLineKind;

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
      "Cents per unit; required for a labour line; left out of a service line it is today's price, of a part line the part's sell price",
  })
  @ValidateIf((line: QuoteLineInputDto) => line.kind === 'labour' || line.unitPriceCents !== undefined)
  @IsInt()
  @Min(0)
  @Max(MAX_UNIT_PRICE_CENTS)
  unitPriceCents?: number;
}
