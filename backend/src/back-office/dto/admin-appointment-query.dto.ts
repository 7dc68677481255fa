import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { LOCAL_DATE } from '../../common/openapi/formats.js';
import { PagedSearchQuery } from './paged-search-query.js';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../../appointments/appointment-status.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Filters of the back-office appointment list. */
export class AdminAppointmentQueryDto extends PagedSearchQuery({
  search:
    'Reference (with or without RB-), customer name, e-mail or phone (any formatting); searches all dates unless from/to are given',
  defaultPageSize: 50,
}) {
  @ApiPropertyOptional({
    ...LOCAL_DATE,
    description: 'First day, shop time (default today; with q: no lower bound unless given)',
  })
  @IsOptional()
  @IsString()
  @Matches(DATE, { message: 'from must be a date YYYY-MM-DD' })
  from?: string;

  @ApiPropertyOptional({
    ...LOCAL_DATE,
    example: '2026-03-22',
    description: 'Last day, inclusive, shop time (default from + 13 days; at most 92 days after from)',
  })
  @IsOptional()
  @IsString()
  @Matches(DATE, { message: 'to must be a date YYYY-MM-DD' })
  to?: string;

  @ApiPropertyOptional({ enum: APPOINTMENT_STATUSES, enumName: 'AppointmentStatus' })
  @IsOptional()
  @IsIn(APPOINTMENT_STATUSES)
  status?: AppointmentStatus;
}
