import { ApiProperty } from '@nestjs/swagger';
import { LOCAL_DATE } from '../../common/openapi/formats.js';

/** One week of a weekly figure. */
export class ReportWeekDto {
  @ApiProperty({
    ...LOCAL_DATE,
    example: '2026-03-02',
    description: 'The Monday the week starts (shop time)',
  })
  week: string;
}
