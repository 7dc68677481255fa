import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CacheCoherence } from '../common/cache-coherence/cache-coherence.service.js';
import type { VersionedCache } from '../common/cache-coherence/versioned-cache.js';
import { centsToDollars } from './money.js';

/** The public price map, serialised and compressed once per change. */
export interface PricingRepresentation {
  json: Buffer;
  jsonEtag: string;
  gzip: Buffer;
  gzipEtag: string;
}

function strongEtag(bytes: Buffer, suffix = ''): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}${suffix}"`;
}

/**
 * Keeps the bytes of GET /api/pricing/all: built on the first read after a change (committed
 * through any instance), then sent as they are. A save calls `invalidate()` after its commit, so
 * this instance's next read shows it at once.
 */
@Injectable()
export class PublicPricingService {
  private readonly cache: VersionedCache<PricingRepresentation>;

  constructor(
    private readonly dataSource: DataSource,
    coherence: CacheCoherence,
  ) {
    this.cache = coherence.cache(['catalogue', 'prices'], () => this.build());
  }

  /** The cached representation when it is known current (the hot path: no promise, no allocation). */
  current(): PricingRepresentation | null {
    return this.cache.peek() ?? null;
  }

  load(): Promise<PricingRepresentation> {
    return this.cache.get();
  }

  invalidate(): void {
    this.cache.drop();
  }

  private async build(): Promise<PricingRepresentation> {
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
    const json = Buffer.from(JSON.stringify({ pricing }));
    const gzip = gzipSync(json, { level: 9 });
    return { json, jsonEtag: strongEtag(json), gzip, gzipEtag: strongEtag(json, '-gz') };
  }
}
