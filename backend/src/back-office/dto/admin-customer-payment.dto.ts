import { ApiProperty } from '@nestjs/swagger';

import { AdminCustomerOrderItemDto } from './admin-customer-order-item.dto.js';

/** One payment or refund on a customer's page. */
export class AdminCustomerPaymentDto extends AdminCustomerOrderItemDto {
  @ApiProperty({ type: 'integer', example: 5000, description: 'In cents; a refund is negative' })
  amountCents: number;

  @ApiProperty({ example: 'cash' })
  method: string;

  @ApiProperty({ description: 'Taken before the work' })
  deposit: boolean;

  @ApiProperty({ type: String, nullable: true, description: "A refund's reason" })
  reason: string | null;

  @ApiProperty({ example: 'editor' })
  takenBy: string;

  @ApiProperty({ format: 'date-time' })
  takenAt: string;
}
