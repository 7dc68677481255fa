import { ApiProperty } from '@nestjs/swagger';

/** Whom a customer record or a booking names: the fields every view of a customer shares. */
export class CustomerNameDto {
  @ApiProperty({ example: 'Jane' })
  firstName: string;

  @ApiProperty({ example: 'Doe' })
  lastName: string;

  @ApiProperty({ example: 'jane@example.com', format: 'email' })
  email: string;
}
