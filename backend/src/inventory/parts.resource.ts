import { Permission } from '../auth/permissions.js';
import { centsToDollars, dollarsToCents } from '../common/money/money.js';
import type { CatalogueResource } from '../catalogue/catalogue-resource.js';
import { AdminPartDto } from './dto/admin-part.dto.js';
import { CreatePartDto } from './dto/create-part.dto.js';
import { PartListDto } from './dto/part-list.dto.js';
import { UpdatePartDto } from './dto/update-part.dto.js';
import { Part } from './entities/part.entity.js';

export const UNKNOWN_PART_MODEL_MESSAGE = 'No device model of the catalogue has this id';

/** A part as staff see it, stock included. */
export function partItem(p: Part): AdminPartDto {
  const available = p.quantity - p.reserved;
  return {
    id: p.id,
    slug: p.slug,
    name: p.partName,
    deviceModelId: p.deviceModelId,
    deviceModelName: p.deviceModel?.modelName ?? null,
    partType: p.partType,
    supplier: p.supplier,
    unitCost: centsToDollars(p.unitPriceCents),
    sellPriceCents: p.sellPriceCents,
    reorderLevel: p.reorderLevel,
    onHand: p.quantity,
    reserved: p.reserved,
    available,
    lowStock: p.retiredAt === null && available <= p.reorderLevel,
    lastRestockedAt: p.lastRestocked ? p.lastRestocked.toISOString() : null,
    displayOrder: p.displayOrder,
    retiredAt: p.retiredAt ? p.retiredAt.toISOString() : null,
    createdAt: p.createdAt.toISOString(),
  };
}

/**
 * Parts in the back office (workshop spec 3): a catalogue resource like device models, under
 * /api/admin/inventory. Its stock is the ledger's (inventory.service.ts), never edited here.
 */
export const parts: CatalogueResource<Part, AdminPartDto, PartListDto, CreatePartDto, UpdatePartDto> = {
  table: 'inventory',
  entity: Part,
  noun: 'part',
  operationNames: ['Parts', 'Part'],
  path: 'admin/inventory',
  readPermission: Permission.InventoryRead,
  writePermission: Permission.InventoryWrite,
  public: false,
  uniqueConstraints: { slug: 'uq_inventory_slug', name: 'uq_inventory_part_name' },
  references: [
    { constraint: 'fk_inventory_device_model', field: 'deviceModelId', message: UNKNOWN_PART_MODEL_MESSAGE },
  ],
  dto: { item: AdminPartDto, list: PartListDto, create: CreatePartDto, update: UpdatePartDto },
  order: { displayOrder: 'ASC', partName: 'ASC' },
  nameOf: (p) => p.partName,
  toItem: partItem,
  toList: (items) => ({ items }),
  fromCreate: (body) => ({
    partName: body.name,
    deviceModelId: body.deviceModelId ?? null,
    partType: body.partType ?? null,
    supplier: body.supplier ?? null,
    unitPriceCents: dollarsToCents(body.unitCost),
    sellPriceCents: body.sellPriceCents ?? dollarsToCents(body.unitCost),
    reorderLevel: body.reorderLevel ?? 0,
  }),
  applyUpdate: (p, body) => {
    if (body.name !== undefined) p.partName = body.name;
    if (body.deviceModelId !== undefined) {
      p.deviceModelId = body.deviceModelId;
      // The loaded model would be written back over the new id: the id alone says which.
      p.deviceModel = undefined;
    }
    if (body.partType !== undefined) p.partType = body.partType;
    if (body.supplier !== undefined) p.supplier = body.supplier;
    if (body.unitCost !== undefined) p.unitPriceCents = dollarsToCents(body.unitCost);
    if (body.sellPriceCents !== undefined) p.sellPriceCents = body.sellPriceCents;
    if (body.reorderLevel !== undefined) p.reorderLevel = body.reorderLevel;
  },
};
