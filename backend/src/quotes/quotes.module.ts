import { Module } from '@nestjs/common';
import { InventoryModule } from '../inventory/inventory.module.js';
import { WorkshopModule } from '../workshop/workshop.module.js';
import { QuoteDecisionController } from './quote-decision.controller.js';
import { QuoteRecordsModule } from './quote-records.module.js';
import { QuotesController } from './quotes.controller.js';
import { QuotesService } from './quotes.service.js';

/**
 * Quotes (workshop spec 3): versions written by staff from today's prices plus parts and labour,
 * sent to the customer, approved or declined on the tracking page.
 */
@Module({
  imports: [WorkshopModule, InventoryModule, QuoteRecordsModule],
  controllers: [QuotesController, QuoteDecisionController],
  providers: [QuotesService],
})
export class QuotesModule {}
