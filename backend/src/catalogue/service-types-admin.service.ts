import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.js';
import { centsToDollars, dollarsToCents, slugFromName } from './catalogue-admin.rules.js';
import { CatalogueChangesService, type UniqueRule } from './catalogue-changes.service.js';
import type { AdminServiceTypeDto } from './dto/admin-service-type.dto.js';
import type { CreateServiceTypeDto } from './dto/create-service-type.dto.js';
import type { ServiceTypeListDto } from './dto/service-type-list.dto.js';
import type { UpdateServiceTypeDto } from './dto/update-service-type.dto.js';
import { ServiceType } from './entities/service-type.entity.js';

const uniqueRules = (slug: string, name: string): UniqueRule[] => [
  {
    constraint: 'service_types_slug_key',
    field: 'slug',
    message: `A service type with the id ${slug} already exists`,
  },
  {
    constraint: 'uq_service_types_name',
    field: 'name',
    message: `A service type named ${name} already exists`,
  },
];

function toDto(s: ServiceType): AdminServiceTypeDto {
  return {
    id: s.id,
    slug: s.slug,
    name: s.name,
    basePrice: centsToDollars(s.basePriceCents),
    warranty: s.warranty,
    displayOrder: s.displayOrder,
    retiredAt: s.retiredAt ? s.retiredAt.toISOString() : null,
    createdAt: s.createdAt.toISOString(),
  };
}

/** Service types in the back office: list, add, edit, reorder, retire and bring back. */
@Injectable()
export class ServiceTypesAdminService {
  constructor(
    @InjectRepository(ServiceType) private readonly services: Repository<ServiceType>,
    private readonly changes: CatalogueChangesService,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<ServiceTypeListDto> {
    const services = await this.services.find({ order: { displayOrder: 'ASC', name: 'ASC' } });
    return { items: services.map(toDto) };
  }

  async create(dto: CreateServiceTypeDto): Promise<AdminServiceTypeDto> {
    const slug = dto.slug ?? slugFromName(dto.name);
    if (!slug) {
      const message = 'The name has no letters or digits to make an id from: give a slug';
      throw new BadRequestException({ message, errors: [{ field: 'slug', message }] });
    }
    const service = this.services.create({
      slug,
      name: dto.name,
      basePriceCents: dollarsToCents(dto.basePrice),
      warranty: dto.warranty,
      displayOrder: await this.changes.nextDisplayOrder('service_types'),
      retiredAt: null,
    });
    const saved = await this.changes.unique(uniqueRules(slug, dto.name), () => this.services.save(service));
    this.changes.changed();
    return toDto(await this.get(saved.id));
  }

  async update(id: string, dto: UpdateServiceTypeDto): Promise<AdminServiceTypeDto> {
    const service = await this.get(id);
    if (dto.name !== undefined) service.name = dto.name;
    if (dto.basePrice !== undefined) service.basePriceCents = dollarsToCents(dto.basePrice);
    if (dto.warranty !== undefined) service.warranty = dto.warranty;
    await this.changes.unique(uniqueRules(service.slug, service.name), () => this.services.save(service));
    this.changes.changed();
    return toDto(await this.get(id));
  }

  async reorder(ids: string[]): Promise<ServiceTypeListDto> {
    await this.changes.reorder('service_types', ids);
    return this.list();
  }

  /** Hides it from the public catalogue and the booking wizard; the row stays. Idempotent. */
  async retire(id: string): Promise<AdminServiceTypeDto> {
    await this.get(id);
    await this.services.query(
      `UPDATE service_types SET retired_at = coalesce(retired_at, $2) WHERE id = $1`,
      [id, this.clock.now()],
    );
    this.changes.changed();
    return toDto(await this.get(id));
  }

  async unretire(id: string): Promise<AdminServiceTypeDto> {
    await this.get(id);
    await this.services.update({ id }, { retiredAt: null });
    this.changes.changed();
    return toDto(await this.get(id));
  }

  private async get(id: string): Promise<ServiceType> {
    const service = await this.services.findOneBy({ id });
    if (!service) throw new NotFoundException('Service type not found');
    return service;
  }
}
