import { Column, Entity } from 'typeorm';
import { CatalogueRowEntity } from './catalogue-row.entity.js';

@Entity({ name: 'device_models' })
/** A device model (its slug, e.g. `iphone-15-pro-max`, is its id in URLs and the price map). */
export class DeviceModel extends CatalogueRowEntity {
  @Column({ type: 'text' })
  category: string;

  @Column({ type: 'text', nullable: true })
  subcategory: string | null;

  @Column({ type: 'text' })
  brand: string;

  @Column({ name: 'model_name', type: 'text' })
  modelName: string;

  @Column({ type: 'text' })
  image: string;

  @Column({ name: 'base_price_cents', type: 'integer' })
  basePriceCents: number;

  @Column({ type: 'boolean', default: true })
  bookable: boolean;
}
