import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { BOOKING_BRANDS, durationOf } from './booking-rules.js';
import { deviceCategories } from './catalogue.data.js';
import type { CatalogueDto } from './dto/catalogue.dto.js';
import { DeviceModel } from './entities/device-model.entity.js';
import { ServiceType } from './entities/service-type.entity.js';

/** Reads the repair catalogue; the answer is kept until the catalogue changes. */
@Injectable()
export class CatalogueService {
  private cached: Promise<CatalogueDto> | null = null;

  constructor(
    @InjectRepository(DeviceModel) private readonly models: Repository<DeviceModel>,
    @InjectRepository(ServiceType) private readonly services: Repository<ServiceType>,
  ) {}

  getCatalogue(): Promise<CatalogueDto> {
    if (!this.cached) {
      this.cached = this.load();
      this.cached.catch(() => this.invalidate());
    }
    return this.cached;
  }

  /** Call after any change to device models or service types. */
  invalidate(): void {
    this.cached = null;
  }

  private async load(): Promise<CatalogueDto> {
    const [models, services] = await Promise.all([
      // Retired items stay in the database (history, past bookings) but leave the public site.
      this.models.find({ where: { retiredAt: IsNull() }, order: { displayOrder: 'ASC', modelName: 'ASC' } }),
      this.services.find({ where: { retiredAt: IsNull() }, order: { displayOrder: 'ASC', name: 'ASC' } }),
    ]);
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
