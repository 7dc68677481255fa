import { CatalogueName, CatalogueSlug } from '../../catalogue/dto/catalogue-fields.js';
import { ReorderLevel, SellPriceCents, UnitCost } from './part-fields.js';
import { PartDetailsDto } from './part-details.dto.js';

/** A new part, with no stock: stock comes only through deliveries and adjustments. */
export class CreatePartDto extends PartDetailsDto {
  @CatalogueName('iPhone 13 screen (OLED)')
  name: string;

  @CatalogueSlug('iphone-13-screen-oled')
  slug?: string;

  @UnitCost()
  unitCost: number;

  @SellPriceCents()
  sellPriceCents?: number;

  @ReorderLevel()
  reorderLevel?: number;
}
