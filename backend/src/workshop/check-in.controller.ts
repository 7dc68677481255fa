import { Body, Controller, Param, ParseUUIDPipe, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentStaff, type StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Permission } from '../auth/permissions.js';
import { ApiErrors, ApiJsonBody, ApiUuidParam } from '../common/openapi/api-errors.decorator.js';
import { CheckInDto } from './dto/check-in.dto.js';
import { CheckInResultDto } from './dto/check-in-result.dto.js';
import { OrderOpening } from './order-opening.service.js';

@ApiTags('workshop')
@Controller('admin/appointments')
export class CheckInController {
  constructor(private readonly opening: OrderOpening) {}

  @Post(':id/check-in')
  @Authenticated(Permission.WorkshopWrite)
  @ApiOperation({
    operationId: 'checkInAppointment',
    summary:
      "Checks in an appointment's device: one order per appointment however often it is sent (201 the first time, with the tracking link; 200 with the existing order after) (editor)",
  })
  @ApiUuidParam()
  @ApiJsonBody(CheckInDto, 'A missing or invalid intake field (field errors)')
  @ApiCreatedResponse({
    type: CheckInResultDto,
    description: 'Checked in: the new order and its tracking link',
  })
  @ApiOkResponse({
    type: CheckInResultDto,
    description: 'Checked in before: the existing order, trackingUrl null',
  })
  @ApiErrors({
    404: 'No appointment with this id',
    409: 'The appointment cannot be checked in (cancelled or no-show; the message names both states)',
    422: 'A deposit asked above the estimate (the message names it; no order is made)',
  })
  async checkInAppointment(
    @Param('id', new ParseUUIDPipe({ version: 'all' })) id: string,
    @Body() body: CheckInDto,
    @CurrentStaff() staff: StaffPrincipal,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CheckInResultDto> {
    const { created, result } = await this.opening.checkIn(id, body, staff);
    res.status(created ? 201 : 200);
    return result;
  }
}
