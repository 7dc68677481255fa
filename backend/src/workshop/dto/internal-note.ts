import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { FreeText } from '../../common/validation.js';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** An optional internal note (staff only, never shown to the customer): trimmed, 1 to 2000 characters. */
export function InternalNote(description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ maxLength: 2000, description }),
    IsOptional(),
    Transform(trim),
    IsString(),
    IsNotEmpty(),
    MaxLength(2000),
    FreeText(),
  );
}
