import { Body, Controller, Get, Header, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentStaff, type StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Permission } from '../auth/permissions.js';
import {
  ApiDownloadResponse,
  ApiErrors,
  ApiJsonBody,
  ApiUuidParam,
} from '../common/openapi/api-errors.decorator.js';
import { CashUpsService } from './cash-ups.service.js';
import { CreditNoteDto } from './dto/credit-note.dto.js';
import { ReceiptSummaryDto } from './dto/receipt-summary.dto.js';
import { ReceiptDto } from './dto/receipt.dto.js';
import { ReceiptsDayQueryDto } from './dto/receipts-day-query.dto.js';
import { ReceiptsService } from './receipts.service.js';

const uuid = new ParseUUIDPipe({ version: 'all' });
const NOT_FOUND = 'No receipt with this id';

/** Receipts and credit notes for staff (counter spec 3): viewers read, editors issue credit notes. */
@ApiTags('payments')
@Controller('admin/receipts')
export class ReceiptsController {
  constructor(
    private readonly receipts: ReceiptsService,
    private readonly cashUps: CashUpsService,
  ) {}

  @Get()
  @Authenticated(Permission.PaymentsRead)
  @ApiOperation({
    operationId: 'listReceipts',
    summary: 'Receipts and credit notes issued on a shop day, in number order (viewer and editor)',
  })
  @ApiOkResponse({ type: [ReceiptSummaryDto] })
  @ApiErrors({ 400: 'The day is not a date (YYYY-MM-DD)' })
  listReceipts(@Query() query: ReceiptsDayQueryDto): Promise<ReceiptSummaryDto[]> {
    return this.receipts.ofDay(this.cashUps.range(query.day ?? this.cashUps.today()));
  }

  @Get(':id')
  @Authenticated(Permission.PaymentsRead)
  // It carries the customer's signature strokes: never kept by a browser or a proxy.
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    operationId: 'getReceipt',
    summary: 'One receipt or credit note, as issued (viewer and editor)',
  })
  @ApiUuidParam()
  @ApiOkResponse({ type: ReceiptDto })
  @ApiErrors({ 404: NOT_FOUND })
  getReceipt(@Param('id', uuid) id: string): Promise<ReceiptDto> {
    return this.receipts.get(id);
  }

  @Get(':id/pdf')
  @Authenticated(Permission.PaymentsRead)
  @ApiOperation({
    operationId: 'getReceiptPdf',
    summary: 'A receipt or credit note as PDF (viewer and editor)',
  })
  @ApiUuidParam()
  @ApiDownloadResponse('application/pdf', 'The receipt as a US Letter PDF', {
    description: 'An attachment named after the receipt number',
    example: 'attachment; filename="receipt-2026-000123.pdf"',
  })
  @ApiErrors({ 404: NOT_FOUND })
  async getReceiptPdf(@Param('id', uuid) id: string, @Res() res: Response): Promise<void> {
    sendPdf(res, await this.receipts.pdf(id));
  }

  @Post(':id/credit-notes')
  @Authenticated(Permission.PaymentsWrite)
  @ApiOperation({
    operationId: 'createCreditNote',
    summary:
      'Corrects an issued receipt with a credit note of its own number, e-mailed to the customer (editor)',
  })
  @ApiUuidParam()
  @ApiJsonBody(CreditNoteDto, 'A bad amount or a missing reason')
  @ApiCreatedResponse({ type: ReceiptDto })
  @ApiErrors({
    404: NOT_FOUND,
    422: 'Not a receipt (a credit note), or more than is left of it (details.leftCents)',
  })
  createCreditNote(
    @Param('id', uuid) id: string,
    @Body() body: CreditNoteDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<ReceiptDto> {
    return this.receipts.creditNote(id, body, staff);
  }
}

/** A PDF sent as an attachment named after its number. */
export function sendPdf(res: Response, pdf: { number: string; bytes: Buffer }): void {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="receipt-${pdf.number}.pdf"`);
  res.setHeader('Cache-Control', 'no-store');
  res.end(pdf.bytes);
}
