import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
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

/**
 * A customer's e-mail address, as every form takes it. `optional`: the customer may give none (a
 * walk-in with a phone only); absent, null and blank all mean none, and the property is then left out.
 */
export function EmailField(options: { optional?: boolean; description?: string } = {}): PropertyDecorator {
  const checks = [IsString(), MaxLength(254), IsEmail({}, { message: 'Please enter a valid email address' })];
  if (!options.optional)
    return applyDecorators(
      ApiProperty({ example: 'jane@example.com', format: 'email', maxLength: 254 }),
      Transform(trim),
      ...checks,
    );
  return applyDecorators(
    ApiPropertyOptional({
      example: 'jane@example.com',
      format: 'email',
      maxLength: 254,
      description: options.description,
    }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim() || undefined : value,
    ),
    IsOptional(),
    ...checks,
  );
}
