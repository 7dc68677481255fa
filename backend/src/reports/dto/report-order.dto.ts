import { ApiProperty } from '@nestjs/swagger';
import { REPAIR_ORDER_STATUSES, type RepairOrderStatus } from '../../repair-order/repair-order.js';
import { ORDER_REFERENCE } from '../../workshop/dto/repair-order-summary.dto.js';

/** A repair order in a report's list: which it is, its state and its device. */
export class ReportOrderDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty(ORDER_REFERENCE)
  reference: string;

  @ApiProperty({ enum: REPAIR_ORDER_STATUSES, enumName: 'RepairOrderStatus', example: 'in_repair' })
  status: RepairOrderStatus;

  @ApiProperty({ example: 'Apple iPhone 15 Pro', description: 'Brand and model' })
  deviceLabel: string;
}
