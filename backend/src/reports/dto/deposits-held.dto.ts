import { ApiProperty } from '@nestjs/swagger';
import { DepositHeldDto } from './deposit-held.dto.js';

/** The money customers paid on orders still open (not picked up, not cancelled), now. */
export class DepositsHeldDto {
  @ApiProperty({ type: 'integer', example: 7000, description: 'The sum held, in cents' })
  totalCents: number;

  @ApiProperty({ type: [DepositHeldDto], description: 'Each order holding money, the oldest payment first' })
  orders: DepositHeldDto[];
}
