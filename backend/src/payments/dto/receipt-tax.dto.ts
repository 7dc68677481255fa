import { ApiProperty } from '@nestjs/swagger';

/** The sales tax a receipt includes (its own line): on labour, and on parts when the shop taxes them. */
export class ReceiptTaxDto {
  @ApiProperty({ example: 8.25 })
  ratePercent: number;

  @ApiProperty({ type: 'integer', example: 6500, description: 'The taxable part of the total' })
  taxableCents: number;

  @ApiProperty({ type: 'integer', example: 496, description: 'Half-up to the cent, once per receipt' })
  taxCents: number;

  @ApiProperty({ description: 'Always true: the total includes the tax' })
  included: boolean;
}
