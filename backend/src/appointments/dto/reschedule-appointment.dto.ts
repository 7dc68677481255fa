import { ApiProperty } from '@nestjs/swagger';
import { IsISO8601, IsString, MaxLength } from 'class-validator';
import { BookingAccessDto } from './booking-access.dto.js';

/** Move a booking to another slot: the e-mail it was made with, and the new slot's start. */
export class RescheduleAppointmentDto extends BookingAccessDto {
  @ApiProperty({
    example: '2026-03-10T15:30:00.000Z',
    format: 'date-time',
    maxLength: 40,
    description: 'Start of one of the offered slots (an availability slot’s start)',
  })
  @IsString()
  @IsISO8601(
    { strict: true, strictSeparator: true },
    { message: 'appointmentDate must be an ISO 8601 date and time' },
  )
  @MaxLength(40)
  appointmentDate: string;
}
