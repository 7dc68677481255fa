import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../common/idempotency/idempotency.module.js';
import { AppointmentLifecycle } from './appointment-lifecycle.js';
import { AppointmentRepository } from './appointment.repository.js';
import { AppointmentsController } from './appointments.controller.js';
import { AppointmentsService } from './appointments.service.js';

/**
 * The appointment: its repository (all its SQL), its life cycle (every status change), and booking
 * (slots and availability, bookings held by database constraints, lookup, the customer's cancel, ICS).
 */
@Module({
  imports: [IdempotencyModule],
  controllers: [AppointmentsController],
  providers: [AppointmentsService, AppointmentRepository, AppointmentLifecycle],
  exports: [AppointmentRepository, AppointmentLifecycle],
})
export class AppointmentsModule {}
