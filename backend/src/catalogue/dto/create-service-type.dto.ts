import { CatalogueBasePrice, CatalogueName, CatalogueSlug, WarrantyDays } from './catalogue-fields.js';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { WARRANTY_MAX_LENGTH, trim } from '../catalogue-admin.rules.js';

export class CreateServiceTypeDto {
  @CatalogueName('Keyboard Repair')
  name: string;

  @CatalogueSlug('keyboard')
  slug?: string;

  @CatalogueBasePrice(79)
  basePrice: number;

  @ApiProperty({ example: '90 days', maxLength: WARRANTY_MAX_LENGTH })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Warranty is required' })
  @MaxLength(WARRANTY_MAX_LENGTH)
  warranty: string;

  @WarrantyDays({ partial: true })
  warrantyDays?: number;
}
