import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_METHODS, type PaymentMethod } from '../payments.repository.js';

/** One payment, deposit or refund on an order, as recorded (never edited). */
export class PaymentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: 'integer', example: 5000, description: 'Cents; negative for a refund' })
  amountCents: number;

  @ApiProperty({ enum: PAYMENT_METHODS, enumName: 'PaymentMethod', example: 'cash' })
  method: PaymentMethod;

  @ApiProperty({ type: String, nullable: true, description: "An 'other' payment's note" })
  note: string | null;

  @ApiProperty({ type: String, nullable: true, description: "A refund's reason" })
  reason: string | null;

  @ApiProperty({ description: 'Taken before the work was done (a deposit)' })
  deposit: boolean;

  @ApiProperty({ example: 'editor', description: 'Who took it (or refunded it)' })
  takenBy: string;

  @ApiProperty({ format: 'date-time' })
  takenAt: string;
}
