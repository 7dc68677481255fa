import { Module } from '@nestjs/common';
import { InventoryLedger } from './inventory-ledger.js';

/**
 * Parts (workshop spec 3): the inventory as a catalogue resource and its movements ledger, the one
 * writer of stock (InventoryLedger, used by the workshop's life cycle and by quotes).
 */
@Module({
  providers: [InventoryLedger],
  exports: [InventoryLedger],
})
export class InventoryModule {}
