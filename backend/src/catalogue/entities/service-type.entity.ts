import { Column, Entity } from 'typeorm';
import { CatalogueRow } from './catalogue-row.entity.js';

@Entity({ name: 'service_types' })
export class ServiceType extends CatalogueRow {
  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'base_price_cents', type: 'integer' })
  basePriceCents: number;

  @Column({ type: 'text' })
  warranty: string;

  /** Days of warranty from pickup; 0 = none (warranty claims are refused). */
  @Column({ name: 'warranty_days', type: 'integer', default: 0 })
  warrantyDays: number;
}
