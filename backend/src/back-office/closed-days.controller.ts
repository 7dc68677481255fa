import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentStaff, type StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Permission } from '../auth/permissions.js';
import { ApiErrors, ApiJsonBody } from '../common/openapi/api-errors.decorator.js';
import { LOCAL_DATE } from '../common/openapi/formats.js';
import { ClosedDaysService } from './closed-days.service.js';
import { ClosedDayListDto } from './dto/closed-day-list.dto.js';
import { ClosedDayDto } from './dto/closed-day.dto.js';
import { CreateClosedDayDto } from './dto/create-closed-day.dto.js';
import { DayParamPipe } from './day-param.pipe.js';

@ApiTags('admin closed days')
@Controller('admin/closed-days')
export class ClosedDaysController {
  constructor(private readonly closedDays: ClosedDaysService) {}

  @Get()
  @Authenticated(Permission.AppointmentsRead)
  @ApiOperation({
    operationId: 'listClosedDays',
    summary:
      'The days the shop is closed, from today on, with the bookings on each to call (viewer and editor)',
  })
  @ApiOkResponse({ type: ClosedDayListDto })
  listClosedDays(): Promise<ClosedDayListDto> {
    return this.closedDays.upcoming();
  }

  @Post()
  @Authenticated(Permission.ClosedDaysWrite)
  @ApiOperation({
    operationId: 'closeDay',
    summary:
      'Close the shop on a day: no slots are offered on it; answers the bookings already on it (editor)',
  })
  @ApiJsonBody(CreateClosedDayDto, 'Not a date, a day that has passed, or no reason (field errors)')
  @ApiCreatedResponse({ type: ClosedDayDto })
  @ApiErrors({ 409: 'The shop is already closed on this day' })
  closeDay(@Body() body: CreateClosedDayDto, @CurrentStaff() staff: StaffPrincipal): Promise<ClosedDayDto> {
    return this.closedDays.close(body, staff);
  }

  @Delete(':day')
  @Authenticated(Permission.ClosedDaysWrite)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    operationId: 'reopenDay',
    summary: 'Open a closed day again: its slots are offered (editor)',
  })
  @ApiParam({ name: 'day', required: true, schema: LOCAL_DATE })
  @ApiNoContentResponse({ description: 'Open again' })
  @ApiErrors({ 400: 'The day is not a date (YYYY-MM-DD)', 404: 'The shop is not closed on this day' })
  async reopenDay(@Param('day', DayParamPipe) day: string): Promise<void> {
    await this.closedDays.reopen(day);
  }
}
