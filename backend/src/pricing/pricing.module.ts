import { Module } from '@nestjs/common';
import { CacheCoherence } from '../common/cache-coherence/cache-coherence.service.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { HttpStages } from '../common/http/http-stages.js';
import { SitePages } from '../site/site.module.js';
import { PricingImportBodyLimit } from './import-body.js';
import { AdminPricingController } from './admin-pricing.controller.js';
import { PriceBook } from './price-book.js';
import { PricingService } from './pricing.service.js';
import { answerCachedPricing, PublicPricingController } from './public-pricing.controller.js';
import { PublicPricingService } from './public-pricing.service.js';
import { RetailPricesRepository } from './retail-prices.repository.js';
import { RetailPricesSeed } from './retail-prices.seed.js';

/**
 * Retail prices: the one price rule (PriceBook), the public map (cached bytes), the staff matrix,
 * its history and CSV.
 */
@Module({
  imports: [CatalogueModule],
  controllers: [PublicPricingController, AdminPricingController],
  providers: [
    PricingService,
    PublicPricingService,
    RetailPricesSeed,
    RetailPricesRepository,
    PriceBook,
    PricingImportBodyLimit,
  ],
  exports: [PublicPricingService, PriceBook],
})
export class PricingModule {
  constructor(
    stages: HttpStages,
    pages: SitePages,
    pricing: PublicPricingService,
    coherence: CacheCoherence,
  ) {
    // The public price map, once cached, needs nothing more (see answerCachedPricing).
    stages.add('first', () => answerCachedPricing(pricing), { path: '/api/pricing/all', getOnly: true });
    pages.provide('getAllPricing', {
      read: () => pricing.map(),
      changedAt: () => coherence.changedAt(['catalogue', 'prices']),
    });
  }
}
