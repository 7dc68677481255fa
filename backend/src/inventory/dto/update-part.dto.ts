import { CatalogueName } from '../../catalogue/dto/catalogue-fields.js';
import { ReorderLevel, SellPriceCents, UnitCost } from './part-fields.js';
import { PartDetailsDto } from './part-details.dto.js';

/** The fields to change; stock is not among them (deliveries and adjustments change it). */
export class UpdatePartDto extends PartDetailsDto {
  @CatalogueName('iPhone 13 screen (OLED)', { partial: true })
  name?: string;

  @UnitCost({ partial: true })
  unitCost?: number;

  @SellPriceCents()
  sellPriceCents?: number;

  @ReorderLevel({ partial: true })
  reorderLevel?: number;
}
