import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { modelCategories, modelSubcategories } from '../catalogue.data.js';
import { BRAND_MAX_LENGTH, given, IMAGE_MAX_LENGTH, IMAGE_PATTERN, trim } from '../catalogue-admin.rules.js';

/**
 * The fields of a device model's create and update bodies (`import * as Model`: `@Model.Brand()`),
 * each one decorator, validated alike.
 * `partial`: the field of an update body, which may be left out (but not sent as null, except the
 * subcategory, which null removes).
 */
interface FieldOptions {
  partial?: boolean;
}

const doc = (partial: boolean, options: ApiPropertyOptions) =>
  partial ? ApiPropertyOptional(options) : ApiProperty(options);

export function Category({ partial = false }: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    doc(partial, { enum: modelCategories, example: 'iphone' }),
    ...(partial ? [ValidateIf(given)] : []),
    IsIn([...modelCategories]),
  );
}

export function Subcategory({ partial = false }: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      enum: modelSubcategories,
      nullable: true,
      type: String,
      ...(partial ? { description: 'null removes it' } : { example: 'apple' }),
    }),
    IsOptional(),
    ValidateIf((_o, value) => value !== null),
    IsIn([...modelSubcategories]),
  );
}

export function Brand({ partial = false }: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    doc(partial, { example: 'Apple', maxLength: BRAND_MAX_LENGTH }),
    ...(partial ? [ValidateIf(given)] : []),
    Transform(trim),
    IsString(),
    IsNotEmpty({ message: 'Brand is required' }),
    MaxLength(BRAND_MAX_LENGTH),
  );
}

/** A picture under /images/; on a new model, the category's picture when left out. */
export function Image({ partial = false }: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      example: '/images/devices/iphone.svg',
      maxLength: IMAGE_MAX_LENGTH,
      pattern: IMAGE_PATTERN.source,
      ...(partial ? {} : { description: 'A picture under /images/; the category picture when left out' }),
    }),
    partial ? ValidateIf(given) : IsOptional(),
    Transform(trim),
    IsString(),
    MaxLength(IMAGE_MAX_LENGTH),
    Matches(IMAGE_PATTERN, {
      message: 'image must be a picture under /images/ (svg, png, jpg, webp or avif)',
    }),
  );
}

export function Bookable({ partial = false }: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional(
      partial ? {} : { default: true, description: 'False labels it Coming Soon (not bookable yet)' },
    ),
    partial ? ValidateIf(given) : IsOptional(),
    IsBoolean(),
  );
}
