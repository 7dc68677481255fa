import { ApiProperty } from '@nestjs/swagger';
import { QuoteTermsDto } from './quote-terms.dto.js';
import { TrackingQuoteLineDto } from './tracking-quote-line.dto.js';

export const TRACKING_QUOTE_STATUSES = ['pending', 'approved', 'declined'] as const;

/** The current quote of a repair, on the customer's tracking page (its lines, total and expiry). */
export class TrackingQuoteDto extends QuoteTermsDto {
  @ApiProperty({ type: 'integer', minimum: 1, example: 2, description: 'Send it back to approve or decline' })
  version: number;

  @ApiProperty({ enum: TRACKING_QUOTE_STATUSES, enumName: 'TrackingQuoteStatus', example: 'pending' })
  status: (typeof TRACKING_QUOTE_STATUSES)[number];

  @ApiProperty({ type: [TrackingQuoteLineDto] })
  lines: TrackingQuoteLineDto[];
}
