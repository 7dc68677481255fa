import { ApiProperty } from '@nestjs/swagger';
import { REPAIR_ORDER_STATUSES, type RepairOrderStatus } from '../../repair-order/repair-order.js';

/** A state the repair reached, and when (the customer's view: no names, no notes). */
export class TrackingTimelineEntryDto {
  @ApiProperty({ enum: REPAIR_ORDER_STATUSES, enumName: 'RepairOrderStatus', example: 'in_repair' })
  status: RepairOrderStatus;

  @ApiProperty({ format: 'date-time' })
  at: string;
}
