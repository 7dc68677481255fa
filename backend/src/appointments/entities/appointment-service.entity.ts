import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Appointment } from './appointment.entity.js';

/** A selected service of a booking with its price and duration as they were at booking time. */
@Entity({ name: 'appointment_services' })
export class AppointmentService {
  @PrimaryColumn({ name: 'appointment_id', type: 'uuid' })
  appointmentId: string;

  @PrimaryColumn({ type: 'smallint' })
  position: number;

  @ManyToOne('Appointment', 'services', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'appointment_id' })
  appointment?: Appointment;

  @Column({ name: 'service_type_id', type: 'uuid', nullable: true })
  serviceTypeId: string | null;

  @Column({ name: 'service_slug', type: 'text' })
  serviceSlug: string;

  @Column({ name: 'service_name', type: 'text' })
  serviceName: string;

  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  @Column({ name: 'duration_minutes', type: 'integer' })
  durationMinutes: number;
}
