import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module.js';
import { ReportsController } from './reports.controller.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';

/** The owner's numbers (workshop spec 5): figures from SQL over bookings, the orders' history and the payments (the counter's held and due through its repository), and their CSV. */
@Module({
  imports: [PaymentsModule],
  controllers: [ReportsController],
  providers: [ReportsService, ReportsRepository],
})
export class ReportsModule {}
