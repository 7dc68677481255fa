import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentStaff, type StaffPrincipal } from '../auth/current-staff.decorator.js';
import { Permission } from '../auth/permissions.js';
import { ApiErrors, ApiJsonBody, ApiUuidParam } from '../common/openapi/api-errors.decorator.js';
import { AdminAppointmentsService } from './admin-appointments.service.js';
import { AdminAppointmentDetailDto } from './dto/admin-appointment-detail.dto.js';
import { AdminAppointmentPageDto } from './dto/admin-appointment-page.dto.js';
import { AdminAppointmentQueryDto } from './dto/admin-appointment-query.dto.js';
import { AdminAppointmentSummaryDto } from './dto/admin-appointment-summary.dto.js';
import { ChangeAppointmentStatusDto } from './dto/change-appointment-status.dto.js';

const uuid = new ParseUUIDPipe({ version: 'all' });

@ApiTags('admin appointments')
@Controller('admin/appointments')
export class AdminAppointmentsController {
  constructor(private readonly appointments: AdminAppointmentsService) {}

  @Get()
  @Authenticated(Permission.AppointmentsRead)
  @ApiOperation({
    operationId: 'listAdminAppointments',
    summary: 'Appointments by day (shop time) or by search, earliest first (viewer and editor)',
  })
  @ApiOkResponse({ type: AdminAppointmentPageDto })
  @ApiErrors({ 400: 'A bad filter, or more than 92 days' })
  listAdminAppointments(@Query() query: AdminAppointmentQueryDto): Promise<AdminAppointmentPageDto> {
    return this.appointments.list(query);
  }

  @Get('summary')
  @Authenticated(Permission.AppointmentsRead)
  @ApiOperation({
    operationId: 'getAdminAppointmentSummary',
    summary: "Today's count and the next appointment (viewer and editor)",
  })
  @ApiOkResponse({ type: AdminAppointmentSummaryDto })
  getAdminAppointmentSummary(): Promise<AdminAppointmentSummaryDto> {
    return this.appointments.summary();
  }

  @Get(':id')
  @Authenticated(Permission.AppointmentsRead)
  @ApiOperation({
    operationId: 'getAdminAppointment',
    summary: 'One appointment with the history of its status (viewer and editor)',
  })
  @ApiUuidParam()
  @ApiOkResponse({ type: AdminAppointmentDetailDto })
  @ApiErrors({ 404: 'No appointment with this id' })
  getAdminAppointment(@Param('id', uuid) id: string): Promise<AdminAppointmentDetailDto> {
    return this.appointments.get(id);
  }

  @Patch(':id/status')
  @Authenticated(Permission.AppointmentsWrite)
  @ApiOperation({
    operationId: 'changeAppointmentStatus',
    summary: 'Moves an appointment along its life cycle; cancelling e-mails the customer (editor)',
  })
  @ApiUuidParam()
  @ApiJsonBody(ChangeAppointmentStatusDto, 'An unknown status')
  @ApiOkResponse({ type: AdminAppointmentDetailDto })
  @ApiErrors({
    404: 'No appointment with this id',
    409: 'Not an allowed change, a no-show before the start, or changed by someone else (details.currentStatus)',
  })
  changeAppointmentStatus(
    @Param('id', uuid) id: string,
    @Body() body: ChangeAppointmentStatusDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<AdminAppointmentDetailDto> {
    return this.appointments.changeStatus(id, body, staff);
  }
}
