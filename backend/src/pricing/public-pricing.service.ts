import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { prepareBody, type PreparedBody } from '../common/http/prepared-body.js';
import { centsToDollars } from './money.js';
import { PUBLIC_PRICING_CACHE_CONTROL } from './pricing.constants.js';

/**
 * Keeps the bytes of GET /api/pricing/all (serialised, brotli and gzip copies, their ETags): built
 * on the first read after a change, then sent as they are (common/http/prepared-body). A save calls
 * `invalidate()` after its commit, so the next read shows it.
 */
@Injectable()
export class PublicPricingService {
  private ready: PreparedBody | null = null;
  private building: Promise<PreparedBody> | null = null;

  constructor(private readonly dataSource: DataSource) {}

  /** The cached bytes when there are any (the hot path: no promise, no allocation). */
  current(): PreparedBody | null {
    return this.ready;
  }

  load(): Promise<PreparedBody> {
    if (this.ready) return Promise.resolve(this.ready);
    if (!this.building) {
      const building = this.build().then(
        (representation) => {
          // Only keep it when no save invalidated it while it was being read.
          if (this.building === building) {
            this.ready = representation;
            this.building = null;
          }
          return representation;
        },
        (error: unknown) => {
          if (this.building === building) this.building = null;
          throw error;
        },
      );
      this.building = building;
    }
    return this.building;
  }

  invalidate(): void {
    this.ready = null;
    this.building = null;
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
