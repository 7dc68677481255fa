import { ApiProperty } from '@nestjs/swagger';
import { LOCAL_DATE, LOCAL_TIME } from '../../common/openapi/formats.js';

export class AvailabilitySlotDto {
  @ApiProperty({
    example: '2026-03-09T15:00:00.000Z',
    format: 'date-time',
    description: 'Send this as appointmentDate',
  })
  start: string;

  @ApiProperty({ ...LOCAL_DATE, description: 'Date in the shop time zone' })
  date: string;

  @ApiProperty({ ...LOCAL_TIME, description: 'Start time (24 h) in the shop time zone' })
  time: string;

  @ApiProperty({ description: 'False when every seat of the slot is taken' })
  available: boolean;
}
