import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'service_types' })
export class ServiceType {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stable public id, e.g. `screen`, `water-damage`. */
  @Column({ type: 'text', unique: true })
  slug: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'base_price_cents', type: 'integer' })
  basePriceCents: number;

  @Column({ type: 'text' })
  warranty: string;

  /** Days of warranty from pickup; 0 = none (warranty claims are refused). */
  @Column({ name: 'warranty_days', type: 'integer', default: 0 })
  warrantyDays: number;

  @Column({ name: 'display_order', type: 'integer', default: 0 })
  displayOrder: number;

  /** When an editor retired it: hidden from the public catalogue and booking, kept for history. */
  @Column({ name: 'retired_at', type: 'timestamptz', nullable: true })
  retiredAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
