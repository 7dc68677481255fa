import { ApiProperty } from '@nestjs/swagger';
import { LOCAL_DATE } from '../../common/openapi/formats.js';
import { ClosedDayBookingDto } from './closed-day-booking.dto.js';

/** A day the shop is closed, who closed it, and the bookings on it still to be called off. */
export class ClosedDayDto {
  @ApiProperty({ ...LOCAL_DATE, description: 'Date in the shop time zone' })
  day: string;

  @ApiProperty({ example: 'Stock-taking', maxLength: 120 })
  reason: string;

  @ApiProperty({ example: 'editor', description: 'The staff member who closed the day' })
  createdBy: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    type: [ClosedDayBookingDto],
    description: 'Scheduled or confirmed bookings on this day, in time order: customers to call',
  })
  bookings: ClosedDayBookingDto[];
}
