import { ApiProperty } from '@nestjs/swagger';
import { BookingBrandDto } from './booking-brand.dto.js';
import { CatalogueCategoryDto } from './catalogue-category.dto.js';
import { CatalogueModelDto } from './catalogue-model.dto.js';
import { CatalogueServiceDto } from './catalogue-service.dto.js';

export class CatalogueDto {
  @ApiProperty({ type: [CatalogueCategoryDto] })
  categories: CatalogueCategoryDto[];

  @ApiProperty({ type: [CatalogueModelDto] })
  models: CatalogueModelDto[];

  @ApiProperty({ type: [CatalogueServiceDto] })
  services: CatalogueServiceDto[];

  @ApiProperty({
    type: [BookingBrandDto],
    description: 'The brands of the booking wizard, in order (spec 9)',
  })
  bookingBrands: BookingBrandDto[];
}
