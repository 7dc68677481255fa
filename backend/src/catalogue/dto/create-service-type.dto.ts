import { IsDollars } from '../../pricing/money.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  MAX_BASE_PRICE_DOLLARS,
  NAME_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  WARRANTY_MAX_LENGTH,
  trim,
} from '../catalogue-admin.rules.js';

export class CreateServiceTypeDto {
  @ApiProperty({ example: 'Keyboard Repair', maxLength: NAME_MAX_LENGTH })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(NAME_MAX_LENGTH)
  name: string;

  @ApiPropertyOptional({
    example: 'keyboard',
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

  @ApiProperty({
    example: 79,
    minimum: 0,
    maximum: MAX_BASE_PRICE_DOLLARS,
    description: 'Base price in dollars, at most 2 decimals',
  })
  @IsDollars({ message: 'basePrice must be a number of dollars with at most 2 decimals' })
  @Min(0)
  @Max(MAX_BASE_PRICE_DOLLARS)
  basePrice: number;

  @ApiProperty({ example: '90 days', maxLength: WARRANTY_MAX_LENGTH })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Warranty is required' })
  @MaxLength(WARRANTY_MAX_LENGTH)
  warranty: string;
}
