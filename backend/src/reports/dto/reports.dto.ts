import { ApiProperty } from '@nestjs/swagger';
import { LOCAL_DATE } from '../../common/openapi/formats.js';
import { CashUpRowDto } from '../../payments/dto/cash-up-row.dto.js';
import { BookingsDayDto } from './bookings-day.dto.js';
import { DepositsHeldDto } from './deposits-held.dto.js';
import { DueAtPickupDto } from './due-at-pickup.dto.js';
import { FinishedWeekDto } from './finished-week.dto.js';
import { MarginWeekDto } from './margin-week.dto.js';
import { OrdersInStateDto } from './orders-in-state.dto.js';
import { QuoteApprovalDto } from './quote-approval.dto.js';
import { RevenueDayDto } from './revenue-day.dto.js';
import { RevenueWeekDto } from './revenue-week.dto.js';
import { StaleOrderDto } from './stale-order.dto.js';
import { TaxDayDto } from './tax-day.dto.js';
import { TaxMonthDto } from './tax-month.dto.js';
import { TaxWeekDto } from './tax-week.dto.js';
import { TurnaroundDto } from './turnaround.dto.js';

/** The owner's figures (workshop spec 5) for a range of days, and the workshop now. */
export class ReportsDto {
  @ApiProperty({ ...LOCAL_DATE, example: '2026-03-02', description: 'First day of the range' })
  from: string;

  @ApiProperty({ ...LOCAL_DATE, example: '2026-03-29', description: 'Last day of the range (inclusive)' })
  to: string;

  @ApiProperty({ example: 'America/Chicago', description: "The shop's time zone (of every day and week)" })
  timeZone: string;

  @ApiProperty({ format: 'date-time', description: 'When these figures were computed ("now")' })
  generatedAt: string;

  @ApiProperty({ type: [BookingsDayDto], description: 'Every day of the range, zeros included' })
  bookingsPerDay: BookingsDayDto[];

  @ApiProperty({ type: [OrdersInStateDto], description: 'Every state, now (not limited to the range)' })
  ordersByState: OrdersInStateDto[];

  @ApiProperty({ type: TurnaroundDto })
  turnaround: TurnaroundDto;

  @ApiProperty({ type: [FinishedWeekDto], description: 'Every week touching the range (weeks start Monday)' })
  finishedPerWeek: FinishedWeekDto[];

  @ApiProperty({
    type: QuoteApprovalDto,
    description:
      'Quote versions by what became of them, over the range and per week: approved or declined when the customer answered within the range; expired when the expiry passed within the range (before now) with no answer and no newer version sent before it. A version replaced before its expiry is not counted. approvalRate = approved ÷ (approved + declined); expired quotes are not in it.',
  })
  quoteApproval: QuoteApprovalDto;

  @ApiProperty({
    type: [StaleOrderDto],
    description: 'Open orders (not picked up or cancelled) unchanged for 3 days or more, now; longest first',
  })
  staleOrders: StaleOrderDto[];

  @ApiProperty({
    type: [RevenueDayDto],
    description:
      'Every day of the range, zeros included: the charges of the orders picked up that day, and the payments taken and refunds given that day',
  })
  revenuePerDay: RevenueDayDto[];

  @ApiProperty({
    type: [RevenueWeekDto],
    description: 'Every week touching the range (weeks start Monday), counted as revenuePerDay',
  })
  revenuePerWeek: RevenueWeekDto[];

  @ApiProperty({
    type: [CashUpRowDto],
    description:
      'The payments taken and the refunds given in the range by method (cash, card, other; zeros included), and the net of each: the cash-up over a range',
  })
  paymentsByMethod: CashUpRowDto[];

  @ApiProperty({
    type: [TaxDayDto],
    description:
      "Sales tax collected on every day of the range, zeros included: the receipts' tax lines less the credit notes', by the day issued",
  })
  taxPerDay: TaxDayDto[];

  @ApiProperty({
    type: [TaxWeekDto],
    description: 'Every week touching the range (weeks start Monday), counted as taxPerDay',
  })
  taxPerWeek: TaxWeekDto[];

  @ApiProperty({
    type: [TaxMonthDto],
    description: 'Every calendar month touching the range, counted as taxPerDay',
  })
  taxPerMonth: TaxMonthDto[];

  @ApiProperty({
    type: [MarginWeekDto],
    description:
      'Every week touching the range: the orders picked up, their charges, the parts spend on them (at cost) and the margin',
  })
  marginPerWeek: MarginWeekDto[];

  @ApiProperty({
    type: DepositsHeldDto,
    description: 'Money paid on orders still open, now (not limited to the range)',
  })
  depositsHeld: DepositsHeldDto;

  @ApiProperty({
    type: DueAtPickupDto,
    description: 'The orders ready for pickup now, with total, paid and due (not limited to the range)',
  })
  dueAtPickup: DueAtPickupDto;
}
