import { ApiProperty } from '@nestjs/swagger';
import { TurnaroundWeekDto } from './turnaround-week.dto.js';

/**
 * Turnaround from check-in (received) to the first ready, of the repairs first ready within the
 * range (a device returned without a repair, its quote declined or found unrepairable, is not one):
 * over the whole range and week by week. Percentiles are continuous (interpolated, as
 * PostgreSQL's percentile_cont).
 */
export class TurnaroundDto {
  @ApiProperty({ type: 'integer', example: 6, description: 'Repairs first ready within the range' })
  orders: number;

  @ApiProperty({ type: 'integer', nullable: true, example: 97200, description: 'Median, seconds' })
  medianSeconds: number | null;

  @ApiProperty({ type: 'integer', nullable: true, example: 216000, description: '90th percentile, seconds' })
  p90Seconds: number | null;

  @ApiProperty({ type: [TurnaroundWeekDto] })
  weeks: TurnaroundWeekDto[];
}
