import { ApiProperty } from '@nestjs/swagger';
import { TrackingQuoteDto } from '../quotes/dto/tracking-quote.dto.js';
import { REPAIR_ORDER_STATUSES, type RepairOrderStatus } from '../../repair-order/repair-order.js';
import { ORDER_REFERENCE } from './repair-order-summary.dto.js';
import { TrackingBillDto } from './tracking-bill.dto.js';
import { TrackingShopDto } from './tracking-shop.dto.js';
import { TrackingTimelineEntryDto } from './tracking-timeline-entry.dto.js';

/**
 * What the customer sees of their repair (workshop spec 2). Never: internal notes, staff names,
 * the full phone number or e-mail, prices of anything else.
 */
export class TrackingDto {
  @ApiProperty(ORDER_REFERENCE)
  reference: string;

  @ApiProperty({ example: 'Apple iPhone 15 Pro' })
  deviceLabel: string;

  @ApiProperty({ type: [String], example: ['Screen Repair'] })
  services: string[];

  @ApiProperty({ enum: REPAIR_ORDER_STATUSES, enumName: 'RepairOrderStatus', example: 'in_repair' })
  status: RepairOrderStatus;

  @ApiProperty({ type: [TrackingTimelineEntryDto] })
  timeline: TrackingTimelineEntryDto[];

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  estimatedReadyAt: string | null;

  @ApiProperty({
    type: TrackingQuoteDto,
    nullable: true,
    description: 'The current quote, with Approve and Decline while it is pending; null before one is sent',
  })
  quote: TrackingQuoteDto | null;

  @ApiProperty({
    type: TrackingBillDto,
    description:
      'What the customer pays: the booked services, the approved quote, or the diagnostic after a return',
  })
  bill: TrackingBillDto;

  @ApiProperty({ type: TrackingShopDto })
  shop: TrackingShopDto;
}
