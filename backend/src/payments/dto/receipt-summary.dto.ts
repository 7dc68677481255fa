import { ApiProperty } from '@nestjs/swagger';

export const RECEIPT_KINDS = ['receipt', 'credit_note'] as const;
export const RECEIPT_NUMBER = { example: '2026-000123', pattern: '^[0-9]{4}-[0-9]{6}$' };

/** A receipt or credit note in a list. */
export class ReceiptSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty(RECEIPT_NUMBER)
  number: string;

  @ApiProperty({
    enum: RECEIPT_KINDS,
    enumName: 'ReceiptKind',
    description: 'A receipt, or a credit note correcting one',
  })
  kind: 'receipt' | 'credit_note';

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
