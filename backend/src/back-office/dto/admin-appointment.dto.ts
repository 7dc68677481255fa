import { ApiProperty } from '@nestjs/swagger';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../../appointments/appointment-status.js';
import { LOCAL_DATE } from '../../common/openapi/formats.js';
import { AdminAppointmentCustomerDto } from './admin-appointment-customer.dto.js';
import { AdminAppointmentDeviceDto } from './admin-appointment-device.dto.js';
import { AdminAppointmentServiceDto } from './admin-appointment-service.dto.js';

/** An appointment as staff see it in the back office. */
export class AdminAppointmentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'RB-7K4Q9M', pattern: '^RB-[0-9A-Z]{4,10}$' })
  reference: string;

  @ApiProperty({ example: '2026-03-09T15:00:00.000Z', format: 'date-time' })
  startsAt: string;

  @ApiProperty({
    example: '2026-03-09T16:20:00.000Z',
    format: 'date-time',
    description: 'startsAt plus the estimated duration',
  })
  endsAt: string;

  @ApiProperty({ ...LOCAL_DATE, description: 'Date of startsAt in the shop time zone' })
  day: string;

  @ApiProperty({ enum: APPOINTMENT_STATUSES, enumName: 'AppointmentStatus', example: 'scheduled' })
  status: AppointmentStatus;

  @ApiProperty({ type: AdminAppointmentCustomerDto })
  customer: AdminAppointmentCustomerDto;

  @ApiProperty({ type: AdminAppointmentDeviceDto })
  device: AdminAppointmentDeviceDto;

  @ApiProperty({ type: [AdminAppointmentServiceDto] })
  services: AdminAppointmentServiceDto[];

  @ApiProperty({
    type: 'integer',
    example: 33800,
    description: 'Sum of the service prices, in cents, before the discount',
  })
  estimateCents: number;

  @ApiProperty({ type: 'integer', example: 1000, description: 'Discount in cents' })
  discountCents: number;

  @ApiProperty({
    type: 'integer',
    example: 32800,
    description: 'estimateCents minus discountCents, never below 0',
  })
  totalCents: number;

  @ApiProperty({ type: String, nullable: true, example: 'Screen Repair, Battery Replacement' })
  notes: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  cancelledAt: string | null;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The repair order its check-in made, if it was checked in',
  })
  repairOrderId: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'RO-7K2M9Q', description: "That order's reference" })
  repairOrderReference: string | null;

  @ApiProperty({
    enum: APPOINTMENT_STATUSES,
    enumName: 'AppointmentStatus',
    isArray: true,
    description: 'The statuses this appointment may be changed to now',
  })
  allowedTransitions: AppointmentStatus[];
}
