import { ApiProperty } from '@nestjs/swagger';

export const RECEIPT_KINDS = ['receipt', 'credit_note'] as const;
export const RECEIPT_NUMBER = { example: '2026-000123', pattern: '^[0-9]{4}-[0-9]{6}$' };

/** What names a receipt or credit note, in a list and in full: the first fields of both. */
export abstract class ReceiptHeadDto {
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
}
