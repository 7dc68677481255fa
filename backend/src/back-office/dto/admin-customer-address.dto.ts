import { ApiProperty } from '@nestjs/swagger';

/** Another e-mail (and the phone given with it) a customer booked or claimed with, or a merged record's. */
export class AdminCustomerAddressDto {
  @ApiProperty({ example: 'jane.work@example.com' })
  email: string;

  @ApiProperty({ example: '555-555-0199' })
  phone: string;

  @ApiProperty({ format: 'date-time', description: 'First seen' })
  since: string;
}
