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
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { Permission } from '../auth/permissions.js';
import { ApiErrors, ApiJsonBody, ApiUuidParam } from '../common/openapi/api-errors.decorator.js';
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
  @ApiJsonBody(CreateServiceTypeDto, 'A missing or invalid field, with field errors')
  @ApiCreatedResponse({ type: AdminServiceTypeDto })
  @ApiErrors({ 409: 'The id (slug) or the name is taken' })
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
  @ApiJsonBody(ReorderDto, 'Not a list of distinct ids')
  @ApiOkResponse({ type: ServiceTypeListDto })
  @ApiErrors({ 409: 'The list changed since it was loaded' })
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
  @ApiUuidParam()
  @ApiJsonBody(UpdateServiceTypeDto, 'An invalid field, with field errors')
  @ApiOkResponse({ type: AdminServiceTypeDto })
  @ApiErrors({ 404: 'No service type with this id', 409: 'The name is taken' })
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
  @ApiUuidParam()
  @ApiErrors({ 404: 'No service type with this id' })
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
  @ApiUuidParam()
  @ApiErrors({ 404: 'No service type with this id' })
  unretireServiceType(@Param('id', uuid) id: string): Promise<AdminServiceTypeDto> {
    return this.services.unretire(id);
  }
}
