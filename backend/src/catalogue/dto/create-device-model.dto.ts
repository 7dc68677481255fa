import { CatalogueBasePrice, CatalogueName, CatalogueSlug } from './catalogue-fields.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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
import { BRAND_MAX_LENGTH, IMAGE_MAX_LENGTH, IMAGE_PATTERN, trim } from '../catalogue-admin.rules.js';

export class CreateDeviceModelDto {
  @CatalogueName('iPhone 18')
  name: string;

  @CatalogueSlug('iphone-18')
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

  @CatalogueBasePrice(299)
  basePrice: number;

  @ApiPropertyOptional({ default: true, description: 'False labels it Coming Soon (not bookable yet)' })
  @IsOptional()
  @IsBoolean()
  bookable?: boolean;
}
