import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueController } from './catalogue.controller.js';
import { CatalogueService } from './catalogue.service.js';
import { DeviceModel } from './entities/device-model.entity.js';
import { ServiceType } from './entities/service-type.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([DeviceModel, ServiceType])],
  controllers: [CatalogueController],
  providers: [CatalogueService],
  exports: [CatalogueService],
})
export class CatalogueModule {}
