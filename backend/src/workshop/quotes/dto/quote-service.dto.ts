import { ApiProperty } from '@nestjs/swagger';

/**
 * A service a quote may add (workshop spec 3): offered on the order's device by the one price rule,
 * at today's price from the price matrix, with its warranty. A service line is not taxed (counter
 * spec 3) and, once performed, paid for and picked up, carries this warranty (workshop spec 1).
 */
export class QuoteServiceDto {
  @ApiProperty({ format: 'uuid' })
  serviceTypeId: string;

  @ApiProperty({ example: 'Water Damage Treatment' })
  name: string;

  @ApiProperty({
    type: 'integer',
    example: 14900,
    description: "Today's price on the order's device, in cents",
  })
  unitPriceCents: number;

  @ApiProperty({ type: 'integer', example: 90, description: 'Warranty in days from pickup (0: none)' })
  warrantyDays: number;
}
