import { CatalogueName } from '../../catalogue/dto/catalogue-fields.js';
import { PartText, ReorderLevel, UnitCost } from './part-fields.js';

/** The fields to change; stock is not among them (deliveries and adjustments change it). */
export class UpdatePartDto {
  @CatalogueName('iPhone 13 screen (OLED)', { partial: true })
  name?: string;

  @PartText('iPhone 13', 'The device model it fits')
  deviceModel?: string | null;

  @PartText('screen', 'What kind of part (screen, battery, ...)')
  partType?: string | null;

  @PartText('Mobilesentrix', 'Who the shop buys it from')
  supplier?: string | null;

  @UnitCost({ partial: true })
  unitCost?: number;

  @ReorderLevel({ partial: true })
  reorderLevel?: number;
}
