import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type PriceChangeSource = 'editor' | 'import';

/** One change of one price cell: who, when, from what to what (cents; old is null for a new cell). */
@Entity({ name: 'retail_price_history' })
export class RetailPriceHistory {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id: string;

  @Column({ name: 'device_model_id', type: 'uuid' })
  deviceModelId: string;

  @Column({ name: 'service_type_id', type: 'uuid' })
  serviceTypeId: string;

  @Column({ name: 'old_price_cents', type: 'integer', nullable: true })
  oldPriceCents: number | null;

  @Column({ name: 'new_price_cents', type: 'integer' })
  newPriceCents: number;

  @Column({ name: 'changed_by', type: 'uuid', nullable: true })
  changedBy: string | null;

  @Column({ name: 'changed_by_username', type: 'text' })
  changedByUsername: string;

  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt: Date;

  @Column({ name: 'matrix_version', type: 'integer' })
  matrixVersion: number;

  @Column({ type: 'text' })
  source: PriceChangeSource;
}
