import { Module } from '@nestjs/common';

/** Pricing: filled by its own issue. */
@Module({})
export class PricingModule {}
