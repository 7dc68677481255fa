import { ApiProperty } from '@nestjs/swagger';

/** A booked service with its price at booking time. */
export class AdminAppointmentServiceDto {
  @ApiProperty({ example: 'Screen Repair' })
  name: string;

  @ApiProperty({ type: 'integer', example: 27900, description: 'Price in cents at booking time' })
  priceCents: number;
}
