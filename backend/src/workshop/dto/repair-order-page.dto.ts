import { ApiProperty } from '@nestjs/swagger';
import { RepairOrderSummaryDto } from './repair-order-summary.dto.js';

/** One page of the workshop board, oldest first. */
export class RepairOrderPageDto {
  @ApiProperty({ type: [RepairOrderSummaryDto] })
  items: RepairOrderSummaryDto[];

  @ApiProperty({ type: 'integer', example: 3, description: 'Orders matching the filter, all pages' })
  total: number;

  @ApiProperty({ type: 'integer', example: 1 })
  page: number;

  @ApiProperty({ type: 'integer', example: 50 })
  pageSize: number;
}
