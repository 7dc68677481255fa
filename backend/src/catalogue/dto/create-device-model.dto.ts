import { IsDollars } from '../../pricing/money.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { modelCategories, modelSubcategories } from '../catalogue.data.js';
import {
  BRAND_MAX_LENGTH,
  IMAGE_MAX_LENGTH,
  IMAGE_PATTERN,
  MAX_BASE_PRICE_DOLLARS,
  NAME_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  trim,
} from '../catalogue-admin.rules.js';

export class CreateDeviceModelDto {
  @ApiProperty({ example: 'iPhone 18', maxLength: NAME_MAX_LENGTH })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(NAME_MAX_LENGTH)
  name: string;

  @ApiPropertyOptional({
    example: 'iphone-18',
    maxLength: SLUG_MAX_LENGTH,
    pattern: SLUG_PATTERN.source,
    description: 'Public id; made from the name when left out',
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(SLUG_MAX_LENGTH)
  @Matches(SLUG_PATTERN, { message: 'slug must be lower-case letters and digits joined by dashes' })
  slug?: string;

  @ApiProperty({ enum: modelCategories, example: 'iphone' })
  @IsIn([...modelCategories])
  category: string;

  @ApiPropertyOptional({ enum: modelSubcategories, nullable: true, type: String, example: 'apple' })
  @IsOptional()
  @ValidateIf((_o, value) => value !== null)
  @IsIn([...modelSubcategories])
  subcategory?: string | null;

  @ApiProperty({ example: 'Apple', maxLength: BRAND_MAX_LENGTH })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Brand is required' })
  @MaxLength(BRAND_MAX_LENGTH)
  brand: string;

  @ApiPropertyOptional({
    example: '/images/devices/iphone.svg',
    maxLength: IMAGE_MAX_LENGTH,
    pattern: IMAGE_PATTERN.source,
    description: 'A picture under /images/; the category picture when left out',
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(IMAGE_MAX_LENGTH)
  @Matches(IMAGE_PATTERN, { message: 'image must be a picture under /images/ (svg, png, jpg, webp or avif)' })
  image?: string;

  @ApiProperty({
    example: 299,
    minimum: 0,
    maximum: MAX_BASE_PRICE_DOLLARS,
    description: 'Base price in dollars, at most 2 decimals',
  })
  @IsDollars({ message: 'basePrice must be a number of dollars with at most 2 decimals' })
  @Min(0)
  @Max(MAX_BASE_PRICE_DOLLARS)
  basePrice: number;

  @ApiPropertyOptional({ default: true, description: 'False labels it Coming Soon (not bookable yet)' })
  @IsOptional()
  @IsBoolean()
  bookable?: boolean;
}
