import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentStaff, type StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Permission } from '../auth/permissions.js';
import { BodyLimit } from '../common/http/json-body.js';
import { ApiErrors, ApiJsonBody, ApiUuidParam } from '../common/openapi/api-errors.decorator.js';
import { OrderSignaturesDto } from './dto/order-signatures.dto.js';
import { SignatureDto } from './dto/signature.dto.js';
import { SigningDocumentDto } from './dto/signing-document.dto.js';
import { StaffSignDto } from './dto/staff-sign.dto.js';
import { SIGNATURE_KINDS, type SignatureKind } from './signature.js';
import { ApiSignatureImage, sendSignatureImage } from './signature-answers.js';
import { SignatureBodyLimit } from './signature-body.js';
import { SignaturesService } from './signatures.service.js';
import { DocumentKindPipe } from './document-kind.pipe.js';

const uuid = new ParseUUIDPipe({ version: 'all' });
const NOT_FOUND = 'No repair order with this id';

/** The customer's signatures on one repair order (intake spec 2): viewers see them, editors sign on the shop's screen. */
@ApiTags('signatures')
@Controller('admin/repair-orders/:id/signatures')
export class SignaturesController {
  constructor(private readonly signatures: SignaturesService) {}

  @Get()
  @Authenticated(Permission.WorkshopRead)
  @ApiOperation({
    operationId: 'listRepairOrderSignatures',
    summary:
      "An order's signatures (intake and hand-over), whether the intake is signed and the data choice (viewer and editor)",
  })
  @ApiUuidParam()
  @ApiOkResponse({ type: OrderSignaturesDto })
  @ApiErrors({ 404: NOT_FOUND })
  listRepairOrderSignatures(@Param('id', uuid) id: string): Promise<OrderSignaturesDto> {
    return this.signatures.list(id);
  }

  @Get('document')
  @Authenticated(Permission.WorkshopRead)
  @ApiOperation({
    operationId: 'getRepairOrderSigningDocument',
    summary:
      'Exactly what the customer is shown to sign now (the terms, the condition and estimate, or what is handed over), with its hash (viewer and editor)',
  })
  @ApiUuidParam()
  @ApiQuery({
    name: 'kind',
    required: false,
    enum: SIGNATURE_KINDS,
    enumName: 'SignatureKind',
    description: 'The intake (the default) or the hand-over',
  })
  @ApiOkResponse({ type: SigningDocumentDto })
  @ApiErrors({ 400: 'The id is not a UUID, or kind is not intake or handover', 404: NOT_FOUND })
  getRepairOrderSigningDocument(
    @Param('id', uuid) id: string,
    @Query('kind', DocumentKindPipe) kind: SignatureKind,
  ): Promise<SigningDocumentDto> {
    return this.signatures.document(id, kind);
  }

  @Post()
  @Authenticated(Permission.WorkshopWrite)
  @BodyLimit(SignatureBodyLimit)
  @ApiOperation({
    operationId: 'signRepairOrder',
    summary:
      "The customer signs on the shop's screen: the intake (with their data choice; the order is then signed and its photos evidence) or the hand-over; a new record each time (editor)",
  })
  @ApiUuidParam()
  @ApiJsonBody(
    StaffSignDto,
    'A missing name, a bad hash, an image that is not a PNG (by its content), too large or blank, a data choice missing for the intake or sent with a hand-over',
  )
  @ApiCreatedResponse({ type: SignatureDto })
  @ApiErrors({
    404: NOT_FOUND,
    409: 'What was shown changed since (details.hash is the new one), or the order is not in a state to sign this (closed for the intake, not ready for the hand-over)',
  })
  signRepairOrder(
    @Param('id', uuid) id: string,
    @Body() body: StaffSignDto,
    @CurrentStaff() staff: StaffPrincipal,
    @Req() req: Request,
  ): Promise<SignatureDto> {
    return this.signatures.signAtShop(id, body, {
      via: 'shop_screen',
      staff: { id: staff.id, username: staff.username },
      ipAddress: req.ip ?? null,
      userAgent: req.get('user-agent') ?? null,
    });
  }

  @Get(':signatureId/image')
  @Authenticated(Permission.WorkshopRead)
  @ApiOperation({
    operationId: 'getRepairOrderSignatureImage',
    summary: "A signature's strokes as drawn (viewer and editor); gone after the customer's erasure",
  })
  @ApiUuidParam()
  @ApiUuidParam('signatureId')
  @ApiSignatureImage()
  @ApiErrors({ 404: 'No repair order with this id, no such signature of it, or its image was erased' })
  async getRepairOrderSignatureImage(
    @Param('id', uuid) id: string,
    @Param('signatureId', uuid) signatureId: string,
    @Res() res: Response,
  ): Promise<void> {
    sendSignatureImage(res, await this.signatures.image(id, signatureId));
  }
}
