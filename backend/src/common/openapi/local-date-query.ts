import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { LOCAL_DATE } from './formats.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An optional day of a query string (`from`, `to`), YYYY-MM-DD in shop time: documented and
 * checked alike wherever a list or a report takes a date range.
 */
export function LocalDateQuery(
  field: string,
  description: string,
  example: string = LOCAL_DATE.example,
): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ ...LOCAL_DATE, example, description }),
    IsOptional(),
    IsString(),
    Matches(DATE, { message: `${field} must be a date YYYY-MM-DD` }),
  );
}
