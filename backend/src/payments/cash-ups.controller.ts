import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentStaff, type StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Permission } from '../auth/permissions.js';
import { ApiErrors, ApiJsonBody } from '../common/openapi/api-errors.decorator.js';
import { LOCAL_DATE } from '../common/openapi/formats.js';
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
