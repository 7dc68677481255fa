import { ApiProperty } from '@nestjs/swagger';
import { CustomerNameDto } from './customer-name.dto.js';

/** A claimed discount as answered to the visitor: the code itself is never sent back (it goes by e-mail). */
export class CustomerDto extends CustomerNameDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: ['pending', 'popup_10_off'], example: 'popup_10_off' })
  discountClaimed: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
