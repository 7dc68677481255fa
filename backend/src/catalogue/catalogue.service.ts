import { Injectable } from '@nestjs/common';
import { BOOKING_BRANDS, durationOf } from './booking-rules.js';
import { CatalogueRepository } from './catalogue.repository.js';
import { CacheCoherence } from '../common/cache-coherence/cache-coherence.service.js';
import type { VersionedCache } from '../common/cache-coherence/versioned-cache.js';
import { deviceCategories } from './catalogue.data.js';
import type { CatalogueDto } from './dto/catalogue.dto.js';

/**
 * Reads the repair catalogue; the answer is kept until the catalogue changes through any instance
 * (a new object each time, which the server-rendered pages key their renders by).
 */
@Injectable()
export class CatalogueService {
  private readonly cache: VersionedCache<CatalogueDto>;

  constructor(
    private readonly catalogue: CatalogueRepository,
    coherence: CacheCoherence,
  ) {
    this.cache = coherence.cache(['catalogue'], () => this.load());
  }

  getCatalogue(): Promise<CatalogueDto> {
    return this.cache.get();
  }

  /** Call after a committed change to device models or service types, so this instance's next read shows it. */
  invalidate(): void {
    this.cache.drop();
  }

  private async load(): Promise<CatalogueDto> {
    // Retired items stay in the database (history, past bookings) but leave the public site.
    const models = await this.catalogue.publicModels();
    const services = await this.catalogue.publicServices();
    return {
      categories: deviceCategories.map((c) => ({ ...c })),
      models: models.map((m) => ({
        id: m.slug,
        name: m.modelName,
        category: m.category,
        subcategory: m.subcategory,
        brand: m.brand,
        image: m.image,
        basePrice: m.basePriceCents / 100,
        displayOrder: m.displayOrder,
        bookable: m.bookable,
      })),
      services: services.map((s) => {
        const duration = durationOf(s.slug);
        return {
          id: s.slug,
          name: s.name,
          basePrice: s.basePriceCents / 100,
          warranty: s.warranty,
          displayOrder: s.displayOrder,
          durationMinutes: duration.minutes,
          categoryDurations: Object.entries(duration.byCategory).map(([category, minutes]) => ({
            category,
            minutes,
          })),
        };
      }),
      bookingBrands: BOOKING_BRANDS.map((b) => ({ ...b, categories: [...b.categories] })),
    };
  }
}
