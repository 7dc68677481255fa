import { EmailField, PhoneField } from '../../common/contact-fields.js';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/**
 * A walk-in customer (spec 9): name and phone, and an e-mail if they give one. The phone is always
 * asked for: the pickup and the tracking look-up confirm the customer by its last 4 digits.
 */
export class WalkInCustomerDto {
  @ApiProperty({ example: 'Jane Doe', maxLength: 200 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(200)
  name: string;

  @PhoneField()
  phone: string;

  @EmailField({
    optional: true,
    description:
      'Optional: a walk-in may give a phone only; then no e-mail about the order is queued until their customer record gets an address',
  })
  email?: string;
}
