import { ApiProperty } from '@nestjs/swagger';
import { LOCAL_DATE } from '../../common/openapi/formats.js';

/** One month of a monthly figure. */
export class ReportMonthDto {
  @ApiProperty({
    ...LOCAL_DATE,
    example: '2026-03-01',
    description: 'The first day of the calendar month (shop time)',
  })
  month: string;
}
