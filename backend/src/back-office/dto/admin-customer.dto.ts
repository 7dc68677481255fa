import { ApiProperty, PickType } from '@nestjs/swagger';
import { CustomerRecordDto } from '../../customers/dto/customer-record.dto.js';
import { AdminCustomerClaimDto } from './admin-customer-claim.dto.js';

/** A customer record as the back-office list shows it. */
export class AdminCustomerDto extends PickType(CustomerRecordDto, [
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'createdAt',
  'erasedAt',
] as const) {
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
