import { Module } from '@nestjs/common';
import { AdminPricingController } from './admin-pricing.controller.js';
import { PriceBook } from './price-book.js';
import { PricingService } from './pricing.service.js';
import { PublicPricingController } from './public-pricing.controller.js';
import { PublicPricingService } from './public-pricing.service.js';
import { RetailPricesRepository } from './retail-prices.repository.js';

/**
 * Retail prices: the one price rule (PriceBook), the public map (cached bytes), the staff matrix,
 * its history and CSV.
 */
@Module({
  controllers: [PublicPricingController, AdminPricingController],
  providers: [PricingService, PublicPricingService, RetailPricesRepository, PriceBook],
  exports: [PublicPricingService, PriceBook],
})
export class PricingModule {}
