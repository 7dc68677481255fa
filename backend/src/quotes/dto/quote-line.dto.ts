import { ApiProperty } from '@nestjs/swagger';
import { QUOTE_LINE_KINDS, type QuoteLineKind } from '../quote.repository.js';

/** One line of a quote as staff see it. */
export class QuoteLineDto {
  @ApiProperty({ enum: QUOTE_LINE_KINDS, enumName: 'QuoteLineKind', example: 'service' })
  kind: QuoteLineKind;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  serviceTypeId: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  partId: string | null;

  @ApiProperty({ example: 'Screen Repair' })
  description: string;

  @ApiProperty({ type: 'integer', example: 1 })
  quantity: number;

  @ApiProperty({ type: 'integer', example: 12900 })
  unitPriceCents: number;

  @ApiProperty({ type: 'integer', example: 12900, description: 'quantity × unit price' })
  totalCents: number;
}
