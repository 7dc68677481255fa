import { Column, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';

/** One cell of the retail price matrix: the price of a service for a device model, in cents. */
@Entity({ name: 'retail_prices' })
@Unique('uq_retail_prices_cell', ['deviceModelId', 'serviceTypeId'])
export class RetailPrice {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'device_model_id', type: 'uuid' })
  deviceModelId: string;

  @Column({ name: 'service_type_id', type: 'uuid' })
  serviceTypeId: string;

  /** 0 means the service is not available for the device. */
  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  /** The matrix version at which this cell last changed (optimistic concurrency). */
  @Column({ type: 'integer', default: 0 })
  version: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
