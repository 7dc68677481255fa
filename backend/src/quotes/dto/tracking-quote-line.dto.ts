import { ApiProperty } from '@nestjs/swagger';

/** One line of a quote as the customer sees it. */
export class TrackingQuoteLineDto {
  @ApiProperty({ example: 'Screen Repair' })
  description: string;

  @ApiProperty({ type: 'integer', example: 1 })
  quantity: number;

  @ApiProperty({ type: 'integer', example: 12900 })
  unitPriceCents: number;

  @ApiProperty({ type: 'integer', example: 12900 })
  totalCents: number;
}
