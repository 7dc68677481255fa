import { ApiProperty } from '@nestjs/swagger';

/** The customer of an order, as checked in. */
export class RepairOrderCustomerDto {
  @ApiProperty({ example: 'Jane Doe' })
  name: string;

  @ApiProperty({ example: '(555) 555-0123' })
  phone: string;

  @ApiProperty({ example: 'jane@example.com' })
  email: string;
}
