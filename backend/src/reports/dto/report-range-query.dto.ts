import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { LOCAL_DATE } from '../../common/openapi/formats.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The days a report covers, in shop time (both inclusive). */
export class ReportRangeQueryDto {
  @ApiPropertyOptional({ ...LOCAL_DATE, description: 'First day, shop time (default: 27 days before to)' })
  @IsOptional()
  @IsString()
  @Matches(DATE, { message: 'from must be a date YYYY-MM-DD' })
  from?: string;

  @ApiPropertyOptional({
    ...LOCAL_DATE,
    example: '2026-03-29',
    description: 'Last day, inclusive, shop time (default today; at most 366 days after from)',
  })
  @IsOptional()
  @IsString()
  @Matches(DATE, { message: 'to must be a date YYYY-MM-DD' })
  to?: string;
}
