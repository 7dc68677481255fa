import { ApiProperty } from '@nestjs/swagger';
import { LOCAL_DATE } from '../../common/openapi/formats.js';

/** A day of the booking window on which the shop is closed, and why (no slots are offered). */
export class ClosedDayNoticeDto {
  @ApiProperty({ ...LOCAL_DATE, description: 'Date in the shop time zone' })
  date: string;

  @ApiProperty({ example: 'Stock-taking', maxLength: 120 })
  reason: string;
}
