import { ApiProperty } from '@nestjs/swagger';

/** The customers' answers to quotes over a span: a week, or the whole range. */
export class QuoteAnswersDto {
  @ApiProperty({ type: 'integer', example: 2, description: 'Quotes the customer approved in the span' })
  approved: number;

  @ApiProperty({ type: 'integer', example: 1, description: 'Quotes the customer declined in the span' })
  declined: number;

  @ApiProperty({
    type: 'integer',
    example: 0,
    description: 'Quotes whose expiry passed in the span without an answer (not in the rate)',
  })
  expired: number;

  @ApiProperty({
    type: 'number',
    nullable: true,
    minimum: 0,
    maximum: 1,
    example: 0.6667,
    description: 'approved ÷ (approved + declined), 0 to 1; null when no quote was answered in the span',
  })
  approvalRate: number | null;
}
