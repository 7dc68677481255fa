import { ApiProperty } from '@nestjs/swagger';

/** One line of a bill as the customer sees it (a quote's, the order's charges): no ids, no costs. */
export class TrackingQuoteLineDto {
  @ApiProperty({ example: 'Screen Repair' })
  description: string;

  @ApiProperty({ type: 'integer', example: 1 })
  quantity: number;

  @ApiProperty({ type: 'integer', example: 12900 })
  unitPriceCents: number;

  @ApiProperty({ type: 'integer', example: 12900, description: 'quantity × unit price' })
  totalCents: number;
}
