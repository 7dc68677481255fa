import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { catalogueResourceController, catalogueResourceProvider } from '../catalogue/catalogue-resource.js';
import { Part } from './entities/part.entity.js';
import { InventoryController } from './inventory.controller.js';
import { InventoryLedger } from './inventory-ledger.js';
import { InventoryRepository } from './inventory.repository.js';
import { InventoryService } from './inventory.service.js';
import { parts } from './parts.resource.js';

/**
 * Parts (workshop spec 3): the inventory as a catalogue resource (list, add, edit, order, retire),
 * its movements ledger (InventoryLedger: the one writer of stock, also used by the workshop for each
 * repair order's parts, its life cycle and its quotes), deliveries and adjustments.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Part]), CatalogueModule],
  controllers: [catalogueResourceController(parts), InventoryController],
  providers: [InventoryRepository, InventoryLedger, InventoryService, catalogueResourceProvider(parts)],
  exports: [InventoryLedger],
})
export class InventoryModule {}
