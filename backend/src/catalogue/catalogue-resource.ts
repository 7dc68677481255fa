import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Put,
  type Provider,
  type Type,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FindOptionsOrder, Repository } from 'typeorm';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { Permission } from '../auth/permissions.js';
import { Clock } from '../common/clock/clock.js';
import { Db } from '../common/database/db.js';
import { violatedConstraint } from '../common/errors/database-errors.js';
import { ApiErrors, ApiJsonBody, ApiUuidParam } from '../common/openapi/api-errors.decorator.js';
import { slugFromName } from './catalogue-admin.rules.js';
import { CatalogueChangesService, type CatalogueTable } from './catalogue-changes.service.js';
import { ReorderDto } from './dto/reorder.dto.js';
import type { CatalogueRow } from './entities/catalogue-row.entity.js';

/** What every row of a catalogue table has: a public id, a place in the order, a retirement. */
export type { CatalogueRow } from './entities/catalogue-row.entity.js';

/**
 * One resource of the back-office catalogue (device models, service types, next the workshop's
 * parts), declared once: its table, its words, its DTOs and its own rules. This piece gives every
 * resource the same list, add, edit, reorder, retire and bring-back, over HTTP and in the service.
 */
export interface CatalogueResource<
  Row extends CatalogueRow,
  Item,
  List extends { items: Item[] },
  Create extends { name: string; slug?: string },
  Update,
> {
  table: CatalogueTable;
  entity: Type<Row>;
  /** One of the resource, in words ('device model'). */
  noun: string;
  /** Its path under /api ('admin/device-models'). */
  path: string;
  /** Permission of every change. */
  writePermission: Permission;
  /** Permission to read the list (PricesRead, which every staff member has, when left out). */
  readPermission?: Permission;
  /** Whether the public catalogue and price map show it (their caches are dropped on a change); true when left out. */
  public?: boolean;
  /** Its references an editor can break (an id of nothing): each one's field and 400 message. */
  references?: { constraint: string; field: string; message: string }[];
  /** The unique constraints of its table that an editor can break, by field. */
  uniqueConstraints: { slug: string; name: string };
  dto: { item: Type<Item>; list: Type<List>; create: Type<Create>; update: Type<Update> };
  /** The list order (display order, then name). */
  order: FindOptionsOrder<Row>;
  nameOf(row: Row): string;
  toItem(row: Row): Item;
  /** The list answer from its items (a resource may add what its form offers, e.g. categories). */
  toList(items: Item[]): List;
  /** The new row's own fields from the request (slug, order and retirement are set here). */
  fromCreate(body: Create): Partial<Row>;
  /** Applies the fields a partial update gives. */
  applyUpdate(row: Row, body: Update): void;
  /** Operation ids: `list${plural}`, `create${singular}` ... ('DeviceModels', 'DeviceModel'). */
  operationNames: readonly [string, string];
}

// The type parameters of a resource do not matter once declared: the piece handles rows and DTOs alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCatalogueResource = CatalogueResource<any, any, any, any, any>;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The rules every catalogue resource shares, over its TypeORM repository. */
export class CatalogueResourceService<
  Row extends CatalogueRow,
  Item,
  List extends { items: Item[] },
  Create extends { name: string; slug?: string },
  Update,
> {
  constructor(
    private readonly resource: CatalogueResource<Row, Item, List, Create, Update>,
    /** The table's TypeORM repository, in the transaction under way. */
    private readonly repository: () => Repository<Row>,
    private readonly changes: CatalogueChangesService,
    private readonly clock: Clock,
  ) {}

  private get rows(): Repository<Row> {
    return this.repository();
  }

  async list(): Promise<List> {
    const rows = await this.rows.find({ order: this.resource.order });
    return this.resource.toList(rows.map((r) => this.resource.toItem(r)));
  }

  /** Adds a row at the end of the order; its slug is made from the name unless given. */
  async create(body: Create): Promise<Item> {
    const slug = body.slug ?? slugFromName(body.name);
    if (!slug) {
      const message = 'The name has no letters or digits to make an id from: give a slug';
      throw new BadRequestException({ message, errors: [{ field: 'slug', message }] });
    }
    const row = this.rows.create({
      ...this.resource.fromCreate(body),
      slug,
      displayOrder: await this.changes.nextDisplayOrder(this.resource.table),
      retiredAt: null,
    } as Row);
    const saved = await this.changes.unique(this.uniqueRules(slug, body.name), () => this.save(row));
    this.changed();
    return this.resource.toItem(await this.get(saved.id));
  }

  async update(id: string, body: Update): Promise<Item> {
    const row = await this.get(id);
    this.resource.applyUpdate(row, body);
    await this.changes.unique(this.uniqueRules(row.slug, this.resource.nameOf(row)), () => this.save(row));
    this.changed();
    return this.resource.toItem(await this.get(id));
  }

  async reorder(ids: string[]): Promise<List> {
    await this.changes.reorder(this.resource.table, ids);
    return this.list();
  }

  /** After a committed change: the public caches are dropped when the resource is shown there. */
  private changed(): void {
    if (this.resource.public !== false) this.changes.changed();
  }

  /** Hides it from the public catalogue and the booking wizard; the row stays. Idempotent. */
  async retire(id: string): Promise<Item> {
    await this.get(id);
    await this.changes.retire(this.resource.table, id, this.clock.now());
    this.changed();
    return this.resource.toItem(await this.get(id));
  }

  async unretire(id: string): Promise<Item> {
    await this.get(id);
    await this.changes.unretire(this.resource.table, id);
    this.changed();
    return this.resource.toItem(await this.get(id));
  }

  /** Saves a row; a broken reference (an id of nothing) is the editor's 400, naming its field. */
  private async save(row: Row): Promise<Row> {
    try {
      return await this.rows.save(row);
    } catch (error) {
      const constraint = violatedConstraint(error, 'foreignKey');
      const reference = this.resource.references?.find((r) => r.constraint === constraint);
      if (!reference) throw error;
      throw new BadRequestException({
        message: reference.message,
        errors: [{ field: reference.field, message: reference.message }],
      });
    }
  }

  private async get(id: string): Promise<Row> {
    const row = await this.rows.findOne({ where: { id } as never });
    if (!row) throw new NotFoundException(`${capitalised(this.resource.noun)} not found`);
    return row;
  }

  private uniqueRules(slug: string, name: string) {
    const one = this.resource.noun;
    return [
      {
        constraint: this.resource.uniqueConstraints.slug,
        field: 'slug',
        message: `A ${one} with the id ${slug} already exists`,
      },
      {
        constraint: this.resource.uniqueConstraints.name,
        field: 'name',
        message: `A ${one} named ${name} already exists`,
      },
    ];
  }
}

