import { Inject, Injectable } from '@nestjs/common';
import type { ElectronicsStore, WithContext } from 'schema-dts';
import { ClosedDaysRepository } from '../appointments/closed-days.repository.js';
import { addDays, shopDay } from '../appointments/shop-days.js';
import { CacheCoherence } from '../common/cache-coherence/cache-coherence.service.js';
import type { VersionedCache } from '../common/cache-coherence/versioned-cache.js';
import { Clock } from '../common/clock/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { CLOSED_DAYS_AHEAD, shopStructuredData } from './shop-structured-data.js';

/** The shop's structured data for one shop day: a new object whenever it changes. */
export interface ShopData {
  day: string;
  jsonLd: WithContext<ElectronicsStore>;
}

/**
 * The shop's structured data as the site shows it now: kept until a closed day is added or
 * removed through any instance (the `closedDays` cache topic) or the shop's day turns.
 */
@Injectable()
export class ShopDataService {
  private readonly cache: VersionedCache<ShopData>;
  private images = { photo: '/images/logo.svg', logo: '/images/logo.svg' };

  constructor(
    private readonly closedDays: ClosedDaysRepository,
    private readonly clock: Clock,
    coherence: CacheCoherence,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.cache = coherence.cache(['closedDays'], () => this.build());
  }

  /** The shop's data now, naming the built site's pictures of the shop (its share image, its logo). */
  async current(images: { photo: string; logo: string } = this.images): Promise<ShopData> {
    if (images.photo !== this.images.photo || images.logo !== this.images.logo) {
      this.images = images;
      this.cache.drop();
    }
    const today = shopDay(this.clock.now(), this.config.shop.timeZone);
    const held = this.cache.peek() ?? (await this.cache.get());
    if (held.day === today) return held;
    this.cache.drop();
    return this.cache.get();
  }

  private async build(): Promise<ShopData> {
    const day = shopDay(this.clock.now(), this.config.shop.timeZone);
    const closed = await this.closedDays.between(day, addDays(day, CLOSED_DAYS_AHEAD - 1));
    return {
      day,
      jsonLd: shopStructuredData(
        this.config.shop,
        this.config.mail.publicUrl,
        closed.map((c) => c.day),
        this.images,
      ),
    };
  }
}
