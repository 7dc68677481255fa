import { ApiProperty } from '@nestjs/swagger';
import { LOCAL_DATE } from '../../common/openapi/formats.js';

/** The bookings made on one day of the shop (cancelled since or not). */
export class BookingsDayDto {
  @ApiProperty(LOCAL_DATE)
  day: string;

  @ApiProperty({ type: 'integer', example: 4, description: 'Bookings made on this day, shop time' })
  bookings: number;

  @ApiProperty({ type: 'integer', example: 1, description: 'Of those, how many have been cancelled since' })
  cancelled: number;
}
