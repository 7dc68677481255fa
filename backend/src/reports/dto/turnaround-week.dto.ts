import { ApiProperty } from '@nestjs/swagger';
import { LOCAL_DATE } from '../../common/openapi/formats.js';

/** Turnaround (received to the first ready) of the repairs first ready in one week. */
export class TurnaroundWeekDto {
  @ApiProperty({
    ...LOCAL_DATE,
    example: '2026-03-02',
    description: 'The Monday the week starts (shop time)',
  })
  week: string;

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
