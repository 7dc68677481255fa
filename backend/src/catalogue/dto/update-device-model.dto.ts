import { CatalogueBasePrice, CatalogueName } from './catalogue-fields.js';
import { ApiPropertyOptional } from '@nestjs/swagger';
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
import { given, BRAND_MAX_LENGTH, IMAGE_MAX_LENGTH, IMAGE_PATTERN, trim } from '../catalogue-admin.rules.js';

/** The fields to change; the public id (slug) never changes, so links and prices keep working. */
export class UpdateDeviceModelDto {
  @CatalogueName('iPhone 18', { partial: true })
  name?: string;

  @ApiPropertyOptional({ enum: modelCategories, example: 'iphone' })
  @ValidateIf(given)
  @IsIn([...modelCategories])
  category?: string;

  @ApiPropertyOptional({
    enum: modelSubcategories,
    nullable: true,
    type: String,
    description: 'null removes it',
  })
  @IsOptional()
  @ValidateIf((_o, value) => value !== null)
  @IsIn([...modelSubcategories])
  subcategory?: string | null;

  @ApiPropertyOptional({ example: 'Apple', maxLength: BRAND_MAX_LENGTH })
  @ValidateIf(given)
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Brand is required' })
  @MaxLength(BRAND_MAX_LENGTH)
  brand?: string;

  @ApiPropertyOptional({
    example: '/images/devices/iphone.svg',
    maxLength: IMAGE_MAX_LENGTH,
    pattern: IMAGE_PATTERN.source,
  })
  @ValidateIf(given)
  @Transform(trim)
  @IsString()
  @MaxLength(IMAGE_MAX_LENGTH)
  @Matches(IMAGE_PATTERN, { message: 'image must be a picture under /images/ (svg, png, jpg, webp or avif)' })
  image?: string;

  @CatalogueBasePrice(299, { partial: true })
  basePrice?: number;

  @ApiPropertyOptional()
  @ValidateIf(given)
  @IsBoolean()
  bookable?: boolean;
}
