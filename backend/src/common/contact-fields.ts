import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, Matches, MaxLength } from 'class-validator';
import { PHONE_PATTERN } from './openapi/formats.js';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** A customer's phone number, as every form takes it (a booking, a discount claim, a walk-in). */
export function PhoneField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      example: '(555) 555-0123',
      description: 'At least 10 digits; digits, spaces and + ( ) - . only',
      minLength: 10,
      maxLength: 32,
      pattern: PHONE_PATTERN.source,
    }),
    Transform(trim),
    IsString(),
    MaxLength(32),
    Matches(PHONE_PATTERN, { message: 'Please enter a valid phone number' }),
  );
}

/** A customer's e-mail address, as every form takes it. */
export function EmailField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example: 'jane@example.com', format: 'email', maxLength: 254 }),
    Transform(trim),
    IsString(),
    MaxLength(254),
    IsEmail({}, { message: 'Please enter a valid email address' }),
  );
}
