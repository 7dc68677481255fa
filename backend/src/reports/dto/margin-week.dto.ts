import { ApiProperty } from '@nestjs/swagger';
import { ReportWeekDto } from './report-week.dto.js';

/** One week's orders picked up: what they charged, what their parts cost the shop, and the margin. */
export class MarginWeekDto extends ReportWeekDto {
  @ApiProperty({
    type: 'integer',
    example: 2,
    description: 'Orders picked up in this week (within the range)',
  })
  pickedUp: number;

  @ApiProperty({
    type: 'integer',
    example: 20450,
    description:
      'What those orders charged the customer (totals after discounts) less the credit notes issued in the week, in cents',
  })
  chargesCents: number;

  @ApiProperty({
    type: 'integer',
    example: 500,
    description: 'Credit notes issued in the week, in positive cents (already taken off chargesCents)',
  })
  creditNotesCents: number;

  @ApiProperty({
    type: 'integer',
    example: 3000,
    description: 'What the shop spent on the parts used on them, at their unit cost, in cents',
  })
  partsSpendCents: number;

  @ApiProperty({ type: 'integer', example: 17450, description: 'Charges − parts spend, in cents' })
  marginCents: number;
}
