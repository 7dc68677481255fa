import { ApiProperty } from '@nestjs/swagger';
import { REPAIR_ORDER_STATUSES, type RepairOrderStatus } from '../../repair-order/repair-order.js';

/** A warranty claim as its original order lists it. */
export class WarrantyClaimSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'RO-7K2M9Q' })
  reference: string;

  @ApiProperty({
    enum: REPAIR_ORDER_STATUSES,
    enumName: 'RepairOrderStatus',
    description: "The claim's state",
  })
  status: RepairOrderStatus;

  @ApiProperty({ type: String, nullable: true, example: 'Screen Repair', description: 'The service claimed' })
  serviceName: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
