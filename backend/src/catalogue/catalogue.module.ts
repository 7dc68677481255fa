import { Module } from '@nestjs/common';
import { CacheCoherence } from '../common/cache-coherence/cache-coherence.service.js';
import { SitePages } from '../site/site.module.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { catalogueResourceController, catalogueResourceProvider } from './catalogue-resource.js';
import { CatalogueChangesService } from './catalogue-changes.service.js';
import { CatalogueRepository } from './catalogue.repository.js';
import { CatalogueSeed } from './catalogue.seed.js';
import { CatalogueController } from './catalogue.controller.js';
import { CatalogueService } from './catalogue.service.js';
import { deviceModels } from './device-models.resource.js';
import { DeviceModel } from './entities/device-model.entity.js';
import { ServiceType } from './entities/service-type.entity.js';
import { serviceTypes } from './service-types.resource.js';

/** The back-office catalogue resources: each a declaration (catalogue-resource.ts gives them their API). */
const resources = [deviceModels, serviceTypes];

/** The repair catalogue: the public read (cached) and the back-office edits of its resources. */
@Module({
  imports: [TypeOrmModule.forFeature([DeviceModel, ServiceType])],
  controllers: [CatalogueController, ...resources.map(catalogueResourceController)],
  providers: [
    CatalogueService,
    CatalogueChangesService,
    CatalogueRepository,
    CatalogueSeed,
    ...resources.map(catalogueResourceProvider),
  ],
  exports: [CatalogueService, CatalogueChangesService, CatalogueRepository],
})
export class CatalogueModule {
  constructor(pages: SitePages, catalogue: CatalogueService, coherence: CacheCoherence) {
    // The repair pages the server renders embed the catalogue (the sitemap dates them by its last change).
    pages.provide('getCatalogue', {
      read: () => catalogue.getCatalogue(),
      changedAt: () => coherence.changedAt(['catalogue']),
    });
  }
}
