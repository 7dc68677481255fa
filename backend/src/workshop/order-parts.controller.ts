import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentStaff, type StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Permission } from '../auth/permissions.js';
import { ApiErrors, ApiJsonBody, ApiUuidParam } from '../common/openapi/api-errors.decorator.js';
import { OrderPartsDto } from './dto/order-parts.dto.js';
import { ReservePartDto } from './dto/reserve-part.dto.js';
import { UsePartDto } from './dto/use-part.dto.js';
import { OrderParts } from './order-parts.js';

const uuid = new ParseUUIDPipe({ version: 'all' });

/** The parts of one repair order: held for it, waited for, used on it, and what they cost. */
@ApiTags('inventory')
@Controller('admin/repair-orders/:id/parts')
export class OrderPartsController {
  constructor(private readonly parts: OrderParts) {}

  @Get()
  @Authenticated(Permission.InventoryRead)
  @ApiOperation({
    operationId: 'getRepairOrderParts',
    summary: "A repair order's parts and money: labour, parts, discount, total in cents (viewer and editor)",
  })
  @ApiUuidParam()
  @ApiOkResponse({ type: OrderPartsDto })
  @ApiErrors({ 404: 'No repair order with this id' })
  getRepairOrderParts(@Param('id', uuid) id: string): Promise<OrderPartsDto> {
    return this.parts.view(id);
  }

  @Post()
  @HttpCode(200)
  @Authenticated(Permission.InventoryWrite)
  @ApiOperation({
    operationId: 'reserveRepairOrderPart',
    summary: 'Holds a part for the order; what is not in stock the order waits for (editor)',
  })
  @ApiUuidParam()
  @ApiJsonBody(ReservePartDto, 'A missing part id or a quantity that is not a whole number from 1')
  @ApiOkResponse({ type: OrderPartsDto })
  @ApiErrors({
    404: 'No repair order or part with this id',
    409: 'The order is past the point of taking parts (ready, picked up, cancelled, unrepairable), or the part is retired',
  })
  reserveRepairOrderPart(
    @Param('id', uuid) id: string,
    @Body() body: ReservePartDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<OrderPartsDto> {
    return this.parts.reserve(id, body, staff.username);
  }

  @Post(':partId/use')
  @HttpCode(200)
  @Authenticated(Permission.InventoryWrite)
  @ApiOperation({
    operationId: 'useRepairOrderPart',
    summary:
      "Uses parts on the order (its reservation first); their cost is added to the order's parts cost (editor)",
  })
  @ApiUuidParam()
  @ApiUuidParam('partId')
  @ApiJsonBody(UsePartDto, 'A quantity that is not a whole number from 1')
  @ApiOkResponse({ type: OrderPartsDto })
  @ApiErrors({
    404: 'No repair order or part with this id',
    409: 'Not enough in stock, or the order is not being worked on',
  })
  useRepairOrderPart(
    @Param('id', uuid) id: string,
    @Param('partId', uuid) partId: string,
    @Body() body: UsePartDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<OrderPartsDto> {
    return this.parts.use(id, partId, body.quantity, staff.username);
  }
}
