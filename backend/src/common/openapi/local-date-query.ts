import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { LOCAL_DATE } from './formats.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An optional day of a query (YYYY-MM-DD, shop time): documented, and a 400 naming the field otherwise. */
export function LocalDateQuery(description: string, example?: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ ...LOCAL_DATE, ...(example ? { example } : {}), description }),
    IsOptional(),
    IsString(),
    Matches(DATE, { message: ({ property }) => `${property} must be a date YYYY-MM-DD` }),
  );
}
