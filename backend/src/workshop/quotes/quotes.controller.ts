import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../auth/authenticated.decorator.js';
import { CurrentStaff, type StaffPrincipal } from '../../auth/current-staff.decorator.js';
import { Permission } from '../../auth/permissions.js';
import { ApiErrors, ApiJsonBody, ApiUuidParam } from '../../common/openapi/api-errors.decorator.js';
import { QuoteDto } from './dto/quote.dto.js';
import { RecordQuoteDecisionDto } from './dto/record-quote-decision.dto.js';
import { RepairOrderQuotesDto } from './dto/repair-order-quotes.dto.js';
import { SendQuoteDto } from './dto/send-quote.dto.js';
import { QuotesService } from './quotes.service.js';

const uuid = new ParseUUIDPipe({ version: 'all' });
const NOT_FOUND = 'No repair order with this id';

/** An order's quotes (staff): viewers read them, editors write and send new versions. */
@ApiTags('quotes')
@Controller('admin/repair-orders/:id/quotes')
export class QuotesController {
  constructor(private readonly quotes: QuotesService) {}

  @Get()
  @Authenticated(Permission.WorkshopRead)
  @ApiOperation({
    operationId: 'getRepairOrderQuotes',
    summary:
      "An order's quote versions, newest first, and a new one prefilled at today's prices (viewer and editor)",
  })
  @ApiUuidParam()
  @ApiOkResponse({ type: RepairOrderQuotesDto })
  @ApiErrors({ 404: NOT_FOUND })
  getRepairOrderQuotes(@Param('id', uuid) id: string): Promise<RepairOrderQuotesDto> {
    return this.quotes.forOrder(id);
  }

  @Post()
  @Authenticated(Permission.WorkshopWrite)
  @ApiOperation({
    operationId: 'sendRepairOrderQuote',
    summary:
      'Writes the next version and sends it: it supersedes the pending one, the order goes awaiting_approval and the customer is e-mailed the tracking link (editor)',
  })
  @ApiUuidParam()
  @ApiJsonBody(SendQuoteDto, 'No lines, or a bad line (field errors)')
  @ApiCreatedResponse({ type: QuoteDto })
  @ApiErrors({
    404: NOT_FOUND,
    409: 'The order is not diagnosing or awaiting approval (details.currentStatus)',
    422: 'An unknown or retired service type or part',
  })
  sendRepairOrderQuote(
    @Param('id', uuid) id: string,
    @Body() body: SendQuoteDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<QuoteDto> {
    return this.quotes.send(id, body, staff);
  }

  @Post('decision')
  @Authenticated(Permission.WorkshopWrite)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'recordRepairQuoteDecision',
    summary:
      "Records an approval or a decline the customer gave by phone or in the shop: the quote and the order move as with the customer's own answer; the version keeps how, who and when (editor)",
  })
  @ApiUuidParam()
  @ApiJsonBody(RecordQuoteDecisionDto, 'A bad version, decision or channel, or a note over 500 characters')
  @ApiOkResponse({ type: RepairOrderQuotesDto })
  @ApiErrors({
    404: 'No repair order with this id, or no such version',
    409: 'The version was replaced by a newer one (details.currentVersion) or was already answered',
    410: 'The version has expired (details.expiresAt)',
  })
  recordRepairQuoteDecision(
    @Param('id', uuid) id: string,
    @Body() body: RecordQuoteDecisionDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<RepairOrderQuotesDto> {
    return this.quotes.record(id, body, staff);
  }
}
