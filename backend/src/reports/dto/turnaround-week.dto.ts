import { ApiProperty } from '@nestjs/swagger';
import { ReportWeekDto } from './report-week.dto.js';

/** Turnaround (received to the first ready) of the repairs first ready in one week. */
export class TurnaroundWeekDto extends ReportWeekDto {
  @ApiProperty({
    type: 'integer',
    example: 2,
    description: 'Repairs first ready in this week (within the range)',
  })
  orders: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 129600,
    description: 'Median turnaround in seconds (interpolated); null without orders',
  })
  medianSeconds: number | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 164160,
    description: '90th percentile turnaround in seconds (interpolated); null without orders',
  })
  p90Seconds: number | null;
}
