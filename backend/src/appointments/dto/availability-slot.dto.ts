import { ApiProperty } from '@nestjs/swagger';

export class AvailabilitySlotDto {
  @ApiProperty({
    example: '2026-03-09T15:00:00.000Z',
    format: 'date-time',
    description: 'Send this as appointmentDate',
  })
  start: string;

  @ApiProperty({ example: '2026-03-09', description: 'Date in the shop time zone' })
  date: string;

  @ApiProperty({ example: '10:00', description: 'Start time (24 h) in the shop time zone' })
  time: string;

  @ApiProperty({ description: 'False when every seat of the slot is taken' })
  available: boolean;
}
