import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { PHONE_PATTERN } from '../../common/openapi/formats.js';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** An editor's correction of a customer's contact details: only the fields sent change. */
export class UpdateCustomerContactDto {
  @ApiPropertyOptional({ example: 'Jane', minLength: 1, maxLength: 100 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'First name must not be empty' })
  @MaxLength(100)
  firstName?: string;

  @ApiPropertyOptional({ example: 'Doe', minLength: 1, maxLength: 100 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'Last name must not be empty' })
  @MaxLength(100)
  lastName?: string;

  @ApiPropertyOptional({ example: '(555) 555-0123', maxLength: 32, pattern: PHONE_PATTERN.source })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(32)
  @Matches(PHONE_PATTERN, { message: 'Please enter a valid phone number' })
  phone?: string;

  @ApiPropertyOptional({ example: 'jane@example.com', format: 'email', maxLength: 254 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(254)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email?: string;
}
