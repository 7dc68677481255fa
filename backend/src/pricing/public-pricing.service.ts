import { Injectable } from '@nestjs/common';
import { CacheCoherence } from '../common/cache-coherence/cache-coherence.service.js';
import type { VersionedCache } from '../common/cache-coherence/versioned-cache.js';
import { prepareBody, type PreparedBody } from '../common/http/prepared-body.js';
import type { PublicPricingDto } from './dto/public-pricing.dto.js';
import { centsToDollars } from '../common/money/money.js';
import { priceByRule } from './price-book.js';
import { PUBLIC_PRICING_CACHE_CONTROL } from './pricing.constants.js';
import { RetailPricesRepository } from './retail-prices.repository.js';

/** One version of the map: the object (for the server-rendered pages) and its bytes (for the API). */
interface PricingSnapshot {
  map: PublicPricingDto;
  body: PreparedBody;
}

/**
 * Keeps the public price map and the bytes of GET /api/pricing/all (serialised, brotli and gzip
 * copies, their ETags): built on the first read after a change committed through any instance,
 * then sent as they are (common/http/prepared-body). The server-rendered device pages are rendered
 * with the same map (`map()`: one object per version, so a page is rendered once per version). A
 * save calls `invalidate()` after its commit, so this instance's next read shows it at once.
 */
@Injectable()
export class PublicPricingService {
  private readonly cache: VersionedCache<PricingSnapshot>;

  constructor(
    private readonly cells: RetailPricesRepository,
    coherence: CacheCoherence,
  ) {
    this.cache = coherence.cache(['catalogue', 'prices'], () => this.build());
  }

  /** The cached bytes when they are known current (the hot path: no promise, no allocation). */
  current(): PreparedBody | null {
    return this.cache.peek()?.body ?? null;
  }

  async load(): Promise<PreparedBody> {
    return (await this.cache.get()).body;
  }

  /** The current map, the same object until a change (a data source of the server-rendered pages). */
  async map(): Promise<PublicPricingDto> {
    return (await this.cache.get()).map;
  }

  invalidate(): void {
    this.cache.drop();
  }

  private async build(): Promise<PricingSnapshot> {
    const pricing: PublicPricingDto['pricing'] = {};
    // Each cell by the one price rule: available exactly when booking, check-in and quotes offer it.
    for (const cell of await this.cells.publicCells()) {
      (pricing[cell.device] ??= {})[cell.service] = {
        available: priceByRule(cell.cellCents, cell.basePriceCents) !== null,
        price: centsToDollars(cell.cellCents),
      };
    }
    const map = { pricing };
    // Compressed hard: the bytes are kept until the next save.
    const body = prepareBody(Buffer.from(JSON.stringify(map)), {
      type: 'application/json; charset=utf-8',
      cacheControl: PUBLIC_PRICING_CACHE_CONTROL,
      compress: true,
      brotliQuality: 11,
    });
    return { map, body };
  }
}
