import { IsDollars } from '../../pricing/money.js';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import {
  given,
  MAX_BASE_PRICE_DOLLARS,
  NAME_MAX_LENGTH,
  WARRANTY_MAX_LENGTH,
  trim,
} from '../catalogue-admin.rules.js';

/** The fields to change; the public id (slug) never changes. */
export class UpdateServiceTypeDto {
  @ApiPropertyOptional({ example: 'Screen Replacement', maxLength: NAME_MAX_LENGTH })
  @ValidateIf(given)
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(NAME_MAX_LENGTH)
  name?: string;

  @ApiPropertyOptional({
    example: 129,
    minimum: 0,
    maximum: MAX_BASE_PRICE_DOLLARS,
    description: 'Dollars, at most 2 decimals',
  })
  @ValidateIf(given)
  @IsDollars({ message: 'basePrice must be a number of dollars with at most 2 decimals' })
  @Min(0)
  @Max(MAX_BASE_PRICE_DOLLARS)
  basePrice?: number;

  @ApiPropertyOptional({ example: '90 days', maxLength: WARRANTY_MAX_LENGTH })
  @ValidateIf(given)
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Warranty is required' })
  @MaxLength(WARRANTY_MAX_LENGTH)
  warranty?: string;
}
