import { CatalogueBasePrice, CatalogueName, CatalogueSlug } from './catalogue-fields.js';
import * as Model from './device-model-fields.js';

export class CreateDeviceModelDto {
  @CatalogueName('iPhone 18')
  name: string;

  @CatalogueSlug('iphone-18')
  slug?: string;

  @Model.Category()
  category: string;

  @Model.Subcategory()
  subcategory?: string | null;

  @Model.Brand()
  brand: string;

  @Model.Image()
  image?: string;

  @CatalogueBasePrice(299)
  basePrice: number;

  @Model.Bookable()
  bookable?: boolean;
}
