import { ApiProperty } from '@nestjs/swagger';

/** The contact details given with a booking (as they were at booking time). */
export class AdminAppointmentCustomerDto {
  @ApiProperty({ example: 'Jane' })
  firstName: string;

  @ApiProperty({ example: 'Doe' })
  lastName: string;

  @ApiProperty({ example: 'jane@example.com', format: 'email' })
  email: string;

  @ApiProperty({ example: '(555) 555-0123' })
  phone: string;
}
