import { Column, Entity } from 'typeorm';
import { CatalogueRow } from './catalogue-row.entity.js';

@Entity({ name: 'device_models' })
export class DeviceModel extends CatalogueRow {
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
