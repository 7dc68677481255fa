import { ApiProperty } from '@nestjs/swagger';
import { QUOTE_STATUSES, type QuoteStatus } from '../quote.repository.js';
import { QuoteLineDto } from './quote-line.dto.js';

/** One version of an order's quote (staff). */
export class QuoteDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: 'integer', minimum: 1, example: 1 })
  version: number;

  @ApiProperty({ enum: QUOTE_STATUSES, enumName: 'QuoteStatus', example: 'pending' })
  status: QuoteStatus;

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

  @ApiProperty({ example: 'editor' })
  createdBy: string;

  @ApiProperty({ type: String, nullable: true, description: 'Internal' })
  note: string | null;

  @ApiProperty({ type: [QuoteLineDto] })
  lines: QuoteLineDto[];
}
