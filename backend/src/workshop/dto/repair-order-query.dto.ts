import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PagedSearchQuery } from '../../common/paging/paged-search-query.js';
import { REPAIR_ORDER_STATUSES, type RepairOrderStatus } from '../repair-order-status.js';

/** Filters of the workshop board. */
export class RepairOrderQueryDto extends PagedSearchQuery({
  search: 'Reference (with or without RO-), customer name, phone (any formatting) or serial/IMEI',
  defaultPageSize: 50,
}) {
  @ApiPropertyOptional({ enum: REPAIR_ORDER_STATUSES, enumName: 'RepairOrderStatus' })
  @IsOptional()
  @IsIn(REPAIR_ORDER_STATUSES)
  status?: RepairOrderStatus;
}
