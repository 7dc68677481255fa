import { ApiProperty } from '@nestjs/swagger';
import { LOCAL_TIME } from '../../common/openapi/formats.js';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../../appointments/appointment-status.js';
import { AdminAppointmentCustomerDto } from './admin-appointment-customer.dto.js';

/** A booking still expected on a day the shop is closed: someone to call. */
export class ClosedDayBookingDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'RB-7K4Q9M' })
  reference: string;

  @ApiProperty({ example: '2026-12-24T16:00:00.000Z', format: 'date-time' })
  startsAt: string;

  @ApiProperty({ ...LOCAL_TIME, description: 'Start time in the shop time zone' })
  localTime: string;

  @ApiProperty({ enum: APPOINTMENT_STATUSES, enumName: 'AppointmentStatus', example: 'scheduled' })
  status: AppointmentStatus;

  @ApiProperty({ type: AdminAppointmentCustomerDto })
  customer: AdminAppointmentCustomerDto;

  @ApiProperty({ example: 'Apple iPhone 15 Pro' })
  device: string;
}
