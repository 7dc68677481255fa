import { ApiProperty } from '@nestjs/swagger';
import { CustomerContactDto } from '../../customers/dto/customer-contact.dto.js';
import { AdminCustomerClaimDto } from './admin-customer-claim.dto.js';

/** A customer as staff see it in the back office. */
export class AdminCustomerDto extends CustomerContactDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

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
