import { ApiProperty } from '@nestjs/swagger';
import { LOCAL_DATE } from '../../common/openapi/formats.js';
import { CashUpRowDto } from '../../payments/dto/cash-up-row.dto.js';
import { OrdersInStateDto } from './orders-in-state.dto.js';

/** The shop's day so far, for the dashboard (issue 41): each figure opens its list on screen. */
export class TodayDto {
  @ApiProperty({ ...LOCAL_DATE, description: 'Today in the shop time zone' })
  day: string;

  @ApiProperty({ example: 'America/Chicago' })
  timeZone: string;

  @ApiProperty({
    type: 'integer',
    example: 3,
    description: 'Repair orders checked in today (walk-ins and bookings)',
  })
  checkIns: number;

  @ApiProperty({ type: 'integer', example: 2, description: 'Repair orders picked up today' })
  pickups: number;

  @ApiProperty({
    type: [CashUpRowDto],
    description: 'Payments and refunds so far today by method (cash, card, other), as in the cash-up',
  })
  takingsByMethod: CashUpRowDto[];

  @ApiProperty({
    type: 'integer',
    example: 42750,
    description: 'Everything taken today less refunds, in cents',
  })
  takingsCents: number;

  @ApiProperty({
    type: [OrdersInStateDto],
    description:
      'Open work now: every open state (not picked up or cancelled), in the order of the main line, zeros included',
  })
  openByState: OrdersInStateDto[];
}
