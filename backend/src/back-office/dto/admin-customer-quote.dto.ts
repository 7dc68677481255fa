import { ApiProperty } from '@nestjs/swagger';

import { AdminCustomerOrderItemDto } from './admin-customer-order-item.dto.js';

/** One quote version on a customer's page. */
export class AdminCustomerQuoteDto extends AdminCustomerOrderItemDto {
  @ApiProperty({ type: 'integer', example: 1 })
  version: number;

  @ApiProperty({ example: 'approved' })
  status: string;

  @ApiProperty({
    type: 'integer',
    example: 18900,
    description: "What the customer pays for it, in cents: its lines less the order's first-repair discount",
  })
  totalCents: number;

  @ApiProperty({ format: 'date-time' })
  sentAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  decidedAt: string | null;
}
