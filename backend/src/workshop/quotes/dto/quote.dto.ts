import { ApiProperty } from '@nestjs/swagger';
import {
  DECISION_CHANNELS,
  QUOTE_STATUSES,
  type DecisionChannel,
  type QuoteStatus,
} from '../quote.repository.js';
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

  @ApiProperty({
    enum: DECISION_CHANNELS,
    enumName: 'QuoteDecisionChannel',
    nullable: true,
    example: 'customer',
    description:
      'How it was answered: the customer online, or received by phone or in the shop and recorded by staff; null while unanswered',
  })
  decisionChannel: DecisionChannel | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'editor',
    description: 'Who recorded an answer received by phone or in the shop; null for the customer’s own',
  })
  decisionRecordedBy: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Internal: the note of a recorded answer' })
  decisionNote: string | null;

  @ApiProperty({ example: 'editor' })
  createdBy: string;

  @ApiProperty({ type: String, nullable: true, description: 'Internal' })
  note: string | null;

  @ApiProperty({ type: [QuoteLineDto] })
  lines: QuoteLineDto[];
}
