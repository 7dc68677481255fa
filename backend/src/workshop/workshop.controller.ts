import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentStaff, type StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Permission } from '../auth/permissions.js';
import { ApiErrors, ApiJsonBody, ApiUuidParam } from '../common/openapi/api-errors.decorator.js';
import { AddRepairOrderNoteDto } from './dto/add-repair-order-note.dto.js';
import { ChangeRepairOrderStatusDto } from './dto/change-repair-order-status.dto.js';
import { CheckInResultDto } from './dto/check-in-result.dto.js';
import { RepairOrderPageDto } from './dto/repair-order-page.dto.js';
import { RepairOrderQueryDto } from './dto/repair-order-query.dto.js';
import { EstimatedReadyDto } from './dto/estimated-ready.dto.js';
import { RedeemDiscountDto } from './dto/redeem-discount.dto.js';
import { RepairOrderDto } from './dto/repair-order.dto.js';
import { TrackingLinkDto } from './dto/tracking-link.dto.js';
import { WalkInDto } from './dto/walk-in.dto.js';
import { WarrantyClaimDto } from './dto/warranty-claim.dto.js';
import { OrderOpening } from './order-opening.service.js';
import { WorkshopService } from './workshop.service.js';

const uuid = new ParseUUIDPipe({ version: 'all' });
const NOT_FOUND = 'No repair order with this id';

@ApiTags('workshop')
@Controller('admin/repair-orders')
export class WorkshopController {
  constructor(
    private readonly workshop: WorkshopService,
    private readonly opening: OrderOpening,
  ) {}

  @Get()
  @Authenticated(Permission.WorkshopRead)
  @ApiOperation({
    operationId: 'listRepairOrders',
    summary: 'The workshop board: repair orders by state or search, oldest first (viewer and editor)',
  })
  @ApiOkResponse({ type: RepairOrderPageDto })
  @ApiErrors({ 400: 'A bad filter' })
  listRepairOrders(@Query() query: RepairOrderQueryDto): Promise<RepairOrderPageDto> {
    return this.workshop.list(query);
  }