/** The injection token of a resource's service. */
export function catalogueServiceToken(resource: AnyCatalogueResource): string {
  return `CatalogueResourceService:${resource.table}`;
}

/** The provider of a resource's service, for the catalogue module. */
export function catalogueResourceProvider(resource: AnyCatalogueResource): Provider {
  return {
    provide: catalogueServiceToken(resource),
    inject: [Db, CatalogueChangesService, Clock],
    useFactory: (db: Db, changes: CatalogueChangesService, clock: Clock) =>
      new CatalogueResourceService(resource, () => db.repository(resource.entity), changes, clock),
  };
}

const uuid = new ParseUUIDPipe({ version: 'all' });

/**
 * The back-office controller of a resource: the same six operations for every resource, documented
 * with its own DTOs, operation ids and words (the generated client names its hooks after them).
 */
export function catalogueResourceController(resource: AnyCatalogueResource): Type {
  const one = resource.noun;
  const [Many, One] = resource.operationNames;
  const { item, list, create, update } = resource.dto;
  const write = resource.writePermission;
  const noSuch = { 404: `No ${one} with this id` };

  @ApiTags('admin catalogue')
  @Controller(resource.path)
  class CatalogueResourceController {
    constructor(
      @Inject(catalogueServiceToken(resource))
      private readonly service: CatalogueResourceService<
        CatalogueRow,
        unknown,
        { items: unknown[] },
        { name: string },
        unknown
      >,
    ) {}

    @Get()
    @Authenticated(resource.readPermission ?? Permission.PricesRead)
    @ApiOperation({
      operationId: `list${Many}`,
      summary: `Every ${one}, retired ones included (viewer and editor)`,
    })
    @ApiOkResponse({ type: list })
    list() {
      return this.service.list();
    }

    @Post()
    @Authenticated(write)
    @ApiOperation({ operationId: `create${One}`, summary: `Adds a ${one} at the end of the list (editor)` })
    @ApiJsonBody(create, 'A missing or invalid field, with field errors')
    @ApiCreatedResponse({ type: item })
    @ApiErrors({ 409: 'The id (slug) or the name is taken' })
    create(@Body() body: { name: string }) {
      return this.service.create(body);
    }

    @Put('order')
    @Authenticated(write)
    @ApiOperation({
      operationId: `reorder${Many}`,
      summary: 'Sets the display order from the full list of ids (editor)',
    })
    @ApiJsonBody(ReorderDto, 'Not a list of distinct ids')
    @ApiOkResponse({ type: list })
    @ApiErrors({ 409: 'The list changed since it was loaded' })
    reorder(@Body() body: ReorderDto) {
      return this.service.reorder(body.ids);
    }

    @Patch(':id')
    @Authenticated(write)
    @ApiOperation({
      operationId: `update${One}`,
      summary: `Renames or edits a ${one}; its public id stays (editor)`,
    })
    @ApiUuidParam()
    @ApiJsonBody(update, 'An invalid field, with field errors')
    @ApiOkResponse({ type: item })
    @ApiErrors({ ...noSuch, 409: 'The name is taken' })
    update(@Param('id', uuid) id: string, @Body() body: unknown) {
      return this.service.update(id, body);
    }

    @Post(':id/retire')
    @HttpCode(200)
    @Authenticated(write)
    @ApiOperation({
      operationId: `retire${One}`,
      summary: `Hides a ${one} from the public site and booking; kept for history (editor)`,
    })
    @ApiOkResponse({ type: item })
    @ApiUuidParam()
    @ApiErrors(noSuch)
    retire(@Param('id', uuid) id: string) {
      return this.service.retire(id);
    }

    @Post(':id/unretire')
    @HttpCode(200)
    @Authenticated(write)
    @ApiOperation({
      operationId: `unretire${One}`,
      summary: `Brings a retired ${one} back to the public site (editor)`,
    })
    @ApiOkResponse({ type: item })
    @ApiUuidParam()
    @ApiErrors(noSuch)
    unretire(@Param('id', uuid) id: string) {
      return this.service.unretire(id);
    }
  }

  // The global validation pipe validates and transforms a body by its declared class: name the
  // resource's own DTOs here, as a hand-written controller's parameter types would.
  Reflect.defineMetadata('design:paramtypes', [create], CatalogueResourceController.prototype, 'create');
  Reflect.defineMetadata(
    'design:paramtypes',
    [String, update],
    CatalogueResourceController.prototype,
    'update',
  );
  Object.defineProperty(CatalogueResourceController, 'name', { value: `Admin${Many}Controller` });
  return CatalogueResourceController;
}
