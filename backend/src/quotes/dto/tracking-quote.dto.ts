import { ApiProperty } from '@nestjs/swagger';
import { TrackingQuoteLineDto } from './tracking-quote-line.dto.js';

export const TRACKING_QUOTE_STATUSES = ['pending', 'approved', 'declined'] as const;

/** The current quote of a repair, on the customer's tracking page (its lines, total and expiry). */
export class TrackingQuoteDto {
  @ApiProperty({ type: 'integer', minimum: 1, example: 2, description: 'Send it back to approve or decline' })
  version: number;

  @ApiProperty({ enum: TRACKING_QUOTE_STATUSES, enumName: 'TrackingQuoteStatus', example: 'pending' })
  status: (typeof TRACKING_QUOTE_STATUSES)[number];

  @ApiProperty({ description: 'Pending past its expiry: it can no longer be approved' })
  expired: boolean;

  @ApiProperty({ type: [TrackingQuoteLineDto] })
  lines: TrackingQuoteLineDto[];

  @ApiProperty({ type: 'integer', example: 17400 })
  totalCents: number;

  @ApiProperty({ format: 'date-time' })
  sentAt: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  decidedAt: string | null;
}
