import { ApiProperty } from '@nestjs/swagger';
import { REPAIR_ORDER_STATUSES, type RepairOrderStatus } from '../../repair-order/repair-order.js';

/** One status change of an order (staff's view). */
export class RepairOrderTimelineEntryDto {
  @ApiProperty({
    type: String,
    enum: REPAIR_ORDER_STATUSES,
    nullable: true,
    example: 'received',
    description: 'null for the check-in',
  })
  from: RepairOrderStatus | null;

  @ApiProperty({ enum: REPAIR_ORDER_STATUSES, enumName: 'RepairOrderStatus', example: 'diagnosing' })
  to: RepairOrderStatus;

  @ApiProperty({ format: 'date-time' })
  at: string;

  @ApiProperty({ example: 'editor', description: 'Staff member' })
  by: string;

  @ApiProperty({ type: String, nullable: true })
  note: string | null;
}
