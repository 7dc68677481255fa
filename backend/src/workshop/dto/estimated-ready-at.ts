import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';

/** When the device should be ready, as staff tell the customer (optional at check-in). */
export function EstimatedReadyAt(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      format: 'date-time',
      maxLength: 40,
      example: '2026-03-10T22:00:00.000Z',
      description: 'When the device should be ready (shown on the tracking page)',
    }),
    IsOptional(),
    IsString(),
    IsISO8601(
      { strict: true, strictSeparator: true },
      { message: 'estimatedReadyAt must be an ISO 8601 date and time' },
    ),
    MaxLength(40),
  );
}
