import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Put,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { Permission } from '../auth/permissions.js';
import { ErrorBodyDto } from '../common/errors/error-body.js';
import { ServiceTypesAdminService } from './service-types-admin.service.js';
import { AdminServiceTypeDto } from './dto/admin-service-type.dto.js';
import { CreateServiceTypeDto } from './dto/create-service-type.dto.js';
import { ServiceTypeListDto } from './dto/service-type-list.dto.js';
import { ReorderDto } from './dto/reorder.dto.js';
import { UpdateServiceTypeDto } from './dto/update-service-type.dto.js';

const uuid = new ParseUUIDPipe({ version: 'all' });

@ApiTags('admin catalogue')
@Controller('admin/service-types')
export class AdminServiceTypesController {
  constructor(private readonly services: ServiceTypesAdminService) {}

  @Get()
  @Authenticated(Permission.PricesRead)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'listServiceTypes',
    summary: 'Every service type, retired ones included (viewer and editor)',
  })
  @ApiOkResponse({ type: ServiceTypeListDto })
  listServiceTypes(): Promise<ServiceTypeListDto> {
    return this.services.list();
  }

  @Post()
  @Authenticated(Permission.ServiceTypesWrite)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'createServiceType',
    summary: 'Adds a service type at the end of the list (editor)',
  })
  @ApiCreatedResponse({ type: AdminServiceTypeDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The id (slug) or the name is taken' })
  createServiceType(@Body() body: CreateServiceTypeDto): Promise<AdminServiceTypeDto> {
    return this.services.create(body);
  }

  @Put('order')
  @Authenticated(Permission.ServiceTypesWrite)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'reorderServiceTypes',
    summary: 'Sets the display order from the full list of ids (editor)',
  })
  @ApiOkResponse({ type: ServiceTypeListDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The list changed since it was loaded' })
  reorderServiceTypes(@Body() body: ReorderDto): Promise<ServiceTypeListDto> {
    return this.services.reorder(body.ids);
  }

  @Patch(':id')
  @Authenticated(Permission.ServiceTypesWrite)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'updateServiceType',
    summary: 'Renames or edits a service type; its public id stays (editor)',
  })
  @ApiOkResponse({ type: AdminServiceTypeDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The name is taken' })
  updateServiceType(
    @Param('id', uuid) id: string,
    @Body() body: UpdateServiceTypeDto,
  ): Promise<AdminServiceTypeDto> {
    return this.services.update(id, body);
  }

  @Post(':id/retire')
  @HttpCode(200)
  @Authenticated(Permission.ServiceTypesWrite)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'retireServiceType',
    summary: 'Hides a service type from the public site and booking; kept for history (editor)',
  })
  @ApiOkResponse({ type: AdminServiceTypeDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  retireServiceType(@Param('id', uuid) id: string): Promise<AdminServiceTypeDto> {
    return this.services.retire(id);
  }

  @Post(':id/unretire')
  @HttpCode(200)
  @Authenticated(Permission.ServiceTypesWrite)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'unretireServiceType',
    summary: 'Brings a retired service type back to the public site (editor)',
  })
  @ApiOkResponse({ type: AdminServiceTypeDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  unretireServiceType(@Param('id', uuid) id: string): Promise<AdminServiceTypeDto> {
    return this.services.unretire(id);
  }
}
