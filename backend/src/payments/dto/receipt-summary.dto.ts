import { ApiProperty } from '@nestjs/swagger';

import { ReceiptHeadDto } from './receipt-head.dto.js';

/** A receipt or credit note in a list. */
export class ReceiptSummaryDto extends ReceiptHeadDto {
  @ApiProperty({ format: 'uuid' })
  repairOrderId: string;

  @ApiProperty({ example: 'RO-7K4Q9M' })
  reference: string;

  @ApiProperty({ example: 'Grace Hopper' })
  customerName: string;

  @ApiProperty({ format: 'date-time' })
  issuedAt: string;

  @ApiProperty({ type: 'integer', example: 12900, description: 'Negative on a credit note' })
  totalCents: number;

  @ApiProperty({ type: 'integer', example: 0 })
  dueCents: number;
}
