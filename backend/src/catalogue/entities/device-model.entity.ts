import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'device_models' })
export class DeviceModel {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stable public id used in URLs and in the public price map, e.g. `iphone-15-pro-max`. */
  @Column({ type: 'text', unique: true })
  slug: string;

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

  @Column({ name: 'display_order', type: 'integer', default: 0 })
  displayOrder: number;

  /** When an editor retired it: hidden from the public catalogue and booking, kept for history. */
  @Column({ name: 'retired_at', type: 'timestamptz', nullable: true })
  retiredAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
