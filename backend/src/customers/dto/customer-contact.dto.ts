import { ApiProperty } from '@nestjs/swagger';
import { CustomerNameDto } from './customer-name.dto.js';

/** A customer's name with the phone to reach them (staff views). */
export class CustomerContactDto extends CustomerNameDto {
  @ApiProperty({ example: '(555) 555-0123' })
  phone: string;
}
