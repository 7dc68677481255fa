import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.js';
import { modelCategories, modelImage, modelSubcategories } from './catalogue.data.js';
import { centsToDollars, dollarsToCents, slugFromName } from './catalogue-admin.rules.js';
import { CatalogueChangesService, type UniqueRule } from './catalogue-changes.service.js';
import type { AdminDeviceModelDto } from './dto/admin-device-model.dto.js';
import type { CreateDeviceModelDto } from './dto/create-device-model.dto.js';
import type { DeviceModelListDto } from './dto/device-model-list.dto.js';
import type { UpdateDeviceModelDto } from './dto/update-device-model.dto.js';
import { DeviceModel } from './entities/device-model.entity.js';

const uniqueRules = (slug: string, name: string): UniqueRule[] => [
  {
    constraint: 'device_models_slug_key',
    field: 'slug',
    message: `A device model with the id ${slug} already exists`,
  },
  {
    constraint: 'uq_device_models_name',
    field: 'name',
    message: `A device model named ${name} already exists`,
  },
];

function toDto(m: DeviceModel): AdminDeviceModelDto {
  return {
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
  };
}

/** Device models in the back office: list, add, edit, reorder, retire and bring back. */
@Injectable()
export class DeviceModelsAdminService {
  constructor(
    @InjectRepository(DeviceModel) private readonly models: Repository<DeviceModel>,
    private readonly changes: CatalogueChangesService,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<DeviceModelListDto> {
    const models = await this.models.find({ order: { displayOrder: 'ASC', modelName: 'ASC' } });
    return {
      items: models.map(toDto),
      categories: [...modelCategories],
      subcategories: [...modelSubcategories],
    };
  }

  async create(dto: CreateDeviceModelDto): Promise<AdminDeviceModelDto> {
    const slug = dto.slug ?? slugFromName(dto.name);
    if (!slug) {
      const message = 'The name has no letters or digits to make an id from: give a slug';
      throw new BadRequestException({ message, errors: [{ field: 'slug', message }] });
    }
    const model = this.models.create({
      slug,
      modelName: dto.name,
      category: dto.category,
      subcategory: dto.subcategory ?? null,
      brand: dto.brand,
      image: dto.image ?? modelImage(dto.category),
      basePriceCents: dollarsToCents(dto.basePrice),
      bookable: dto.bookable ?? true,
      displayOrder: await this.changes.nextDisplayOrder('device_models'),
      retiredAt: null,
    });
    const saved = await this.changes.unique(uniqueRules(slug, dto.name), () => this.models.save(model));
    this.changes.changed();
    return toDto(await this.get(saved.id));
  }

  async update(id: string, dto: UpdateDeviceModelDto): Promise<AdminDeviceModelDto> {
    const model = await this.get(id);
    if (dto.name !== undefined) model.modelName = dto.name;
    if (dto.category !== undefined) model.category = dto.category;
    if (dto.subcategory !== undefined) model.subcategory = dto.subcategory;
    if (dto.brand !== undefined) model.brand = dto.brand;
    if (dto.image !== undefined) model.image = dto.image;
    if (dto.basePrice !== undefined) model.basePriceCents = dollarsToCents(dto.basePrice);
    if (dto.bookable !== undefined) model.bookable = dto.bookable;
    await this.changes.unique(uniqueRules(model.slug, model.modelName), () => this.models.save(model));
    this.changes.changed();
    return toDto(await this.get(id));
  }

  async reorder(ids: string[]): Promise<DeviceModelListDto> {
    await this.changes.reorder('device_models', ids);
    return this.list();
  }

  /** Hides it from the public catalogue and the booking wizard; the row stays. Idempotent. */
  async retire(id: string): Promise<AdminDeviceModelDto> {
    await this.get(id);
    await this.models.query(`UPDATE device_models SET retired_at = coalesce(retired_at, $2) WHERE id = $1`, [
      id,
      this.clock.now(),
    ]);
    this.changes.changed();
    return toDto(await this.get(id));
  }

  async unretire(id: string): Promise<AdminDeviceModelDto> {
    await this.get(id);
    await this.models.update({ id }, { retiredAt: null });
    this.changes.changed();
    return toDto(await this.get(id));
  }

  private async get(id: string): Promise<DeviceModel> {
    const model = await this.models.findOneBy({ id });
    if (!model) throw new NotFoundException('Device model not found');
    return model;
  }
}
