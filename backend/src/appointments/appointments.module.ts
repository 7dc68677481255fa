import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { AppointmentCustomersRepository } from './appointment-customers.repository.js';
import { IdempotencyModule } from '../common/idempotency/idempotency.module.js';
import { CustomersModule } from '../customers/customers.module.js';
import { PricingModule } from '../pricing/pricing.module.js';
import { AppointmentLifecycle } from './appointment-lifecycle.js';
import { AppointmentRepository } from './appointment.repository.js';
import { AppointmentsController } from './appointments.controller.js';
import { AppointmentsService } from './appointments.service.js';
import { BookingReminders } from './booking-reminders.js';
import { ClosedDaysRepository } from './closed-days.repository.js';
import { CheckedInOrders } from './checked-in-orders.js';

/**
 * The appointment: its repository (all its SQL), its life cycle (every status change), and booking
 * (slots and availability, bookings held by database constraints, lookup, the customer's cancel and
 * move, ICS), the shop's closed days, and the reminder e-mail of the day before.
 */
@Module({
  imports: [IdempotencyModule, PricingModule, CatalogueModule, CustomersModule],
  controllers: [AppointmentsController],
  providers: [
    AppointmentsService,
    CheckedInOrders,
    AppointmentRepository,
    AppointmentLifecycle,
    ClosedDaysRepository,
    BookingReminders,
    AppointmentCustomersRepository,
  ],
  exports: [
    AppointmentRepository,
    CheckedInOrders,
    AppointmentLifecycle,
    ClosedDaysRepository,
    BookingReminders,
    AppointmentCustomersRepository,
  ],
})
export class AppointmentsModule {}
