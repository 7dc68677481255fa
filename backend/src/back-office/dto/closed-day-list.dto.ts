import { ApiProperty } from '@nestjs/swagger';
import { ClosedDayDto } from './closed-day.dto.js';

/** The closed days from today on, earliest first. */
export class ClosedDayListDto {
  @ApiProperty({ type: [ClosedDayDto] })
  items: ClosedDayDto[];

  @ApiProperty({ example: 'America/Chicago', description: "The shop's time zone (of every day and time)" })
  timeZone: string;
}
