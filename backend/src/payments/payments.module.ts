import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module.js';
import { PaymentCustomersRepository } from './payment-customers.repository.js';
import { IdempotencyModule } from '../common/idempotency/idempotency.module.js';
import { IntakeModule } from '../intake/intake.module.js';
import { OrderOpening } from '../workshop/order-opening.service.js';
import { RepairOrderLifecycle } from '../workshop/repair-order-lifecycle.js';
import { WorkshopModule } from '../workshop/workshop.module.js';
import { CashUpsController } from './cash-ups.controller.js';
import { CashUpsService } from './cash-ups.service.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaymentsService } from './payments.service.js';
import { ReceiptsController } from './receipts.controller.js';
import { ReceiptsRepository } from './receipts.repository.js';
import { ReceiptsService } from './receipts.service.js';
import { TrackReceiptsController } from './track-receipts.controller.js';

/**
 * The counter (counter spec 2 to 4): payments, deposits, refunds and the balance of repair orders;
 * receipts and credit notes (numbered per year without gaps); the day's cash-up. It stands above
 * the workshop: it reads orders and drives their pickup; the workshop calls back into it only
 * through what is registered here: the life cycle's pickup listener (the receipt, in the pickup's
 * transaction) and the deposit rule for a deposit asked at check-in (in the check-in's transaction).
 */
@Module({
  imports: [WorkshopModule, IdempotencyModule, CustomersModule, IntakeModule],
  controllers: [PaymentsController, ReceiptsController, TrackReceiptsController, CashUpsController],
  providers: [
    PaymentsRepository,
    PaymentsService,
    ReceiptsRepository,
    ReceiptsService,
    CashUpsService,
    PaymentCustomersRepository,
  ],
  exports: [PaymentsRepository, PaymentCustomersRepository],
})
export class PaymentsModule {
  constructor(
    lifecycle: RepairOrderLifecycle,
    receipts: ReceiptsService,
    opening: OrderOpening,
    payments: PaymentsService,
  ) {
    lifecycle.onPickedUp(async (order, actor) => {
      await receipts.issueAtPickup(order, actor.username);
    });
    opening.onDepositAsked(async (orderId, ask, staff) => {
      await payments.requestDeposit(orderId, ask, staff);
    });
  }
}
