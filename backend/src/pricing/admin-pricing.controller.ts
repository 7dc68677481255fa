import { Body, Controller, Get, Header, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentStaff, type StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Permission } from '../auth/permissions.js';
import { ErrorBodyDto } from '../common/errors/error-body.js';
import { AdminPricingDto } from './dto/admin-pricing.dto.js';
import { ImportPricingDto } from './dto/import-pricing.dto.js';
import { ImportPricingResultDto } from './dto/import-pricing-result.dto.js';
import { PriceConflictBodyDto } from './dto/price-conflict-body.dto.js';
import { PriceHistoryPageDto } from './dto/price-history-page.dto.js';
import { PriceHistoryQueryDto } from './dto/price-history-query.dto.js';
import { SavePricingDto } from './dto/save-pricing.dto.js';
import { SavePricingResultDto } from './dto/save-pricing-result.dto.js';
import { PricingService } from './pricing.service.js';

@ApiTags('admin pricing')
@Controller('admin/pricing')
export class AdminPricingController {
  constructor(private readonly pricing: PricingService) {}

  @Get()
  @Authenticated(Permission.PricesRead)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'getAdminPricing',
    summary: 'The retail price matrix with its version (viewer and editor)',
  })
  @ApiOkResponse({ type: AdminPricingDto })
  getAdminPricing(): Promise<AdminPricingDto> {
    return this.pricing.getMatrix();
  }

  @Post()
  @HttpCode(200)
  @Authenticated(Permission.PricesWrite)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'saveAdminPricing',
    summary: 'Saves prices (editor): all or nothing; 409 when a changed cell is newer than the version sent',
  })
  @ApiOkResponse({ type: SavePricingResultDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A bad cell (named in the message)' })
  @ApiConflictResponse({
    type: PriceConflictBodyDto,
    description: 'Cells changed by someone else, with their current values',
  })
  saveAdminPricing(
    @CurrentStaff() staff: StaffPrincipal,
    @Body() body: SavePricingDto,
  ): Promise<SavePricingResultDto> {
    return this.pricing.save(staff, body);
  }

  @Get('history')
  @Authenticated(Permission.PricesRead)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'getPricingHistory',
    summary: 'Every price change, newest first, by device and/or service, paged',
  })
  @ApiOkResponse({ type: PriceHistoryPageDto })
  getPricingHistory(@Query() query: PriceHistoryQueryDto): Promise<PriceHistoryPageDto> {
    return this.pricing.history(query);
  }

  @Get('export.csv')
  @Authenticated(Permission.PricesRead)
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="retail-prices.csv"')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'exportPricingCsv',
    summary: 'The whole matrix as CSV: device_id, service_id, brand, model, service, price',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' } })
  exportPricingCsv(): Promise<string> {
    return this.pricing.exportCsv();
  }

  @Post('import')
  @HttpCode(200)
  @Authenticated(Permission.PricesWrite)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'importPricingCsv',
    summary: 'Imports a CSV (editor): dry run answers the diff; the import is one transaction with history',
  })
  @ApiOkResponse({ type: ImportPricingResultDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A bad line (named in the message)' })
  @ApiConflictResponse({ type: PriceConflictBodyDto })
  importPricingCsv(
    @CurrentStaff() staff: StaffPrincipal,
    @Body() body: ImportPricingDto,
  ): Promise<ImportPricingResultDto> {
    return this.pricing.importCsv(staff, body);
  }
}
