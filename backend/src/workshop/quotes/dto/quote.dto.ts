import { ApiProperty } from '@nestjs/swagger';
import { QUOTE_STATUSES, type QuoteStatus } from '../quote.repository.js';
import { QuoteLineDto } from './quote-line.dto.js';
import { QuoteTermsDto } from './quote-terms.dto.js';

/** One version of an order's quote (staff): its terms, lines, author and internal note. */
export class QuoteDto extends QuoteTermsDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: 'integer', minimum: 1, example: 1 })
  version: number;

  @ApiProperty({ enum: QUOTE_STATUSES, enumName: 'QuoteStatus', example: 'pending' })
  status: QuoteStatus;

  @ApiProperty({ example: 'editor' })
  createdBy: string;

  @ApiProperty({ type: String, nullable: true, description: 'Internal' })
  note: string | null;

  @ApiProperty({ type: [QuoteLineDto] })
  lines: QuoteLineDto[];
}
