import { ApiProperty } from '@nestjs/swagger';
import { AdminCustomerClaimDto } from './admin-customer-claim.dto.js';

/** A customer as staff see it in the back office. */
export class AdminCustomerDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Jane' })
  firstName: string;

  @ApiProperty({ example: 'Doe' })
  lastName: string;

  @ApiProperty({ example: 'jane@example.com', format: 'email' })
  email: string;

  @ApiProperty({ example: '(555) 555-0123' })
  phone: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    type: 'integer',
    example: 2,
    description: 'Appointments booked with this e-mail, cancelled ones not counted',
  })
  appointmentCount: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Start of the latest such appointment',
  })
  lastAppointmentAt: string | null;

  @ApiProperty({ type: AdminCustomerClaimDto, nullable: true })
  claim: AdminCustomerClaimDto | null;
}
