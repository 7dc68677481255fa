import { ApiProperty } from '@nestjs/swagger';
import { ReportOrderDto } from './report-order.dto.js';

/** An open order holding money the customer paid on it. */
export class DepositHeldDto extends ReportOrderDto {
  @ApiProperty({
    type: 'integer',
    example: 5000,
    description: 'Paid on it so far (payments − refunds), in cents',
  })
  paidCents: number;
}
