import { ApiProperty } from '@nestjs/swagger';
import { AvailabilitySlotDto } from './availability-slot.dto.js';

/** The slots of the booking window (spec 9) and whether each can still be booked. */
export class AvailabilityDto {
  @ApiProperty({ example: 'America/Chicago' })
  timeZone: string;

  @ApiProperty({ type: 'integer', example: 30, description: 'Minutes per slot' })
  slotMinutes: number;

  @ApiProperty({ type: [AvailabilitySlotDto] })
  slots: AvailabilitySlotDto[];
}
