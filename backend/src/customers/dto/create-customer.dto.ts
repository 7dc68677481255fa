import { EmailField, PhoneField } from '../../common/contact-fields.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** The discount signup of the popup (spec 7): the same rules as the form (spec 5), checked again here. */
export class CreateCustomerDto {
  @ApiProperty({ example: 'Jane', minLength: 2, maxLength: 100 })
  @Transform(trim)
  @IsString()
  @MinLength(2, { message: 'First name must be at least 2 characters' })
  @MaxLength(100)
  firstName: string;

  @ApiProperty({ example: 'Doe', minLength: 2, maxLength: 100 })
  @Transform(trim)
  @IsString()
  @MinLength(2, { message: 'Last name must be at least 2 characters' })
  @MaxLength(100)
  lastName: string;

  @PhoneField()
  phone: string;

  @EmailField()
  email: string;

  @ApiProperty({ enum: ['popup_10_off'], example: 'popup_10_off' })
  @IsIn(['popup_10_off'])
  discountClaimed: 'popup_10_off';

  @ApiPropertyOptional({ example: 'Discount signup via popup', maxLength: 200 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  deviceInfo?: string;
}
