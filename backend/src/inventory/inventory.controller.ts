import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentStaff, type StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Permission } from '../auth/permissions.js';
import { ApiErrors, ApiJsonBody, ApiUuidParam } from '../common/openapi/api-errors.decorator.js';
import { AdjustStockDto } from './dto/adjust-stock.dto.js';
import { AdminPartDto } from './dto/admin-part.dto.js';
import { DeliveryResultDto } from './dto/delivery-result.dto.js';
import { ImportPartsResultDto } from './dto/import-parts-result.dto.js';
import { ImportPartsDto } from './dto/import-parts.dto.js';
import { PartMovementListDto } from './dto/part-movement-list.dto.js';
import { PartMovementQueryDto } from './dto/part-movement-query.dto.js';
import { RecordDeliveryDto } from './dto/record-delivery.dto.js';
import { InventoryService } from './inventory.service.js';

const uuid = new ParseUUIDPipe({ version: 'all' });
const NO_PART = 'No part with this id';

/** A part's stock: its ledger, deliveries and adjustments (the part itself: parts.resource.ts). */
@ApiTags('inventory')
@Controller('admin/inventory')
export class InventoryController {
  constructor(private readonly inventory: InventoryService) {}

  @Post('import')
  @HttpCode(200)
  @Authenticated(Permission.InventoryWrite)
  @ApiOperation({
    operationId: 'importPartsCsv',
    summary: 'Imports parts from CSV (editor): a dry run answers the changes; the import is one transaction',
  })
  @ApiJsonBody(ImportPartsDto, 'A bad line (named in the message) or a bad header')
  @ApiOkResponse({ type: ImportPartsResultDto })
  @ApiErrors({ 409: 'A new part would take the id (slug) of another' })
  importPartsCsv(@Body() body: ImportPartsDto): Promise<ImportPartsResultDto> {
    return this.inventory.importCsv(body);
  }

  @Get(':id')
  @Authenticated(Permission.InventoryRead)
  @ApiOperation({ operationId: 'getPart', summary: 'One part and its stock (viewer and editor)' })
  @ApiUuidParam()
  @ApiOkResponse({ type: AdminPartDto })
  @ApiErrors({ 404: NO_PART })
  getPart(@Param('id', uuid) id: string): Promise<AdminPartDto> {
    return this.inventory.get(id);
  }

  @Get(':id/movements')
  @Authenticated(Permission.InventoryRead)
  @ApiOperation({
    operationId: 'listPartMovements',
    summary: "A part's ledger, latest first, a page at a time (viewer and editor)",
  })
  @ApiUuidParam()
  @ApiOkResponse({ type: PartMovementListDto })
  @ApiErrors({ 400: 'A page or page size that is not a whole number in range', 404: NO_PART })
  listPartMovements(
    @Param('id', uuid) id: string,
    @Query() query: PartMovementQueryDto,
  ): Promise<PartMovementListDto> {
    return this.inventory.movements(id, query);
  }

  @Post(':id/deliveries')
  @HttpCode(200)
  @Authenticated(Permission.InventoryWrite)
  @ApiOperation({
    operationId: 'recordPartDelivery',
    summary:
      'Records a delivery; reserves it for the orders waiting for the part, oldest first, and lists those in waiting for parts (editor)',
  })
  @ApiUuidParam()
  @ApiJsonBody(RecordDeliveryDto, 'A quantity that is not a whole number from 1')
  @ApiOkResponse({ type: DeliveryResultDto })
  @ApiErrors({ 404: NO_PART })
  recordPartDelivery(
    @Param('id', uuid) id: string,
    @Body() body: RecordDeliveryDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<DeliveryResultDto> {
    return this.inventory.recordDelivery(id, body, staff);
  }

  @Post(':id/adjustments')
  @HttpCode(200)
  @Authenticated(Permission.InventoryWrite)
  @ApiOperation({
    operationId: 'adjustPartStock',
    summary: 'Corrects the count on hand with a reason; never below what is reserved (editor)',
  })
  @ApiUuidParam()
  @ApiJsonBody(AdjustStockDto, 'A change of 0 or not whole, or no reason')
  @ApiOkResponse({ type: AdminPartDto })
  @ApiErrors({ 404: NO_PART, 409: 'It would leave less on hand than is reserved (or below zero)' })
  adjustPartStock(
    @Param('id', uuid) id: string,
    @Body() body: AdjustStockDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<AdminPartDto> {
    return this.inventory.adjust(id, body, staff);
  }
}
