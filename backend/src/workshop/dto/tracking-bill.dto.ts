import { ApiProperty } from '@nestjs/swagger';
import { TrackingQuoteLineDto } from '../quotes/dto/tracking-quote-line.dto.js';

/** What the customer pays for their repair so far (the order's charges), as the tracking page shows it. */
export class TrackingBillDto {
  @ApiProperty({ type: [TrackingQuoteLineDto] })
  lines: TrackingQuoteLineDto[];

  @ApiProperty({ type: 'integer', example: 1000, description: 'The $10 first-repair discount, if redeemed' })
  discountCents: number;

  @ApiProperty({ type: 'integer', example: 28900, description: 'The lines less the discount' })
  totalCents: number;

  @ApiProperty({
    type: 'integer',
    example: 0,
    description:
      'What credit notes took off the total (counter spec 3); the net charges are total − credited',
  })
  creditedCents: number;

  @ApiProperty({
    type: 'integer',
    example: 5000,
    description: 'Paid so far (deposits and payments less refunds)',
  })
  paidCents: number;

  @ApiProperty({ type: 'integer', example: 23900, description: 'Still to pay: total − credited − paid' })
  dueCents: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 5000,
    description: 'The deposit the shop asked for before the work, if any',
  })
  depositRequestedCents: number | null;

  @ApiProperty({
    type: 'integer',
    example: 0,
    description: 'Of the deposit asked, still to pay: asked − paid, never below 0 (0 when none was asked)',
  })
  depositDueCents: number;
}
