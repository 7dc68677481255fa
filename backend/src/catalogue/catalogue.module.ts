import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PricingModule } from '../pricing/pricing.module.js';
import { AdminDeviceModelsController } from './admin-device-models.controller.js';
import { AdminServiceTypesController } from './admin-service-types.controller.js';
import { CatalogueChangesService } from './catalogue-changes.service.js';
import { CatalogueController } from './catalogue.controller.js';
import { CatalogueService } from './catalogue.service.js';
import { DeviceModelsAdminService } from './device-models-admin.service.js';
import { DeviceModel } from './entities/device-model.entity.js';
import { ServiceType } from './entities/service-type.entity.js';
import { ServiceTypesAdminService } from './service-types-admin.service.js';

/** The repair catalogue: the public read (cached) and the back-office edits of models and service types. */
@Module({
  imports: [TypeOrmModule.forFeature([DeviceModel, ServiceType]), PricingModule],
  controllers: [CatalogueController, AdminDeviceModelsController, AdminServiceTypesController],
  providers: [CatalogueService, CatalogueChangesService, DeviceModelsAdminService, ServiceTypesAdminService],
  exports: [CatalogueService],
})
export class CatalogueModule {}
