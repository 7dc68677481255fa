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
import { DeviceModelsAdminService } from './device-models-admin.service.js';
import { AdminDeviceModelDto } from './dto/admin-device-model.dto.js';
import { CreateDeviceModelDto } from './dto/create-device-model.dto.js';
import { DeviceModelListDto } from './dto/device-model-list.dto.js';
import { ReorderDto } from './dto/reorder.dto.js';
import { UpdateDeviceModelDto } from './dto/update-device-model.dto.js';

const uuid = new ParseUUIDPipe({ version: 'all' });

@ApiTags('admin catalogue')
@Controller('admin/device-models')
export class AdminDeviceModelsController {
  constructor(private readonly models: DeviceModelsAdminService) {}

  @Get()
  @Authenticated(Permission.PricesRead)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'listDeviceModels',
    summary: 'Every device model, retired ones included (viewer and editor)',
  })
  @ApiOkResponse({ type: DeviceModelListDto })
  listDeviceModels(): Promise<DeviceModelListDto> {
    return this.models.list();
  }

  @Post()
  @Authenticated(Permission.CatalogueWrite)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'createDeviceModel',
    summary: 'Adds a device model at the end of the list (editor)',
  })
  @ApiJsonBody(CreateDeviceModelDto, 'A missing or invalid field, with field errors')
  @ApiCreatedResponse({ type: AdminDeviceModelDto })
  @ApiErrors({ 409: 'The id (slug) or the name is taken' })
  createDeviceModel(@Body() body: CreateDeviceModelDto): Promise<AdminDeviceModelDto> {
    return this.models.create(body);
  }

  @Put('order')
  @Authenticated(Permission.CatalogueWrite)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'reorderDeviceModels',
    summary: 'Sets the display order from the full list of ids (editor)',
  })
  @ApiJsonBody(ReorderDto, 'Not a list of distinct ids')
  @ApiOkResponse({ type: DeviceModelListDto })
  @ApiErrors({ 409: 'The list changed since it was loaded' })
  reorderDeviceModels(@Body() body: ReorderDto): Promise<DeviceModelListDto> {
    return this.models.reorder(body.ids);
  }

  @Patch(':id')
  @Authenticated(Permission.CatalogueWrite)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'updateDeviceModel',
    summary: 'Renames or edits a device model; its public id stays (editor)',
  })
  @ApiUuidParam()
  @ApiJsonBody(UpdateDeviceModelDto, 'An invalid field, with field errors')
  @ApiOkResponse({ type: AdminDeviceModelDto })
  @ApiErrors({ 404: 'No model with this id', 409: 'The name is taken' })
  updateDeviceModel(
    @Param('id', uuid) id: string,
    @Body() body: UpdateDeviceModelDto,
  ): Promise<AdminDeviceModelDto> {
    return this.models.update(id, body);
  }

  @Post(':id/retire')
  @HttpCode(200)
  @Authenticated(Permission.CatalogueWrite)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'retireDeviceModel',
    summary: 'Hides a model from the public site and booking; kept for history (editor)',
  })
  @ApiOkResponse({ type: AdminDeviceModelDto })
  @ApiUuidParam()
  @ApiErrors({ 404: 'No model with this id' })
  retireDeviceModel(@Param('id', uuid) id: string): Promise<AdminDeviceModelDto> {
    return this.models.retire(id);
  }

  @Post(':id/unretire')
  @HttpCode(200)
  @Authenticated(Permission.CatalogueWrite)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'unretireDeviceModel',
    summary: 'Brings a retired model back to the public site (editor)',
  })
  @ApiOkResponse({ type: AdminDeviceModelDto })
  @ApiUuidParam()
  @ApiErrors({ 404: 'No model with this id' })
  unretireDeviceModel(@Param('id', uuid) id: string): Promise<AdminDeviceModelDto> {
    return this.models.unretire(id);
  }
}