  @Post()
  @Authenticated(Permission.WorkshopWrite)
  @ApiOperation({
    operationId: 'createWalkInRepairOrder',
    summary:
      'Checks in a walk-in: a new order in received, its receipt e-mailed; the tracking link answered once (editor)',
  })
  @ApiJsonBody(WalkInDto, 'A missing or invalid field (field errors)')
  @ApiCreatedResponse({ type: CheckInResultDto })
  @ApiErrors({
    422: 'An unknown or retired device model or service type, or a deposit asked above the estimate (no order is made)',
  })
  createWalkInRepairOrder(
    @Body() body: WalkInDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<CheckInResultDto> {
    return this.opening.walkIn(body, staff);
  }

  @Get(':id')
  @Authenticated(Permission.WorkshopRead)
  @ApiOperation({
    operationId: 'getRepairOrder',
    summary: 'One repair order: intake, services, money, timeline, notes, allowed moves (viewer and editor)',
  })
  @ApiUuidParam()
  @ApiOkResponse({ type: RepairOrderDto })
  @ApiErrors({ 404: NOT_FOUND })
  getRepairOrder(@Param('id', uuid) id: string): Promise<RepairOrderDto> {
    return this.workshop.get(id);
  }

  @Post(':id/status')
  @HttpCode(HttpStatus.OK)
  @Authenticated(Permission.WorkshopWrite)
  @ApiOperation({
    operationId: 'changeRepairOrderStatus',
    summary:
      'Moves an order along its life cycle; picked_up needs the reference and phone digits; ready e-mails the customer once (editor)',
  })
  @ApiUuidParam()
  @ApiJsonBody(ChangeRepairOrderStatusDto, 'An unknown status or a bad pickup confirmation')
  @ApiOkResponse({ type: RepairOrderDto })
  @ApiErrors({
    404: NOT_FOUND,
    409: 'Not an allowed move (the message names both states), or changed by someone else (details.currentStatus)',
    422: 'The pickup reference and phone digits do not match this order',
  })
  changeRepairOrderStatus(
    @Param('id', uuid) id: string,
    @Body() body: ChangeRepairOrderStatusDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<RepairOrderDto> {
    return this.workshop.changeStatus(id, body, staff);
  }

  @Post(':id/notes')
  @Authenticated(Permission.WorkshopWrite)
  @ApiOperation({ operationId: 'addRepairOrderNote', summary: 'Adds an internal note (editor)' })
  @ApiUuidParam()
  @ApiJsonBody(AddRepairOrderNoteDto, 'An empty or too long note')
  @ApiCreatedResponse({ type: RepairOrderDto })
  @ApiErrors({ 404: NOT_FOUND })
  addRepairOrderNote(
    @Param('id', uuid) id: string,
    @Body() body: AddRepairOrderNoteDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<RepairOrderDto> {
    return this.workshop.addNote(id, body.text, staff);
  }

  @Post(':id/discount')
  @HttpCode(HttpStatus.OK)
  @Authenticated(Permission.WorkshopWrite)
  @ApiOperation({
    operationId: 'redeemRepairOrderDiscount',
    summary: "Redeems the customer's $10 first-repair code on the order, once (editor)",
  })
  @ApiUuidParam()
  @ApiJsonBody(RedeemDiscountDto, "No code, or a code not valid for the order's e-mail or already used")
  @ApiOkResponse({ type: RepairOrderDto })
  @ApiErrors({ 404: NOT_FOUND, 409: 'The order has its discount already, or is closed' })
  redeemRepairOrderDiscount(
    @Param('id', uuid) id: string,
    @Body() body: RedeemDiscountDto,
  ): Promise<RepairOrderDto> {
    return this.workshop.redeemDiscount(id, body.code);
  }

  @Put(':id/estimated-ready-at')
  @Authenticated(Permission.WorkshopWrite)
  @ApiOperation({
    operationId: 'setRepairOrderEstimatedReady',
    summary: 'Sets or clears (null) when the device should be ready; the tracking page shows it (editor)',
  })
  @ApiUuidParam()
  @ApiJsonBody(EstimatedReadyDto, 'Not an ISO 8601 date and time')
  @ApiOkResponse({ type: RepairOrderDto })
  @ApiErrors({ 404: NOT_FOUND, 409: 'The order is closed (picked up or cancelled)' })
  setRepairOrderEstimatedReady(
    @Param('id', uuid) id: string,
    @Body() body: EstimatedReadyDto,
  ): Promise<RepairOrderDto> {
    return this.workshop.setEstimatedReady(id, body.estimatedReadyAt);
  }

  @Post(':id/tracking-links')
  @Authenticated(Permission.WorkshopWrite)
  @ApiOperation({
    operationId: 'createRepairOrderTrackingLink',
    summary: 'A new tracking link (print the slip again); earlier links keep working (editor)',
  })
  @ApiUuidParam()
  @ApiCreatedResponse({ type: TrackingLinkDto })
  @ApiErrors({ 404: NOT_FOUND })
  createRepairOrderTrackingLink(@Param('id', uuid) id: string): Promise<TrackingLinkDto> {
    return this.workshop.newTrackingLink(id);
  }

  @Post(':id/warranty-claims')
  @Authenticated(Permission.WorkshopWrite)
  @ApiOperation({
    operationId: 'claimRepairOrderWarranty',
    summary:
      'A warranty claim: the fault and a new intake; a linked order with total 0 within the warranty of the claimed service, at most one open per service (editor)',
  })
  @ApiUuidParam()
  @ApiJsonBody(WarrantyClaimDto, 'A bad service type id, no fault described, or a bad intake')
  @ApiCreatedResponse({ type: RepairOrderDto })
  @ApiErrors({
    404: NOT_FOUND,
    422: 'Not picked up, not a service of this order, no warranty, or the warranty ended (the date in the message)',
    409: 'The service has an open warranty claim already (the message names it)',
  })
  claimRepairOrderWarranty(
    @Param('id', uuid) id: string,
    @Body() body: WarrantyClaimDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<RepairOrderDto> {
    return this.opening.claimWarranty(id, body, staff);
  }
}
