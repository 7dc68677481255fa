import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { IsDollars } from '../../common/money/money.js';
import {
  given,
  MAX_BASE_PRICE_DOLLARS,
  NAME_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  trim,
  WARRANTY_DAYS_MAX,
} from '../catalogue-admin.rules.js';

/**
 * The fields every catalogue resource's DTOs share (name, public id, base price, and the admin
 * item's order and retirement), each one decorator: documented, trimmed and validated alike.
 * `partial`: the field of an update body, which may be left out (but not sent as null).
 */

/** The row's name: required, trimmed, at most NAME_MAX_LENGTH characters. */
export function CatalogueName(example: string, { partial = false } = {}): PropertyDecorator {
  return applyDecorators(
    partial
      ? ApiPropertyOptional({ example, maxLength: NAME_MAX_LENGTH })
      : ApiProperty({ example, maxLength: NAME_MAX_LENGTH }),
    ...(partial ? [ValidateIf(given)] : []),
    Transform(trim),
    IsString(),
    IsNotEmpty({ message: 'Name is required' }),
    MaxLength(NAME_MAX_LENGTH),
  );
}

/** The public id of a new row (never changed later): optional, made from the name when left out. */
export function CatalogueSlug(example: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      example,
      maxLength: SLUG_MAX_LENGTH,
      pattern: SLUG_PATTERN.source,
      description: 'Public id; made from the name when left out',
    }),
    IsOptional(),
    Transform(trim),
    IsString(),
    MaxLength(SLUG_MAX_LENGTH),
    Matches(SLUG_PATTERN, { message: 'slug must be lower-case letters and digits joined by dashes' }),
  );
}

/** A base price in dollars with at most 2 decimals, from 0 to MAX_BASE_PRICE_DOLLARS. */
export function CatalogueBasePrice(example: number, { partial = false } = {}): PropertyDecorator {
  const doc = {
    example,
    minimum: 0,
    maximum: MAX_BASE_PRICE_DOLLARS,
    description: partial ? 'Dollars, at most 2 decimals' : 'Base price in dollars, at most 2 decimals',
  };
  return applyDecorators(
    partial ? ApiPropertyOptional(doc) : ApiProperty(doc),
    ...(partial ? [ValidateIf(given)] : []),
    IsDollars({ message: 'basePrice must be a number of dollars with at most 2 decimals' }),
    Min(0),
    Max(MAX_BASE_PRICE_DOLLARS),
  );
}

/** A service's warranty in whole days, 0 to WARRANTY_DAYS_MAX (0 by default on a new service). */
export function WarrantyDays({ partial = false } = {}): PropertyDecorator {
  const doc = {
    type: 'integer' as const,
    example: 90,
    minimum: 0,
    maximum: WARRANTY_DAYS_MAX,
    description: partial ? 'Warranty in days (0: none)' : 'Warranty in days from pickup (0: none)',
  };
  return applyDecorators(
    partial ? ApiPropertyOptional(doc) : ApiProperty(doc),
    ...(partial ? [ValidateIf(given)] : []),
    IsInt({ message: 'warrantyDays must be a whole number of days' }),
    Min(0),
    Max(WARRANTY_DAYS_MAX),
  );
}

/** What every admin item of a catalogue resource answers besides its own fields. */
export class AdminCatalogueItemDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: 'integer', example: 1 })
  displayOrder: number;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'When it was retired; null while on the public site',
  })
  retiredAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
