import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../../appointments/appointment-status.js';

/** A move of an appointment's life cycle. */
export class ChangeAppointmentStatusDto {
  @ApiProperty({ enum: APPOINTMENT_STATUSES, enumName: 'AppointmentStatus', example: 'confirmed' })
  @IsIn(APPOINTMENT_STATUSES)
  status: AppointmentStatus;

  @ApiPropertyOptional({
    enum: APPOINTMENT_STATUSES,
    enumName: 'AppointmentStatus',
    description: 'The status the client last saw; 409 if the appointment has changed since',
  })
  @IsOptional()
  @IsIn(APPOINTMENT_STATUSES)
  expectedStatus?: AppointmentStatus;
}
