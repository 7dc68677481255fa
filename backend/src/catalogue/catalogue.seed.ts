import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CatalogueRepository } from './catalogue.repository.js';
import { deviceModels, modelImage, serviceTypes } from './catalogue.data.js';

/**
 * Seeds the repair catalogue on every start, idempotently: the rows missing by slug are added, the
 * others (edited by staff) stay as they are. On module init, so before anything seeded on
 * application bootstrap (the prices of these rows).
 */
@Injectable()
export class CatalogueSeed implements OnModuleInit {
  constructor(private readonly catalogue: CatalogueRepository) {}

  async onModuleInit(): Promise<void> {
    await this.catalogue.insertMissingModels(
      deviceModels.map((m, index) => ({
        slug: m.slug,
        category: m.category,
        subcategory: m.subcategory,
        brand: m.brand,
        modelName: m.name,
        image: modelImage(m.category),
        basePriceCents: m.basePrice * 100,
        bookable: m.bookable,
        displayOrder: index + 1,
      })),
    );
    await this.catalogue.insertMissingServices(
      serviceTypes.map((s, index) => ({
        slug: s.slug,
        name: s.name,
        basePriceCents: s.basePrice * 100,
        warranty: s.warranty,
        warrantyDays: s.warrantyDays,
        displayOrder: index + 1,
      })),
    );
  }
}
