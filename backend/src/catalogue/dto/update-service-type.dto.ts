import { CatalogueBasePrice, CatalogueName, WarrantyDays } from './catalogue-fields.js';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { given, WARRANTY_MAX_LENGTH, trim } from '../catalogue-admin.rules.js';

/** The fields to change; the public id (slug) never changes. */
export class UpdateServiceTypeDto {
  @CatalogueName('Screen Replacement', { partial: true })
  name?: string;

  @CatalogueBasePrice(129, { partial: true })
  basePrice?: number;

  @ApiPropertyOptional({ example: '90 days', maxLength: WARRANTY_MAX_LENGTH })
  @ValidateIf(given)
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Warranty is required' })
  @MaxLength(WARRANTY_MAX_LENGTH)
  warranty?: string;

  @WarrantyDays({ partial: true })
  warrantyDays?: number;
}
