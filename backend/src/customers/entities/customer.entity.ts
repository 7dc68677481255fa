import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'customers' })
export class Customer {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'first_name', type: 'text' })
  firstName: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName: string;

  /** Empty once erased (or for a record made without one). */
  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  phone: string;

  @Column({ name: 'device_info', type: 'text', nullable: true })
  deviceInfo: string | null;

  @Column({ name: 'discount_claimed', type: 'text', default: 'pending' })
  discountClaimed: string;

  /** The single-use discount code issued with the claim (never sent back by the API). */
  @Column({ name: 'discount_code', type: 'text', nullable: true })
  discountCode: string | null;

  @Column({ name: 'discount_code_used_at', type: 'timestamptz', nullable: true })
  discountCodeUsedAt: Date | null;

  @Column({ name: 'discount_code_used_by_appointment', type: 'uuid', nullable: true })
  discountCodeUsedByAppointment: string | null;

  @Column({ name: 'discount_claimed_at', type: 'timestamptz', nullable: true })
  discountClaimedAt: Date | null;

  /** The person's record this row is another address of (a merged record, another e-mail); null on a record. */
  @Column({ name: 'merged_into_id', type: 'uuid', nullable: true })
  mergedIntoId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'erased_at', type: 'timestamptz', nullable: true })
  erasedAt: Date | null;

  @Column({ name: 'erased_by', type: 'text', nullable: true })
  erasedBy: string | null;
}
