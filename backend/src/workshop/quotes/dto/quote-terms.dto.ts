import { ApiProperty } from '@nestjs/swagger';

/**
 * What staff and the customer both see of a quote version: its money (one figure the customer
 * pays, with the first-repair discount as a line of its own) and its dates.
 */
export class QuoteTermsDto {
  @ApiProperty({ description: 'Pending past its expiry: the customer can no longer approve it' })
  expired: boolean;

  @ApiProperty({ type: 'integer', example: 18499, description: "The lines' sum (quantity × unit price)" })
  subtotalCents: number;

  @ApiProperty({
    type: 'integer',
    example: 1000,
    description: "The order's first-repair discount, taken off the lines (0 when none is redeemed)",
  })
  discountCents: number;

  @ApiProperty({
    type: 'integer',
    example: 17499,
    description: 'What the customer pays for the repair if they approve: subtotal − discount, never below 0',
  })
  totalCents: number;

  @ApiProperty({ format: 'date-time' })
  sentAt: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  decidedAt: string | null;
}
