import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../../appointments/appointment-status.js';

/** Search text is one line of printable text (a NUL would not even reach the database). */
const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;
const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Filters of the back-office appointment list. */
export class AdminAppointmentQueryDto {
  @ApiPropertyOptional({
    example: '2026-03-09',
    description: 'First day, shop time (default today; with q: no lower bound unless given)',
  })
  @IsOptional()
  @IsString()
  @Matches(DATE, { message: 'from must be a date YYYY-MM-DD' })
  from?: string;

  @ApiPropertyOptional({
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

  @ApiPropertyOptional({
    maxLength: 100,
    description:
      'Reference (with or without RB-), customer name, e-mail or phone (any formatting); searches all dates unless from/to are given',
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  @Matches(NO_CONTROL_CHARACTERS, { message: 'q must not contain control characters' })
  q?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100000, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize?: number;
}
