import { ApiProperty } from '@nestjs/swagger';
import { LOCAL_DATE } from '../../common/openapi/formats.js';
import { CashUpRowDto } from './cash-up-row.dto.js';
import { ReceiptSummaryDto } from './receipt-summary.dto.js';

/** A day's cash-up (counter spec 4): takings by method and staff, refunds, receipts, deposits held, the count. */
export class CashUpDto {
  @ApiProperty({ ...LOCAL_DATE, example: '2026-03-03' })
  day: string;

  @ApiProperty({ type: [CashUpRowDto] })
  byMethod: CashUpRowDto[];

  @ApiProperty({ type: [CashUpRowDto] })
  byStaff: CashUpRowDto[];

  @ApiProperty({ type: 'integer', example: 52000, description: 'All payments of the day' })
  paymentsCents: number;

  @ApiProperty({ type: 'integer', example: 2500, description: 'All refunds of the day (positive cents)' })
  refundsCents: number;

  @ApiProperty({ type: [ReceiptSummaryDto] })
  receipts: ReceiptSummaryDto[];

  @ApiProperty({
    type: 'integer',
    example: 15000,
    description: 'Paid on orders still open at the end of the day',
  })
  depositsHeldCents: number;

  @ApiProperty({ type: 'integer', example: 3 })
  depositsHeldOrders: number;

  @ApiProperty({
    type: 'integer',
    example: 42750,
    description: 'Cash payments − cash refunds: what the till should hold',
  })
  expectedCashCents: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 42500,
    description: 'What an editor counted; null until then',
  })
  countedCashCents: number | null;

  @ApiProperty({ type: 'integer', nullable: true, example: -250, description: 'counted − expected' })
  differenceCents: number | null;

  @ApiProperty({ type: String, nullable: true })
  countedBy: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  countedAt: string | null;

  @ApiProperty({ type: String, nullable: true })
  note: string | null;
}
