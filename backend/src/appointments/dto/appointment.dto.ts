import { ApiProperty } from '@nestjs/swagger';
import { LOCAL_DATE, LOCAL_TIME } from '../../common/openapi/formats.js';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../appointment-status.js';
import { AppointmentServiceLineDto } from './appointment-service-line.dto.js';

/** A booking as its customer sees it (created, looked up, moved or cancelled): the server's own figures. */
export class AppointmentDto {
  @ApiProperty({
    example: 'RB-7K4Q9M',
    pattern: '^RB-[0-9A-Z]{4,10}$',
    description: 'Short booking reference',
  })
  reference: string;

  @ApiProperty({ enum: APPOINTMENT_STATUSES, enumName: 'AppointmentStatus', example: 'scheduled' })
  status: AppointmentStatus;

  @ApiProperty({ example: '2026-03-09T15:00:00.000Z', format: 'date-time' })
  appointmentDate: string;

  @ApiProperty({ example: 'America/Chicago', description: "The shop's time zone" })
  timeZone: string;

  @ApiProperty({ ...LOCAL_DATE, description: 'Date in the shop time zone' })
  localDate: string;

  @ApiProperty({ ...LOCAL_TIME, description: 'Start time (24 h) in the shop time zone' })
  localTime: string;

  @ApiProperty({ example: 'Apple' })
  deviceBrand: string;

  @ApiProperty({ example: 'iphone-15-pro', description: 'Catalogue model id' })
  deviceModel: string;

  @ApiProperty({ example: 'Apple iPhone 15 Pro' })
  deviceInfo: string;

  @ApiProperty({ type: [AppointmentServiceLineDto] })
  services: AppointmentServiceLineDto[];

  @ApiProperty({ type: 'integer', example: 27900, description: 'Estimate in cents after any discount' })
  estimatedPrice: number;

  @ApiProperty({ type: 'integer', example: 1000, description: 'Discount taken off the estimate, in cents' })
  discount: number;

  @ApiProperty({ type: 'integer', example: 80, description: 'Estimated duration in minutes' })
  estimatedDuration: number;

  @ApiProperty({ example: 'Jane' })
  customerFirstName: string;

  @ApiProperty({ description: 'Whether the customer can still cancel it' })
  cancellable: boolean;

  @ApiProperty({ description: 'Whether the customer can still move it to another slot' })
  reschedulable: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'RO-7K4Q9M',
    pattern: '^RO-[0-9A-Z]{6}$',
    description:
      "Once checked in, the repair order's reference, to follow the repair on the tracking look-up (/track) with the phone's last 4 digits; null before (and on other answers than the look-up)",
  })
  repairReference: string | null;
}
