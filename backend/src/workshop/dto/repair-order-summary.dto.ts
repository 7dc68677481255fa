import { ApiProperty } from '@nestjs/swagger';
import { REPAIR_ORDER_STATUSES, type RepairOrderStatus } from '../../repair-order/repair-order.js';

export const ORDER_REFERENCE = { example: 'RO-7K4Q9M', pattern: '^RO-[0-9A-Z]{6}$' } as const;

/** An order on the workshop board. */
export class RepairOrderSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty(ORDER_REFERENCE)
  reference: string;

  @ApiProperty({ enum: REPAIR_ORDER_STATUSES, enumName: 'RepairOrderStatus', example: 'received' })
  status: RepairOrderStatus;

  @ApiProperty({ example: 'Jane Doe' })
  customerName: string;

  @ApiProperty({ example: 'Apple iPhone 15 Pro', description: 'Brand and model' })
  deviceLabel: string;

  @ApiProperty({ type: [String], example: ['Screen Repair'], description: 'Names of the services' })
  services: string[];

  @ApiProperty({ format: 'date-time', description: 'Checked in' })
  createdAt: string;

  @ApiProperty({ format: 'date-time', description: 'Last status change (the age shown on the board)' })
  statusChangedAt: string;
}
