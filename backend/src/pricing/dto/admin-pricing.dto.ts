import { ApiProperty } from '@nestjs/swagger';
import { AdminPriceDto } from './admin-price.dto.js';
import { AdminPricingModelDto } from './admin-pricing-model.dto.js';
import { AdminPricingServiceDto } from './admin-pricing-service.dto.js';

export class AdminPricingDto {
  @ApiProperty({
    type: 'integer',
    example: 12,
    description: 'Matrix version these prices belong to: send it back with a save',
  })
  version: number;

  @ApiProperty({ type: [AdminPricingModelDto] })
  models: AdminPricingModelDto[];

  @ApiProperty({ type: [AdminPricingServiceDto] })
  services: AdminPricingServiceDto[];

  @ApiProperty({
    type: [AdminPriceDto],
    description: 'Cells that have a price (0 = not available); other cells have none',
  })
  prices: AdminPriceDto[];
}
