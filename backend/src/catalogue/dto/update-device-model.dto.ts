import { CatalogueBasePrice, CatalogueName } from './catalogue-fields.js';
import * as Model from './device-model-fields.js';

/** The fields to change; the public id (slug) never changes, so links and prices keep working. */
export class UpdateDeviceModelDto {
  @CatalogueName('iPhone 18', { partial: true })
  name?: string;

  @Model.Category({ partial: true })
  category?: string;

  @Model.Subcategory({ partial: true })
  subcategory?: string | null;

  @Model.Brand({ partial: true })
  brand?: string;

  @Model.Image({ partial: true })
  image?: string;

  @CatalogueBasePrice(299, { partial: true })
  basePrice?: number;

  @Model.Bookable({ partial: true })
  bookable?: boolean;
}
