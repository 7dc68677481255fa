import { ApiProperty } from '@nestjs/swagger';
import { AdminCustomerClaimDto } from './admin-customer-claim.dto.js';

/** A customer record as the back-office list shows it. */
export class AdminCustomerDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Jane' })
  firstName: string;

  @ApiProperty({ example: 'Doe' })
  lastName: string;

  @ApiProperty({ example: 'jane@example.com', description: 'Empty once erased' })
  email: string;

  @ApiProperty({ example: '(555) 555-0123' })
  phone: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  erasedAt: string | null;

  @ApiProperty({
    type: 'integer',
    example: 2,
    description: "The customer's bookings, cancelled ones not counted",
  })
  appointmentCount: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Start of the latest such appointment',
  })
  lastAppointmentAt: string | null;

  @ApiProperty({ type: 'integer', example: 1, description: "The customer's repair orders" })
  repairOrderCount: number;

  @ApiProperty({ type: AdminCustomerClaimDto, nullable: true, description: 'Their latest discount claim' })
  claim: AdminCustomerClaimDto | null;
}
