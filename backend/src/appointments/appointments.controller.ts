import {
  Body,
  Controller,
  Get,
  Header,
  Headers,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/decorators/public.decorator.js';
import { ErrorBodyDto } from '../common/errors/error-body.js';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator.js';
import { AppointmentsService } from './appointments.service.js';
import { AppointmentDto } from './dto/appointment.dto.js';
import { AvailabilityDto } from './dto/availability.dto.js';
import { BookingAccessDto } from './dto/booking-access.dto.js';
import { CreateAppointmentDto } from './dto/create-appointment.dto.js';

const REFERENCE_PARAM = { name: 'reference', example: 'RB-7K4Q9M', description: 'Booking reference' };

@ApiTags('appointments')
@Controller('appointments')
export class AppointmentsController {
  constructor(private readonly appointments: AppointmentsService) {}

  @Public()
  @Get('availability')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'getAvailability',
    summary: 'The bookable slots of the next 7 days and whether each is still free',
  })
  @ApiOkResponse({ type: AvailabilityDto })
  getAvailability(): Promise<AvailabilityDto> {
    return this.appointments.availability();
  }

  @Public()
  @Post()
  @RateLimit('bookings')
  @ApiOperation({ operationId: 'createAppointment', summary: 'Book a repair appointment (spec 7)' })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'One per booking attempt; a retry with the same key and body answers the first response',
  })
  @ApiBody({ type: CreateAppointmentDto })
  @ApiCreatedResponse({
    type: AppointmentDto,
    description: 'Booked; the server’s own estimate and the booking reference',
  })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Invalid booking, with field errors' })
  @ApiConflictResponse({
    type: ErrorBodyDto,
    description: "The slot was taken meanwhile (details.reason 'slot_taken')",
  })
  @ApiUnprocessableEntityResponse({
    type: ErrorBodyDto,
    description: 'The Idempotency-Key was used with another body',
  })
  async createAppointment(
    @Body() body: CreateAppointmentDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AppointmentDto> {
    const result = await this.appointments.create(body, idempotencyKey);
    res.status(result.status);
    if (result.replayed) res.setHeader('Idempotent-Replayed', 'true');
    return result.body;
  }

  @Public()
  @Post(':reference/lookup')
  @HttpCode(HttpStatus.OK)
  @RateLimit('lookups')
  @ApiOperation({
    operationId: 'lookupAppointment',
    summary: 'A booking, by its reference and the e-mail it was made with',
  })
  @ApiParam(REFERENCE_PARAM)
  @ApiBody({ type: BookingAccessDto })
  @ApiOkResponse({ type: AppointmentDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No booking with this reference and e-mail' })
  lookupAppointment(
    @Param('reference') reference: string,
    @Body() body: BookingAccessDto,
  ): Promise<AppointmentDto> {
    return this.appointments.lookup(reference, body.email);
  }

  @Public()
  @Post(':reference/cancel')
  @HttpCode(HttpStatus.OK)
  @RateLimit('lookups')
  @ApiOperation({ operationId: 'cancelAppointment', summary: 'Cancel a booking (frees its slot)' })
  @ApiParam(REFERENCE_PARAM)
  @ApiBody({ type: BookingAccessDto })
  @ApiOkResponse({ type: AppointmentDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No booking with this reference and e-mail' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The appointment has already started or passed' })
  cancelAppointment(
    @Param('reference') reference: string,
    @Body() body: BookingAccessDto,
  ): Promise<AppointmentDto> {
    return this.appointments.cancel(reference, body.email);
  }

  @Public()
  @Post(':reference/ics')
  @HttpCode(HttpStatus.OK)
  @RateLimit('lookups')
  @ApiOperation({ operationId: 'downloadAppointmentIcs', summary: 'The booking as an iCalendar file' })
  @ApiParam(REFERENCE_PARAM)
  @ApiBody({ type: BookingAccessDto })
  @ApiProduces('text/calendar')
  @ApiOkResponse({
    description: 'An .ics file',
    content: { 'text/calendar': { schema: { type: 'string' } } },
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No booking with this reference and e-mail' })
  async downloadAppointmentIcs(
    @Param('reference') reference: string,
    @Body() body: BookingAccessDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const file = await this.appointments.ics(reference, body.email);
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
    res.setHeader('Cache-Control', 'no-store');
    return file.content;
  }
}
