import { Body, Controller, Get, Param, Put, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentStaff, type StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Permission } from '../auth/permissions.js';
import { ApiDownloadResponse, ApiErrors, ApiJsonBody } from '../common/openapi/api-errors.decorator.js';
import { LOCAL_DATE } from '../common/openapi/formats.js';
import { cashUpCsv } from './cash-up-csv.js';
import { CashUpsService, DayParamPipe } from './cash-ups.service.js';
import { CashUpDto } from './dto/cash-up.dto.js';
import { CountCashDto } from './dto/count-cash.dto.js';

const DAY = { name: 'day', required: true, schema: LOCAL_DATE } as const;
const BAD_DAY = 'The day is not a date (YYYY-MM-DD)';

/** The day's takings and the count of the till (counter spec 4): viewers read, editors count. */
@ApiTags('payments')
@Controller('admin/cash-ups')
export class CashUpsController {
  constructor(private readonly cashUps: CashUpsService) {}

  @Get(':day')
  @Authenticated(Permission.PaymentsRead)
  @ApiOperation({
    operationId: 'getCashUp',
    summary:
      "A shop day's takings by method and staff, refunds, receipts, deposits held and the count (viewer and editor)",
  })
  @ApiParam(DAY)
  @ApiOkResponse({ type: CashUpDto })
  @ApiErrors({ 400: BAD_DAY })
  getCashUp(@Param('day', DayParamPipe) day: string): Promise<CashUpDto> {
    return this.cashUps.get(day);
  }

  @Get(':day/export.csv')
  @Authenticated(Permission.PaymentsRead)
  @ApiOperation({
    operationId: 'exportCashUpCsv',
    summary:
      "A shop day's cash-up as CSV: payments and refunds by method and staff, totals, receipts, deposits held, the till (viewer and editor)",
  })
  @ApiParam(DAY)
  @ApiDownloadResponse('text/csv', 'RFC 4180 CSV: section, item, detail, count, amount (in dollars)', {
    description: 'An attachment named after the day',
    example: 'attachment; filename="cash-up-2026-03-11.csv"',
  })
  @ApiErrors({ 400: BAD_DAY })
  async exportCashUpCsv(
    @Param('day', DayParamPipe) day: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const cashUp = await this.cashUps.get(day);
    // Set here, not by @Header: a refused day answers the one JSON error body.
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="cash-up-${day}.csv"`);
    return cashUpCsv(cashUp);
  }

  @Put(':day')
  @Authenticated(Permission.PaymentsWrite)
  @ApiOperation({
    operationId: 'countCash',
    summary:
      'Records the cash counted in the till and its difference from what is expected; a recount replaces it (editor)',
  })
  @ApiParam(DAY)
  @ApiJsonBody(CountCashDto, `A bad amount or note, or: ${BAD_DAY}`)
  @ApiOkResponse({ type: CashUpDto })
  countCash(
    @Param('day', DayParamPipe) day: string,
    @Body() body: CountCashDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<CashUpDto> {
    return this.cashUps.count(day, body, staff);
  }
}
