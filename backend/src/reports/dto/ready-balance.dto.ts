import { ApiProperty } from '@nestjs/swagger';
import { ORDER_REFERENCE } from '../../workshop/dto/repair-order-summary.dto.js';

/** An order ready for pickup: its total, what was paid and what is due at the hand-over. */
export class ReadyBalanceDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty(ORDER_REFERENCE)
  reference: string;

  @ApiProperty({ example: 'Apple MacBook Air', description: 'Brand and model' })
  deviceLabel: string;

  @ApiProperty({ format: 'date-time', description: 'When it became ready' })
  readySince: string;

  @ApiProperty({
    type: 'integer',
    example: 20900,
    description: "The order's total (after the discount), in cents",
  })
  totalCents: number;

  @ApiProperty({
    type: 'integer',
    example: 5000,
    description: 'Paid on it so far (payments − refunds), in cents',
  })
  paidCents: number;

  @ApiProperty({ type: 'integer', example: 15900, description: 'Due at the pickup: total − paid, in cents' })
  dueCents: number;
}
