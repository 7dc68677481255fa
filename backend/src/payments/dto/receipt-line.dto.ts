import { ApiProperty } from '@nestjs/swagger';

import { TrackingQuoteLineDto } from '../../workshop/quotes/dto/tracking-quote-line.dto.js';

/** A line of a receipt: a service, labour or a part, with its amount and, for a service, its warranty. */
export class ReceiptLineDto extends TrackingQuoteLineDto {
  @ApiProperty({
    enum: ['service', 'part', 'labour'],
    enumName: 'BillLineKind',
    description: 'What the line charges for',
  })
  kind: 'service' | 'part' | 'labour';

  @ApiProperty({ description: 'Whether sales tax applies (never to repair services)' })
  taxable: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-06-01',
    description: "A service's last day of warranty",
  })
  warrantyEndsOn: string | null;
}
