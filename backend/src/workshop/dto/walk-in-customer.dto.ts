import { EmailField, PhoneField } from '../../common/contact-fields.js';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** A walk-in customer (spec 9): name, phone and e-mail. */
export class WalkInCustomerDto {
  @ApiProperty({ example: 'Jane Doe', maxLength: 200 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(200)
  name: string;

  @PhoneField()
  phone: string;

  @EmailField()
  email: string;
}
