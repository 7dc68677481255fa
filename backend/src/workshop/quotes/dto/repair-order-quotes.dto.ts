import { ApiProperty } from '@nestjs/swagger';
import { QuoteLineDto } from './quote-line.dto.js';
import { QuoteDto } from './quote.dto.js';
import { QuoteServiceDto } from './quote-service.dto.js';

/** An order's quotes for the staff editor: every version, and a new one prefilled. */
export class RepairOrderQuotesDto {
  @ApiProperty({ type: [QuoteDto], description: 'Newest first' })
  versions: QuoteDto[];

  @ApiProperty({
    type: [QuoteLineDto],
    description: "A new version's lines: the order's services at today's prices (price matrix)",
  })
  prefill: QuoteLineDto[];

  @ApiProperty({
    type: [QuoteServiceDto],
    description:
      "The services a line may name: those offered on the order's device today (price matrix), in the catalogue's order",
  })
  services: QuoteServiceDto[];

  @ApiProperty({ type: 'integer', example: 14, description: 'Days a new quote stays open by default' })
  defaultValidDays: number;

  @ApiProperty({ description: 'Whether the order is in a state a quote can be sent from' })
  canSend: boolean;
}
