import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CacheCoherence } from '../common/cache-coherence/cache-coherence.service.js';
import type { VersionedCache } from '../common/cache-coherence/versioned-cache.js';
import { prepareBody, type PreparedBody } from '../common/http/prepared-body.js';
import { centsToDollars } from './money.js';
import { PUBLIC_PRICING_CACHE_CONTROL } from './pricing.constants.js';

/**
 * Keeps the bytes of GET /api/pricing/all (serialised, brotli and gzip copies, their ETags): built
 * on the first read after a change committed through any instance, then sent as they are
 * (common/http/prepared-body). A save calls `invalidate()` after its commit, so this instance's
 * next read shows it at once.
 */
@Injectable()
export class PublicPricingService {
  private readonly cache: VersionedCache<PreparedBody>;

  constructor(
    private readonly dataSource: DataSource,
    coherence: CacheCoherence,
  ) {
    this.cache = coherence.cache(['catalogue', 'prices'], () => this.build());
  }

  /** The cached bytes when they are known current (the hot path: no promise, no allocation). */
  current(): PreparedBody | null {
    return this.cache.peek() ?? null;
  }

  load(): Promise<PreparedBody> {
    return this.cache.get();
  }

  invalidate(): void {
    this.cache.drop();
  }

  private async build(): Promise<PreparedBody> {
    const rows: { device: string; service: string; price_cents: number }[] = await this.dataSource.query(
      `SELECT d.slug AS device, s.slug AS service, p.price_cents
       FROM retail_prices p
       JOIN device_models d ON d.id = p.device_model_id
       JOIN service_types s ON s.id = p.service_type_id
       WHERE d.retired_at IS NULL AND s.retired_at IS NULL
       ORDER BY d.display_order, d.slug, s.display_order, s.slug`,
    );
    const pricing: Record<string, Record<string, { available: boolean; price: number }>> = {};
    for (const row of rows) {
      (pricing[row.device] ??= {})[row.service] = {
        available: row.price_cents > 0,
        price: centsToDollars(row.price_cents),
      };
    }
    // Compressed hard: the bytes are kept until the next save.
    return prepareBody(Buffer.from(JSON.stringify({ pricing })), {
      type: 'application/json; charset=utf-8',
      cacheControl: PUBLIC_PRICING_CACHE_CONTROL,
      compress: true,
      brotliQuality: 11,
    });
  }
}
