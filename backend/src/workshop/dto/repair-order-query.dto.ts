import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PagedSearchQuery } from '../../common/paging/paged-search-query.js';
import {
  ORDER_SCOPES,
  REPAIR_ORDER_STATUSES,
  type OrderScope,
  type RepairOrderStatus,
} from '../../repair-order/repair-order.js';

/** Filters of the workshop board. */
export class RepairOrderQueryDto extends PagedSearchQuery({
  search: 'Reference (with or without RO-), customer name, phone (any formatting) or serial/IMEI',
  defaultPageSize: 50,
}) {
  @ApiPropertyOptional({ enum: REPAIR_ORDER_STATUSES, enumName: 'RepairOrderStatus' })
  @IsOptional()
  @IsIn(REPAIR_ORDER_STATUSES)
  status?: RepairOrderStatus;

  @ApiPropertyOptional({
    enum: ORDER_SCOPES,
    enumName: 'RepairOrderScope',
    description:
      "open: not picked up or cancelled, today's check-ins first; closed: picked up or cancelled; stale: open and unchanged for 3 days or more. Without it, every order, oldest first",
  })
  @IsOptional()
  @IsIn(ORDER_SCOPES)
  scope?: OrderScope;
}
