import { ApiProperty } from '@nestjs/swagger';

/** What staff and the customer both see of a quote version: its total and its dates. */
export class QuoteTermsDto {
  @ApiProperty({ description: 'Pending past its expiry: the customer can no longer approve it' })
  expired: boolean;

  @ApiProperty({ type: 'integer', example: 17400 })
  totalCents: number;

  @ApiProperty({ format: 'date-time' })
  sentAt: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  decidedAt: string | null;
}
