import { ApiProperty } from '@nestjs/swagger';
import { AdminAppointmentDto } from './admin-appointment.dto.js';

/** The back-office dashboard's view of today. */
export class AdminAppointmentSummaryDto {
  @ApiProperty({
    type: 'integer',
    example: 4,
    description: 'Appointments today (shop time), cancelled ones not counted',
  })
  todayCount: number;

  @ApiProperty({
    type: AdminAppointmentDto,
    nullable: true,
    description:
      'The first appointment starting now or later that is scheduled or confirmed (not checked in, cancelled or a no-show)',
  })
  next: AdminAppointmentDto | null;

  @ApiProperty({ example: 'America/Chicago' })
  timeZone: string;
}
