import { ApiProperty, IntersectionType, OmitType } from '@nestjs/swagger';
import { REPAIR_ORDER_STATUSES, type RepairOrderStatus } from '../../repair-order/repair-order.js';
import { ChargeLineDto } from './charge-line.dto.js';
import { IntakeAnswerDto } from './intake-answer.dto.js';
import { OrderMoneyDto } from './order-money.dto.js';
import { RepairOrderCustomerDto } from './repair-order-customer.dto.js';
import { RepairOrderNoteDto } from './repair-order-note.dto.js';
import { RepairOrderServiceDto } from './repair-order-service.dto.js';
import { RepairOrderSummaryDto } from './repair-order-summary.dto.js';
import { RepairOrderEventDto } from './repair-order-event.dto.js';
import { RepairOrderTimelineEntryDto } from './repair-order-timeline-entry.dto.js';
import { WarrantyClaimSummaryDto } from './warranty-claim-summary.dto.js';

const NULLABLE_INSTANT = { type: String, format: 'date-time', nullable: true } as const;

/** A repair order as staff see it: the board's fields, intake, services with prices, money, timeline, notes and the moves allowed now. */
export class RepairOrderDto extends IntersectionType(
  OmitType(RepairOrderSummaryDto, ['services'] as const),
  OrderMoneyDto,
) {
  @ApiProperty({
    type: 'integer',
    example: 5000,
    description: 'What the customer paid so far: payments and deposits less refunds',
  })
  paidCents: number;

  @ApiProperty({
    type: 'integer',
    example: 15450,
    description: 'The balance: total − credited − paid (negative when the customer is owed a refund)',
  })
  dueCents: number;

  @ApiProperty({
    example: 'iPhone 15 Pro',
    description: "The device's model alone, as the catalogue names it (and the parts that fit it)",
  })
  deviceModel: string;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description:
      "The catalogue's device model of the device (null: an order whose model is not in the catalogue); a part for another model does not fit",
  })
  deviceModelId: string | null;

  @ApiProperty({ type: RepairOrderCustomerDto })
  customer: RepairOrderCustomerDto;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The appointment checked in, if any',
  })
  appointmentId: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'RB-4K7M2Q',
    description: "That appointment's reference",
  })
  appointmentReference: string | null;

  @ApiProperty({ type: IntakeAnswerDto })
  intake: IntakeAnswerDto;

  @ApiProperty({ type: [RepairOrderServiceDto] })
  services: RepairOrderServiceDto[];

  @ApiProperty({
    type: [ChargeLineDto],
    description:
      'What the customer is charged: the booked services, or the approved quote, or the diagnostic after a return',
  })
  charges: ChargeLineDto[];

  @ApiProperty(NULLABLE_INSTANT)
  estimatedReadyAt: string | null;

  @ApiProperty({ ...NULLABLE_INSTANT, description: 'First in_repair' })
  startedAt: string | null;

  @ApiProperty({ ...NULLABLE_INSTANT, description: 'First ready' })
  completedAt: string | null;

  @ApiProperty(NULLABLE_INSTANT)
  pickedUpAt: string | null;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The original order of a warranty claim',
  })
  warrantyOf: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'RO-4F7H2K',
    description: 'The reference of the original order of a warranty claim',
  })
  warrantyOfReference: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "A warranty claim's fault, as the customer reported it",
  })
  warrantyFault: string | null;

  @ApiProperty({
    type: [WarrantyClaimSummaryDto],
    description: 'The warranty claims made on this order, oldest first',
  })
  warrantyClaims: WarrantyClaimSummaryDto[];

  @ApiProperty({ type: [RepairOrderTimelineEntryDto] })
  timeline: RepairOrderTimelineEntryDto[];

  @ApiProperty({
    type: [RepairOrderEventDto],
    description: 'Lines of its history that are not status moves (photos deleted or removed), oldest first',
  })
  events: RepairOrderEventDto[];

  @ApiProperty({ type: [RepairOrderNoteDto] })
  notes: RepairOrderNoteDto[];

  @ApiProperty({
    enum: REPAIR_ORDER_STATUSES,
    enumName: 'RepairOrderStatus',
    isArray: true,
    description: 'The statuses it may move to now (the transitions table)',
  })
  allowedNextStatuses: RepairOrderStatus[];
}
