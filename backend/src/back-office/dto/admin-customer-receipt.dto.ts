import { ApiProperty } from '@nestjs/swagger';

/** One receipt or credit note on a customer's page. */
export class AdminCustomerReceiptDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '2026-000123' })
  number: string;

  @ApiProperty({ example: 'receipt', description: 'receipt or credit_note' })
  kind: string;

  @ApiProperty({ format: 'uuid' })
  repairOrderId: string;

  @ApiProperty({ example: 'RO-7K4Q9M' })
  orderReference: string;

  @ApiProperty({ type: 'integer', example: 12900 })
  totalCents: number;

  @ApiProperty({ type: 'integer', example: 12900 })
  paidCents: number;

  @ApiProperty({ type: 'integer', example: 0 })
  dueCents: number;

  @ApiProperty({ format: 'date-time' })
  issuedAt: string;
}
