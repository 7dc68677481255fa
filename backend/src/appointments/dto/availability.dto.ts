import { ApiProperty } from '@nestjs/swagger';
import { AvailabilitySlotDto } from './availability-slot.dto.js';
import { ClosedDayNoticeDto } from './closed-day-notice.dto.js';

/** The slots of the booking window (spec 9), closed days skipped, and whether each can still be booked. */
export class AvailabilityDto {
  @ApiProperty({ example: 'America/Chicago' })
  timeZone: string;

  @ApiProperty({ type: 'integer', example: 30, description: 'Minutes per slot' })
  slotMinutes: number;

  @ApiProperty({ type: [AvailabilitySlotDto] })
  slots: AvailabilitySlotDto[];

  @ApiProperty({
    type: [ClosedDayNoticeDto],
    description: 'Days of the window on which the shop is closed (their slots are not listed)',
  })
  closedDays: ClosedDayNoticeDto[];
}
