import { ApiProperty } from '@nestjs/swagger';
import { BILL_LINE_KINDS, type BillLineKind } from '../../../repair-order/repair-order.js';
import { TrackingQuoteLineDto } from './tracking-quote-line.dto.js';

/** One line of a quote as staff see it: the customer's line with what it is. */
export class QuoteLineDto extends TrackingQuoteLineDto {
  @ApiProperty({ enum: BILL_LINE_KINDS, enumName: 'QuoteLineKind', example: 'service' })
  kind: BillLineKind;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  serviceTypeId: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  partId: string | null;
}
