import { ApiProperty } from '@nestjs/swagger';

/** One booked service with its price as it was when booked. */
export class AppointmentServiceLineDto {
  @ApiProperty({ example: 'screen', description: 'Public service id' })
  id: string;

  @ApiProperty({ example: 'Screen Repair' })
  name: string;

  @ApiProperty({ type: 'integer', example: 27900, description: 'Cents' })
  price: number;

  @ApiProperty({ type: 'integer', example: 20, description: 'Minutes' })
  duration: number;
}
