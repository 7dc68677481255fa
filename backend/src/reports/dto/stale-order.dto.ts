import { ApiProperty } from '@nestjs/swagger';
import { ReportOrderDto } from './report-order.dto.js';

/** An open order whose status has not changed for 3 days or more. */
export class StaleOrderDto extends ReportOrderDto {
  @ApiProperty({ format: 'date-time', description: 'The last status change' })
  since: string;

  @ApiProperty({ type: 'integer', example: 4, description: 'Whole days since the last status change' })
  daysUnchanged: number;
}
