import { ApiProperty } from '@nestjs/swagger';

/** The customer of an order, as checked in (an open order follows corrections of their record). */
export class RepairOrderCustomerDto {
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "The customer's record (null only when the order has no contact to match, e.g. erased)",
  })
  recordId: string | null;

  @ApiProperty({ example: 'Jane Doe' })
  name: string;

  @ApiProperty({ example: '(555) 555-0123' })
  phone: string;

  @ApiProperty({
    example: 'jane@example.com',
    description:
      'Empty when the customer gave none (a walk-in with a phone only) or was erased: no e-mail is sent about the order then',
  })
  email: string;
}
