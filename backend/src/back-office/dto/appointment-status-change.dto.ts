import { ApiProperty } from '@nestjs/swagger';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../../appointments/appointment-status.js';

/** One change of an appointment's status: from what, to what, by whom, when. */
export class AppointmentStatusChangeDto {
  @ApiProperty({ enum: APPOINTMENT_STATUSES, enumName: 'AppointmentStatus', example: 'scheduled' })
  fromStatus: AppointmentStatus;

  @ApiProperty({ enum: APPOINTMENT_STATUSES, enumName: 'AppointmentStatus', example: 'confirmed' })
  toStatus: AppointmentStatus;

  @ApiProperty({
    example: 'editor',
    description: "Staff username, or 'customer' for a customer's own cancel",
  })
  changedBy: string;

  @ApiProperty({ format: 'date-time' })
  changedAt: string;

  @ApiProperty({ type: String, nullable: true, description: "Why (a staff cancellation's reason)" })
  note: string | null;
}
