import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { AppointmentService } from './appointment-service.entity.js';

@Entity({ name: 'appointments' })
export class Appointment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'customer_id', type: 'uuid', nullable: true })
  customerId: string | null;

  @Column({ name: 'appointment_date', type: 'timestamptz' })
  appointmentDate: Date;

  @Column({ name: 'appointment_type', type: 'text' })
  appointmentType: string;

  @Column({ name: 'device_info', type: 'text', nullable: true })
  deviceInfo: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'text', default: 'scheduled' })
  status: string;

  @Column({ name: 'device_brand', type: 'text', nullable: true })
  deviceBrand: string | null;

  @Column({ name: 'device_model', type: 'text', nullable: true })
  deviceModel: string | null;

  @Column({ name: 'repair_services', type: 'text', array: true, nullable: true })
  repairServices: string[] | null;

  @Column({ name: 'estimated_price_cents', type: 'integer', nullable: true })
  estimatedPriceCents: number | null;

  @Column({ name: 'estimated_duration', type: 'integer', nullable: true })
  estimatedDuration: number | null;

  @Column({ name: 'customer_first_name', type: 'text', nullable: true })
  customerFirstName: string | null;

  @Column({ name: 'customer_last_name', type: 'text', nullable: true })
  customerLastName: string | null;

  @Column({ name: 'customer_phone', type: 'text', nullable: true })
  customerPhone: string | null;

  @Column({ name: 'customer_email', type: 'text', nullable: true })
  customerEmail: string | null;

  /** Short public booking reference, e.g. RB-7K4Q9M (unique). */
  @Column({ type: 'text', unique: true })
  reference: string;

  /** Which of the slot's seats (1..capacity) this booking holds; unique per slot among active bookings. */
  @Column({ type: 'smallint', default: 1 })
  seat: number;

  @Column({ name: 'discount_cents', type: 'integer', default: 0 })
  discountCents: number;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @OneToMany(() => AppointmentService, (s) => s.appointment)
  services?: AppointmentService[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
