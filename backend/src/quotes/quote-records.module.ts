import { Module } from '@nestjs/common';
import { QuoteRepository } from './quote.repository.js';

/**
 * The quotes' records alone, with no dependencies: the workshop's tracking page reads the current
 * quote through it, while the quotes' rules (QuotesModule) build on the workshop.
 */
@Module({ providers: [QuoteRepository], exports: [QuoteRepository] })
export class QuoteRecordsModule {}
