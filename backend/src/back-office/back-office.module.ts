import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/appointments.module.js';
import { CustomersModule } from '../customers/customers.module.js';
import { WorkshopModule } from '../workshop/workshop.module.js';
import { AdminAppointmentsController } from './admin-appointments.controller.js';
import { AdminAppointmentsService } from './admin-appointments.service.js';
import { AdminCustomersController } from './admin-customers.controller.js';
import { AdminCustomersService } from './admin-customers.service.js';
import { ClosedDaysController } from './closed-days.controller.js';
import { ClosedDaysService } from './closed-days.service.js';

/** The back office of appointments (list, search, life cycle with history), closed days and customer records (list, search, a customer's page, the check-in's match). */
@Module({
  imports: [AppointmentsModule, CustomersModule, WorkshopModule],
  controllers: [AdminAppointmentsController, AdminCustomersController, ClosedDaysController],
  providers: [AdminAppointmentsService, AdminCustomersService, ClosedDaysService],
})
export class BackOfficeModule {}
