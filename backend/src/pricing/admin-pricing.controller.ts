import { Body, Controller, Get, Header, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentStaff, type StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Permission } from '../auth/permissions.js';
import { BodyLimit } from '../common/http/json-body.js';
import { ApiDownloadResponse, ApiErrors, ApiJsonBody } from '../common/openapi/api-errors.decorator.js';
import { AdminPricingDto } from './dto/admin-pricing.dto.js';
import { ImportPricingDto } from './dto/import-pricing.dto.js';
import { ImportPricingResultDto } from './dto/import-pricing-result.dto.js';
import { PriceConflictBodyDto } from './dto/price-conflict-body.dto.js';
import { PriceHistoryPageDto } from './dto/price-history-page.dto.js';
import { PriceHistoryQueryDto } from './dto/price-history-query.dto.js';
import { SavePricingDto } from './dto/save-pricing.dto.js';
import { SavePricingResultDto } from './dto/save-pricing-result.dto.js';
import { PricingImportBodyLimit } from './import-body.js';
import { PricingService } from './pricing.service.js';

@ApiTags('admin pricing')
@Controller('admin/pricing')
export class AdminPricingController {
  constructor(private readonly pricing: PricingService) {}

  @Get()
  @Authenticated(Permission.PricesRead)
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
  @ApiOperation({
    operationId: 'saveAdminPricing',
    summary:
      'Saves prices (editor): all or nothing; with a version (body or If-Match), 409 when a changed cell is newer than it, otherwise the last write wins per cell',
  })
  @ApiHeader({
    name: 'If-Match',
    required: false,
    description:
      'The matrix version the save is based on, as an entity tag ("12"); the same as the body\'s version. * or left out: no check',
    schema: { type: 'string', example: '"12"' },
  })
  @ApiJsonBody(SavePricingDto, 'A bad cell (named in the message), an unknown version or a bad If-Match')
  @ApiOkResponse({ type: SavePricingResultDto })
  @ApiErrors({
    409: {
      type: PriceConflictBodyDto,
      description: 'Cells changed by someone else since the version sent, with their current values',
    },
  })
  saveAdminPricing(
    @CurrentStaff() staff: StaffPrincipal,
    @Body() body: SavePricingDto,
    @Headers('if-match') ifMatch: string | undefined,
  ): Promise<SavePricingResultDto> {
    return this.pricing.save(staff, body, ifMatch);
  }

  @Get('history')
  @Authenticated(Permission.PricesRead)
  @ApiOperation({
    operationId: 'getPricingHistory',
    summary: 'Every price change, newest first, by device and/or service, paged',
  })
  @ApiOkResponse({ type: PriceHistoryPageDto })
  @ApiErrors({ 400: 'A bad id, page or page size' })
  getPricingHistory(@Query() query: PriceHistoryQueryDto): Promise<PriceHistoryPageDto> {
    return this.pricing.history(query);
  }

  @Get('export.csv')
  @Authenticated(Permission.PricesRead)
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="retail-prices.csv"')
  @ApiOperation({
    operationId: 'exportPricingCsv',
    summary:
      'The matrix as CSV (models and services on the public site): device_id, service_id, brand, model, service, price',
  })
  @ApiDownloadResponse('text/csv', 'RFC 4180 CSV, one row per device model and service type', {
    description: 'An attachment named retail-prices.csv',
    example: 'attachment; filename="retail-prices.csv"',
  })
  exportPricingCsv(): Promise<string> {
    return this.pricing.exportCsv();
  }

  @Post('import')
  @HttpCode(200)
  @Authenticated(Permission.PricesWrite)
  @BodyLimit(PricingImportBodyLimit)
  @ApiOperation({
    operationId: 'importPricingCsv',
    summary: 'Imports a CSV (editor): dry run answers the diff; the import is one transaction with history',
  })
  @ApiJsonBody(ImportPricingDto, 'A bad line (named in the message) or a bad header', {
    tooLarge: 'The body is larger than room for every cell of the matrix',
  })
  @ApiOkResponse({ type: ImportPricingResultDto })
  @ApiErrors({
    409: {
      type: PriceConflictBodyDto,
      description: 'Cells changed since the version of the dry run, with their current values',
    },
  })
  importPricingCsv(
    @CurrentStaff() staff: StaffPrincipal,
    @Body() body: ImportPricingDto,
  ): Promise<ImportPricingResultDto> {
    return this.pricing.importCsv(staff, body);
  }
}
