import { Column, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'retail_prices' })
@Unique('uq_retail_prices_cell', ['deviceModelId', 'serviceTypeId'])
export class RetailPrice {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'device_model_id', type: 'uuid' })
  deviceModelId: string;

  @Column({ name: 'service_type_id', type: 'uuid' })
  serviceTypeId: string;

  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
