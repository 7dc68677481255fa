import { ApiProperty } from '@nestjs/swagger';

/** The device booked for repair; either may be an empty string for old bookings. */
export class AdminAppointmentDeviceDto {
  @ApiProperty({ example: 'Apple' })
  brand: string;

  @ApiProperty({ example: 'iPhone 15 Pro', description: 'Model name as it was at booking time' })
  model: string;
}
