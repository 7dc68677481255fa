import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

import { PHONE_PATTERN } from '../../common/openapi/formats.js';

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

  @ApiProperty({
    example: '(555) 555-0123',
    description: 'At least 10 digits; digits, spaces and + ( ) - . only',
    minLength: 10,
    maxLength: 32,
    pattern: PHONE_PATTERN.source,
  })
  @Transform(trim)
  @IsString()
  @MaxLength(32)
  @Matches(PHONE_PATTERN, { message: 'Please enter a valid phone number' })
  phone: string;

  @ApiProperty({ example: 'jane@example.com', format: 'email', maxLength: 254 })
  @Transform(trim)
  @IsString()
  @MaxLength(254)
  @IsEmail({}, { message: 'Please enter a valid email address' })
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
