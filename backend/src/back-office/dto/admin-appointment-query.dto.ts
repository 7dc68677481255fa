import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LocalDateQuery } from '../../common/openapi/local-date-query.js';
import { PagedSearchQuery } from '../../common/paging/paged-search-query.js';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../../appointments/appointment-status.js';

/** Filters of the back-office appointment list. */
export class AdminAppointmentQueryDto extends PagedSearchQuery({
  search:
    'Reference (with or without RB-), customer name, e-mail or phone (any formatting); searches all dates unless from/to are given',
  defaultPageSize: 50,
}) {
  @LocalDateQuery('First day, shop time (default today; with q: no lower bound unless given)')
  from?: string;

  @LocalDateQuery(
    'Last day, inclusive, shop time (default from + 13 days; at most 92 days after from)',
    '2026-03-22',
  )
  to?: string;

  @ApiPropertyOptional({ enum: APPOINTMENT_STATUSES, enumName: 'AppointmentStatus' })
  @IsOptional()
  @IsIn(APPOINTMENT_STATUSES)
  status?: AppointmentStatus;
}
