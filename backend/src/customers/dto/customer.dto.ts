import { ApiProperty } from '@nestjs/swagger';

/** A claimed discount as answered to the visitor: the code itself is never sent back (it goes by e-mail). */
export class CustomerDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Jane' })
  firstName: string;

  @ApiProperty({ example: 'Doe' })
  lastName: string;

  @ApiProperty({ example: 'jane@example.com', format: 'email' })
  email: string;

  @ApiProperty({ enum: ['pending', 'popup_10_off'], example: 'popup_10_off' })
  discountClaimed: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
