import { Permission } from '../auth/permissions.js';
import { centsToDollars, dollarsToCents } from '../common/money/money.js';
import { modelCategories, modelImage, modelSubcategories } from './catalogue.data.js';
import type { CatalogueResource } from './catalogue-resource.js';
import { AdminDeviceModelDto } from './dto/admin-device-model.dto.js';
import { CreateDeviceModelDto } from './dto/create-device-model.dto.js';
import { DeviceModelListDto } from './dto/device-model-list.dto.js';
import { UpdateDeviceModelDto } from './dto/update-device-model.dto.js';
import { DeviceModel } from './entities/device-model.entity.js';

/** Device models in the back office: the devices the shop repairs, with their category, brand and base price. */
export const deviceModels: CatalogueResource<
  DeviceModel,
  AdminDeviceModelDto,
  DeviceModelListDto,
  CreateDeviceModelDto,
  UpdateDeviceModelDto
> = {
  table: 'device_models',
  entity: DeviceModel,
  noun: 'device model',
  operationNames: ['DeviceModels', 'DeviceModel'],
  path: 'admin/device-models',
  writePermission: Permission.CatalogueWrite,
  uniqueConstraints: { slug: 'device_models_slug_key', name: 'uq_device_models_name' },
  dto: {
    item: AdminDeviceModelDto,
    list: DeviceModelListDto,
    create: CreateDeviceModelDto,
    update: UpdateDeviceModelDto,
  },
  order: { displayOrder: 'ASC', modelName: 'ASC' },
  nameOf: (m) => m.modelName,
  toItem: (m) => ({
    id: m.id,
    slug: m.slug,
    name: m.modelName,
    category: m.category,
    subcategory: m.subcategory,
    brand: m.brand,
    image: m.image,
    basePrice: centsToDollars(m.basePriceCents),
    bookable: m.bookable,
    displayOrder: m.displayOrder,
    retiredAt: m.retiredAt ? m.retiredAt.toISOString() : null,
    createdAt: m.createdAt.toISOString(),
  }),
  // The form offers the categories and subcategories a model may have.
  toList: (items) => ({ items, categories: [...modelCategories], subcategories: [...modelSubcategories] }),
  fromCreate: (body) => ({
    modelName: body.name,
    category: body.category,
    subcategory: body.subcategory ?? null,
    brand: body.brand,
    // Without a picture of its own, a model shows its category's.
    image: body.image ?? modelImage(body.category),
    basePriceCents: dollarsToCents(body.basePrice),
    bookable: body.bookable ?? true,
  }),
  applyUpdate: (m, body) => {
    if (body.name !== undefined) m.modelName = body.name;
    if (body.category !== undefined) m.category = body.category;
    if (body.subcategory !== undefined) m.subcategory = body.subcategory;
    if (body.brand !== undefined) m.brand = body.brand;
    if (body.image !== undefined) m.image = body.image;
    if (body.basePrice !== undefined) m.basePriceCents = dollarsToCents(body.basePrice);
    if (body.bookable !== undefined) m.bookable = body.bookable;
  },
};
