import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Max, Min, ValidateIf } from 'class-validator';

/**
 * The deposit an editor asks for at check-in or with a quote: an amount, or a percentage of the
 * total. Its rule is the counter's (payments); the check-in carries it too, so it lives here, below both.
 */
export class RequestDepositDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 10000000,
    example: 5000,
    description: 'Cents',
  })
  @ValidateIf((o: RequestDepositDto) => o.percent === undefined || o.amountCents !== undefined)
  @IsInt()
  @Min(1)
  @Max(10000000)
  amountCents?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 100,
    example: 50,
    description: "Instead of an amount: this share of the order's total, rounded half-up to the cent",
  })
  @ValidateIf((o: RequestDepositDto) => o.amountCents === undefined || o.percent !== undefined)
  @IsInt()
  @Min(1)
  @Max(100)
  percent?: number;
}
