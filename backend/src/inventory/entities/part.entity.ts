import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { CatalogueRow } from '../../catalogue/entities/catalogue-row.entity.js';
import { DeviceModel } from '../../catalogue/entities/device-model.entity.js';

/**
 * A part the shop stocks (the seed spec's `inventory` table). Stock is never written here: on hand
 * (`quantity`) and `reserved` are kept by the movements ledger's trigger, so TypeORM never inserts
 * or updates them.
 */
@Entity({ name: 'inventory' })
export class Part extends CatalogueRow {
  @Column({ name: 'part_name', type: 'text' })
  partName: string;

  /** The catalogue's device model it fits (null: any device). */
  @Column({ name: 'device_model_id', type: 'uuid', nullable: true })
  deviceModelId: string | null;

  /** That model, read with the part for its name (written through deviceModelId only). */
  @ManyToOne(() => DeviceModel, { eager: true, nullable: true, createForeignKeyConstraints: false })
  @JoinColumn({ name: 'device_model_id' })
  deviceModel?: DeviceModel | null;

  @Column({ name: 'part_type', type: 'text', nullable: true })
  partType: string | null;

  @Column({ type: 'text', nullable: true })
  supplier: string | null;

  /** The unit cost in cents (the seed spec's name). */
  @Column({ name: 'unit_price_cents', type: 'integer' })
  unitPriceCents: number;

  /** What one unit is sold for on a quote, in cents. */
  @Column({ name: 'sell_price_cents', type: 'integer', default: 0 })
  sellPriceCents: number;

  @Column({ name: 'reorder_level', type: 'integer', default: 0 })
  reorderLevel: number;

  /** On hand: the sum of the movements' on-hand changes. */
  @Column({ type: 'integer', insert: false, update: false })
  quantity: number;

  /** Held for orders: the sum of the movements' reserved changes. */
  @Column({ type: 'integer', insert: false, update: false })
  reserved: number;

  @Column({ name: 'last_restocked', type: 'timestamptz', nullable: true, insert: false, update: false })
  lastRestocked: Date | null;
}
