import { ApiProperty } from '@nestjs/swagger';

/**
 * The sales tax of a day, a week or a month (what the owner files): the tax lines of the receipts
 * issued in it less those of the credit notes issued in it (counter spec 3: a credit note counts on
 * the day it was issued). The tax is included in the prices: taxable amounts are what the customer
 * paid for taxable lines, tax included, as each receipt's tax line says.
 */
export class TaxFiguresDto {
  @ApiProperty({ type: 'integer', example: 8, description: 'Receipts issued in the period' })
  receipts: number;

  @ApiProperty({ type: 'integer', example: 1, description: 'Credit notes issued in the period' })
  creditNotes: number;

  @ApiProperty({
    type: 'integer',
    example: 16119,
    description:
      "The taxable base: the receipts' taxable amounts (tax included) less what the credit notes took off them, in cents",
  })
  taxableCents: number;

  @ApiProperty({
    type: 'integer',
    example: 1229,
    description:
      "Sales tax collected: the receipts' tax lines less the credit notes' (each half-up to the cent on its paper), in cents",
  })
  taxCents: number;

  @ApiProperty({
    type: 'integer',
    example: 290,
    description:
      'What the credit notes took off the taxable base, in positive cents (already taken off taxableCents)',
  })
  creditNotesTaxableCents: number;

  @ApiProperty({
    type: 'integer',
    example: 22,
    description: 'What the credit notes took off the tax, in positive cents (already taken off taxCents)',
  })
  creditNotesTaxCents: number;
}
