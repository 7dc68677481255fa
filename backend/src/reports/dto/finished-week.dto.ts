import { ApiProperty } from '@nestjs/swagger';
import { ReportWeekDto } from './report-week.dto.js';

/** One week of the workshop: repairs finished, and what the orders picked up brought in. */
export class FinishedWeekDto extends ReportWeekDto {
  @ApiProperty({
    type: 'integer',
    example: 5,
    description:
      'Repairs first ready in this week (within the range): orders that were in repair and not found unrepairable; a device returned after a declined quote is not counted',
  })
  finished: number;

  @ApiProperty({
    type: 'integer',
    example: 4,
    description: 'Orders picked up in this week (within the range), returns without a repair included',
  })
  pickedUp: number;

  @ApiProperty({
    type: 'integer',
    example: 35950,
    description: 'What the orders picked up charged (their totals after discounts), in cents: the revenue',
  })
  revenueCents: number;

  @ApiProperty({
    type: 'integer',
    example: 9050,
    description: 'The parts spend of the orders picked up: the parts used on them at their cost, in cents',
  })
  partsSpendCents: number;
}
