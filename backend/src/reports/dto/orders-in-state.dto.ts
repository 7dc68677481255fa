import { ApiProperty } from '@nestjs/swagger';
import { REPAIR_ORDER_STATUSES, type RepairOrderStatus } from '../../repair-order/repair-order.js';

/** How many repair orders are in one state now. */
export class OrdersInStateDto {
  @ApiProperty({ enum: REPAIR_ORDER_STATUSES, enumName: 'RepairOrderStatus', example: 'in_repair' })
  status: RepairOrderStatus;

  @ApiProperty({ type: 'integer', example: 3 })
  orders: number;
}
