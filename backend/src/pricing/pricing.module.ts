import { PricingImportBodyLimit } from './import-body.js';
import { Module } from '@nestjs/common';
import { AdminPricingController } from './admin-pricing.controller.js';
import { PricingService } from './pricing.service.js';
import { PublicPricingController } from './public-pricing.controller.js';
import { PublicPricingService } from './public-pricing.service.js';

/** Retail prices: the public map (cached bytes), the staff matrix, its history and CSV. */
@Module({
  controllers: [PublicPricingController, AdminPricingController],
  providers: [PricingService, PublicPricingService, PricingImportBodyLimit],
  exports: [PublicPricingService],
})
export class PricingModule {}
