import { ApiProperty } from '@nestjs/swagger';
import { REPAIR_ORDER_STATUSES, type RepairOrderStatus } from '../../workshop/repair-order-status.js';
import { ORDER_REFERENCE } from '../../workshop/dto/repair-order-summary.dto.js';

/** An open order whose status has not changed for 3 days or more. */
export class StaleOrderDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty(ORDER_REFERENCE)
  reference: string;

  @ApiProperty({ enum: REPAIR_ORDER_STATUSES, enumName: 'RepairOrderStatus', example: 'awaiting_approval' })
  status: RepairOrderStatus;

  @ApiProperty({ example: 'Apple iPhone 15 Pro', description: 'Brand and model' })
  deviceLabel: string;

  @ApiProperty({ format: 'date-time', description: 'The last status change' })
  since: string;

  @ApiProperty({ type: 'integer', example: 4, description: 'Whole days since the last status change' })
  daysUnchanged: number;
}
