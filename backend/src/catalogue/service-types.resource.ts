import { Permission } from '../auth/permissions.js';
import { centsToDollars, dollarsToCents } from '../common/money/money.js';
import type { CatalogueResource } from './catalogue-resource.js';
import { AdminServiceTypeDto } from './dto/admin-service-type.dto.js';
import { CreateServiceTypeDto } from './dto/create-service-type.dto.js';
import { ServiceTypeListDto } from './dto/service-type-list.dto.js';
import { UpdateServiceTypeDto } from './dto/update-service-type.dto.js';
import { ServiceType } from './entities/service-type.entity.js';

/** Service types in the back office: the repairs the shop offers, with their base price and warranty. */
export const serviceTypes: CatalogueResource<
  ServiceType,
  AdminServiceTypeDto,
  ServiceTypeListDto,
  CreateServiceTypeDto,
  UpdateServiceTypeDto
> = {
  table: 'service_types',
  entity: ServiceType,
  noun: 'service type',
  operationNames: ['ServiceTypes', 'ServiceType'],
  path: 'admin/service-types',
  writePermission: Permission.ServiceTypesWrite,
  uniqueConstraints: { slug: 'service_types_slug_key', name: 'uq_service_types_name' },
  dto: {
    item: AdminServiceTypeDto,
    list: ServiceTypeListDto,
    create: CreateServiceTypeDto,
    update: UpdateServiceTypeDto,
  },
  order: { displayOrder: 'ASC', name: 'ASC' },
  nameOf: (s) => s.name,
  toItem: (s) => ({
    id: s.id,
    slug: s.slug,
    name: s.name,
    basePrice: centsToDollars(s.basePriceCents),
    warranty: s.warranty,
    warrantyDays: s.warrantyDays,
    displayOrder: s.displayOrder,
    retiredAt: s.retiredAt ? s.retiredAt.toISOString() : null,
    createdAt: s.createdAt.toISOString(),
  }),
  toList: (items) => ({ items }),
  fromCreate: (body) => ({
    name: body.name,
    basePriceCents: dollarsToCents(body.basePrice),
    warranty: body.warranty,
    warrantyDays: body.warrantyDays ?? 0,
  }),
  applyUpdate: (s, body) => {
    if (body.name !== undefined) s.name = body.name;
    if (body.basePrice !== undefined) s.basePriceCents = dollarsToCents(body.basePrice);
    if (body.warranty !== undefined) s.warranty = body.warranty;
    if (body.warrantyDays !== undefined) s.warrantyDays = body.warrantyDays;
  },
};
