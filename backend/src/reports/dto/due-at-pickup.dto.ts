import { ApiProperty } from '@nestjs/swagger';
import { ReadyBalanceDto } from './ready-balance.dto.js';

/** The orders ready for pickup now and the money still to collect on them. */
export class DueAtPickupDto {
  @ApiProperty({ type: 'integer', example: 20900, description: 'Their totals, in cents' })
  totalCents: number;

  @ApiProperty({ type: 'integer', example: 5000, description: 'Paid on them so far, in cents' })
  paidCents: number;

  @ApiProperty({ type: 'integer', example: 15900, description: 'Due at their pickups, in cents' })
  dueCents: number;

  @ApiProperty({ type: [ReadyBalanceDto], description: 'Each order ready for pickup, longest waiting first' })
  orders: ReadyBalanceDto[];
}
