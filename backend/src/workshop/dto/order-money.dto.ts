import { ApiProperty } from '@nestjs/swagger';

/**
 * A repair order's money in cents (workshop spec 1): the one home of these fields, on the order and
 * on its parts. What the customer pays (labour, parts at their sell price, the discount, the total:
 * the order's charges) and what the shop spends on parts are two figures, never mixed.
 */
export class OrderMoneyDto {
  @ApiProperty({
    type: 'integer',
    example: 14950,
    description:
      "Charged for services and labour: the approved quote's lines, or the services booked when no quote was needed",
  })
  laborCostCents: number;

  @ApiProperty({
    type: 'integer',
    example: 6500,
    description: "Charged for parts: the approved quote's part lines at their sell price",
  })
  partsCostCents: number;

  @ApiProperty({ type: 'integer', example: 1000, description: 'The $10 first-repair discount, if redeemed' })
  discountCents: number;

  @ApiProperty({
    type: 'integer',
    example: 20450,
    description: 'What the customer pays: labour + parts − discount',
  })
  totalCostCents: number;

  @ApiProperty({
    type: 'integer',
    example: 500,
    description:
      "What the order's credit notes took off its total (counter spec 3): the net charges are total − credited",
  })
  creditedCents: number;

  @ApiProperty({
    type: 'integer',
    example: 3850,
    description:
      "The shop's spend: the parts used on the order at their unit cost (never added to the total)",
  })
  partsSpendCents: number;

  @ApiProperty({
    type: 'integer',
    example: 16600,
    description: 'The net charges (total − credited) less the parts spend',
  })
  marginCents: number;
}
