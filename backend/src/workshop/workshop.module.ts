import { Module } from '@nestjs/common';
import { RepairOrderCustomersRepository } from './repair-order-customers.repository.js';
import { SitePages } from '../site/site.module.js';
import { AppointmentsModule } from '../appointments/appointments.module.js';
import { CheckedInOrders } from '../appointments/checked-in-orders.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { CustomersModule } from '../customers/customers.module.js';
import { InventoryModule } from '../inventory/inventory.module.js';
import { PricingModule } from '../pricing/pricing.module.js';
import { Bill } from './bill.js';
import { CheckInController } from './check-in.controller.js';
import { OrderEmails } from './order-emails.js';
import { OrderEmailsController } from './order-emails.controller.js';
import { OrderParts } from './order-parts.js';
import { OrderPartsController } from './order-parts.controller.js';
import { QuoteDecisionController } from './quotes/quote-decision.controller.js';
import { QuoteRepository } from './quotes/quote.repository.js';
import { QuotesController } from './quotes/quotes.controller.js';
import { QuotesService } from './quotes/quotes.service.js';
import { RepairOrderLifecycle } from './repair-order-lifecycle.js';
import { RepairOrderMail } from './repair-order-mail.js';
import { RepairOrderRepository } from './repair-order.repository.js';
import { TRACKING_RATE_LIMIT, TrackController } from './track.controller.js';
import { TrackingTokens } from './tracking-tokens.js';
import { TrackingService } from './tracking.service.js';
import { WorkshopController } from './workshop.controller.js';
import { WorkshopService } from './workshop.service.js';
import { OrderOpening } from './order-opening.service.js';
import { RepairOrderViews } from './repair-order-views.js';

/**
 * The workshop (workshop spec 1 to 4): repair orders from check-in to pickup, their one life cycle
 * (every status change), their one bill, their parts (held, waited for, used: the parts ledger), quotes (written from the one price rule, sent, approved or
 * declined on the tracking page), tracking tokens and the customer's tracking page, the workshop's
 * e-mails, and warranty claims.
 */
@Module({
  imports: [AppointmentsModule, InventoryModule, PricingModule, CustomersModule, CatalogueModule],
  controllers: [
    WorkshopController,
    CheckInController,
    TrackController,
    QuotesController,
    QuoteDecisionController,
    OrderPartsController,
    OrderEmailsController,
  ],
  providers: [
    OrderOpening,
    WorkshopService,
    RepairOrderViews,
    RepairOrderRepository,
    RepairOrderLifecycle,
    RepairOrderMail,
    TrackingTokens,
    TrackingService,
    Bill,
    QuoteRepository,
    QuotesService,
    OrderParts,
    OrderEmails,
    RepairOrderCustomersRepository,
  ],
  // For the counter (payments): the order, its life cycle (pickup), tracking links and the opening
  // (a deposit asked at check-in); for
  // customers' pages: a customer's orders and quotes.
  exports: [
    RepairOrderRepository,
    RepairOrderLifecycle,
    TrackingTokens,
    RepairOrderCustomersRepository,
    OrderOpening,
  ],
})
export class WorkshopModule {
  constructor(
    pages: SitePages,
    tracking: TrackingService,
    checkedIn: CheckedInOrders,
    orders: RepairOrderRepository,
  ) {
    // A checked-in booking's look-up names its repair order (issue 39 item 10).
    checkedIn.register({ referenceOfAppointment: (id) => orders.referenceOfAppointment(id) });
    // The tracking page the server renders: one visitor's data, counted per address.
    pages.provide('getRepairTracking', {
      read: ({ token }) => tracking.track(token ?? ''),
      private: { rateLimit: TRACKING_RATE_LIMIT },
    });
  }
}
