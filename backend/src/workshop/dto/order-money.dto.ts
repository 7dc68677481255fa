import { ApiProperty } from '@nestjs/swagger';

/** A repair order's money in cents (workshop spec 1): the one home of these fields, on the order and on its parts. */
export class OrderMoneyDto {
  @ApiProperty({ type: 'integer', example: 14950, description: 'Labour: the services as checked in' })
  laborCostCents: number;

  @ApiProperty({
    type: 'integer',
    example: 3850,
    description: 'Parts used on the order, at their cost when used',
  })
  partsCostCents: number;

  @ApiProperty({ type: 'integer', example: 1000, description: 'The $10 first-repair discount, if redeemed' })
  discountCents: number;

  @ApiProperty({ type: 'integer', example: 17800, description: 'Labour + parts − discount' })
  totalCostCents: number;
}
