import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_METHODS } from '../payments.repository.js';

/** A payment or refund as a receipt lists it. */
export class ReceiptPaymentDto {
  @ApiProperty({ format: 'date-time' })
  at: string;

  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod', description: 'How it was paid' })
  method: string;

  @ApiProperty({ type: 'integer', example: 5000, description: 'Negative for a refund' })
  amountCents: number;

  @ApiProperty({ description: 'Taken before the work, as a deposit' })
  deposit: boolean;

  @ApiProperty({ type: String, nullable: true })
  note: string | null;
}
