import { ApiProperty } from '@nestjs/swagger';
import { AdminAppointmentDto } from './admin-appointment.dto.js';
import { AppointmentStatusChangeDto } from './appointment-status-change.dto.js';

/** An appointment with the history of its status changes, oldest first. */
export class AdminAppointmentDetailDto extends AdminAppointmentDto {
  @ApiProperty({ type: [AppointmentStatusChangeDto] })
  history: AppointmentStatusChangeDto[];
}
