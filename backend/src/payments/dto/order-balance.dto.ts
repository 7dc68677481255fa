import { ApiProperty } from '@nestjs/swagger';
import { PaymentDto } from './payment.dto.js';
import { ReceiptSummaryDto } from './receipt-summary.dto.js';

/** An order's money at the counter: total, paid, due, the deposit asked for, every payment and receipt. */
export class OrderBalanceDto {
  @ApiProperty({ format: 'uuid' })
  repairOrderId: string;

  @ApiProperty({
    type: 'integer',
    example: 20450,
    description: "The order's total (its charges less the discount)",
  })
  totalCents: number;

  @ApiProperty({
    type: 'integer',
    example: 0,
    description: "What the order's credit notes took off the total (counter spec 3)",
  })
  creditedCents: number;

  @ApiProperty({ type: 'integer', example: 5000, description: 'Payments less refunds' })
  paidCents: number;

  @ApiProperty({
    type: 'integer',
    example: 15450,
    description: 'The balance: total − credited − paid; negative when a refund is owed',
  })
  dueCents: number;

  @ApiProperty({
    type: 'integer',
    example: 5000,
    description: 'The most that can be refunded: what was paid (payments less refunds)',
  })
  refundableCents: number;

  @ApiProperty({
    type: 'integer',
    example: 0,
    description:
      "The most a credit note may still take off: the receipt's total less its credit notes (0 before the receipt is issued)",
  })
  creditableCents: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 5000,
    description: 'The deposit asked for, if any',
  })
  depositRequestedCents: number | null;

  @ApiProperty({ description: 'Whether a new payment may be taken (not on a cancelled or picked-up order)' })
  acceptsPayments: boolean;

  @ApiProperty({ type: [PaymentDto], description: 'Oldest first' })
  payments: PaymentDto[];

  @ApiProperty({
    type: [ReceiptSummaryDto],
    description: 'The receipt and its credit notes, in number order',
  })
  receipts: ReceiptSummaryDto[];
}
