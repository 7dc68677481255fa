import { ApiProperty } from '@nestjs/swagger';
import { LOCAL_DATE } from '../../common/openapi/formats.js';

/** One week of the workshop: repairs finished, and what the orders picked up brought in. */
export class FinishedWeekDto {
  @ApiProperty({
    ...LOCAL_DATE,
    example: '2026-03-02',
    description: 'The Monday the week starts (shop time)',
  })
  week: string;

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
    description: 'Total of the orders picked up, in cents (after discounts)',
  })
  revenueCents: number;

  @ApiProperty({
    type: 'integer',
    example: 9050,
    description: 'Parts cost of the orders picked up, in cents',
  })
  partsCostCents: number;
}
