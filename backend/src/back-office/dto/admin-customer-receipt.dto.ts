import { ApiProperty } from '@nestjs/swagger';

import { RECEIPT_KINDS, RECEIPT_NUMBER } from '../../payments/dto/receipt-head.dto.js';
import { AdminCustomerOrderItemDto } from './admin-customer-order-item.dto.js';

/** One receipt or credit note on a customer's page. */
export class AdminCustomerReceiptDto extends AdminCustomerOrderItemDto {
  @ApiProperty(RECEIPT_NUMBER)
  number: string;

  @ApiProperty({
    enum: RECEIPT_KINDS,
    enumName: 'ReceiptKind',
    description: 'A receipt, or a credit note correcting one',
  })
  kind: (typeof RECEIPT_KINDS)[number];

  @ApiProperty({ type: 'integer', example: 12900 })
  totalCents: number;

  @ApiProperty({ type: 'integer', example: 12900 })
  paidCents: number;

  @ApiProperty({ type: 'integer', example: 0 })
  dueCents: number;

  @ApiProperty({ format: 'date-time' })
  issuedAt: string;
}
