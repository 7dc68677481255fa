import { Column, Entity } from 'typeorm';
import { CatalogueRowEntity } from './catalogue-row.entity.js';

@Entity({ name: 'service_types' })
/** A service type (its slug, e.g. `screen`, `water-damage`, is its public id). */
export class ServiceType extends CatalogueRowEntity {
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
