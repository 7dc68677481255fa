import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/decorators/public.decorator.js';
import { ApiDownloadResponse, ApiErrors, UNAVAILABLE } from '../common/openapi/api-errors.decorator.js';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator.js';
import { TRACKING_RATE_LIMIT } from '../workshop/track.controller.js';
import { ReceiptDto } from './dto/receipt.dto.js';
import { RECEIPT_NUMBER } from './dto/receipt-head.dto.js';
import { sendPdf } from './receipts.controller.js';
import { ReceiptsService } from './receipts.service.js';

const NOT_FOUND = 'Not found: an unknown or expired link, or no receipt issued yet (one answer for all)';
const TOKEN = { name: 'token', required: true, schema: { type: 'string', maxLength: 64 } } as const;

/** The customer's receipts on their tracking link (public, rate-limited like the tracking page). */
@ApiTags('tracking')
@Public()
@Controller('track/:token/receipts')
export class TrackReceiptsController {
  constructor(private readonly receipts: ReceiptsService) {}

  @Get()
  @RateLimit(TRACKING_RATE_LIMIT)
  // It carries the customer's signature strokes: never kept by a browser or a proxy.
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    operationId: 'getTrackingReceipts',
    summary: "The receipt of the token's own order and its credit notes (never another order's)",
  })
  @ApiParam(TOKEN)
  @ApiOkResponse({ type: [ReceiptDto] })
  @ApiErrors({ 404: NOT_FOUND, 503: UNAVAILABLE })
  getTrackingReceipts(@Param('token') token: string): Promise<ReceiptDto[]> {
    return this.receipts.forToken(token);
  }

  @Get(':number/pdf')
  @RateLimit(TRACKING_RATE_LIMIT)
  @ApiOperation({ operationId: 'getTrackingReceiptPdf', summary: 'One of those receipts as PDF' })
  @ApiParam(TOKEN)
  @ApiParam({ name: 'number', required: true, schema: { type: 'string', ...RECEIPT_NUMBER } })
  @ApiDownloadResponse('application/pdf', 'The receipt as a US Letter PDF', {
    description: 'An attachment named after the receipt number',
    example: 'attachment; filename="receipt-2026-000123.pdf"',
  })
  @ApiErrors({ 404: NOT_FOUND, 503: UNAVAILABLE })
  async getTrackingReceiptPdf(
    @Param('token') token: string,
    @Param('number') number: string,
    @Res() res: Response,
  ): Promise<void> {
    sendPdf(res, await this.receipts.pdfForToken(token, number));
  }
}
