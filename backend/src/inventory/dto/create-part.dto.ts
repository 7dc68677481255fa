import { CatalogueName, CatalogueSlug } from '../../catalogue/dto/catalogue-fields.js';
import { PartText, ReorderLevel, UnitCost } from './part-fields.js';

/** A new part, with no stock: stock comes only through deliveries and adjustments. */
export class CreatePartDto {
  @CatalogueName('iPhone 13 screen (OLED)')
  name: string;

  @CatalogueSlug('iphone-13-screen-oled')
  slug?: string;

  @PartText('iPhone 13', 'The device model it fits')
  deviceModel?: string | null;

  @PartText('screen', 'What kind of part (screen, battery, ...)')
  partType?: string | null;

  @PartText('Mobilesentrix', 'Who the shop buys it from')
  supplier?: string | null;

  @UnitCost()
  unitCost: number;

  @ReorderLevel()
  reorderLevel?: number;
}
