import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/decorators/public.decorator.js';
import {
  ApiDownloadResponse,
  ApiErrors,
  ApiJsonBody,
  UNAVAILABLE,
} from '../common/openapi/api-errors.decorator.js';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator.js';
import { AppointmentsService } from './appointments.service.js';
import { AppointmentDto } from './dto/appointment.dto.js';
import { AvailabilityDto } from './dto/availability.dto.js';
import { BookingAccessDto } from './dto/booking-access.dto.js';
import { CreateAppointmentDto } from './dto/create-appointment.dto.js';
import { RescheduleAppointmentDto } from './dto/reschedule-appointment.dto.js';
import {
  ApiIdempotencyKey,
  IDEMPOTENT_REPLAYED_HEADER,
} from '../common/idempotency/api-idempotency-key.decorator.js';
import { Idempotent } from '../common/idempotency/idempotent.interceptor.js';

const REFERENCE_PARAM = {
  name: 'reference',
  description: 'Booking reference (RB- and upper case optional)',
  schema: { type: 'string', maxLength: 100, example: 'RB-7K4Q9M' },
} as const;
const BOOKING_NOT_FOUND = 'No booking with this reference and e-mail';
const BOOKING_ACCESS_INVALID = 'The e-mail is missing, not a string or too long';

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
  @ApiErrors({ 503: UNAVAILABLE })
  getAvailability(): Promise<AvailabilityDto> {
    return this.appointments.availability();
  }

  @Public()
  @Post()
  @RateLimit('bookings')
  @ApiOperation({ operationId: 'createAppointment', summary: 'Book a repair appointment (spec 7)' })
  @Idempotent('appointments')
  @ApiIdempotencyKey('booking attempt')
  @ApiJsonBody(CreateAppointmentDto, 'Invalid booking or Idempotency-Key, with field errors')
  @ApiCreatedResponse({
    type: AppointmentDto,
    description: 'Booked; the server’s own estimate and the booking reference',
    headers: IDEMPOTENT_REPLAYED_HEADER,
  })
  @ApiErrors({
    409: "The slot was taken meanwhile (details.reason 'slot_taken'), or a request with this Idempotency-Key is still being processed",
    422: 'The Idempotency-Key was used with another body',
    503: UNAVAILABLE,
  })
  createAppointment(@Body() body: CreateAppointmentDto): Promise<AppointmentDto> {
    return this.appointments.create(body);
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
  @ApiJsonBody(BookingAccessDto, BOOKING_ACCESS_INVALID)
  @ApiOkResponse({ type: AppointmentDto })
  @ApiErrors({ 404: BOOKING_NOT_FOUND, 503: UNAVAILABLE })
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
  @ApiJsonBody(BookingAccessDto, BOOKING_ACCESS_INVALID)
  @ApiOkResponse({ type: AppointmentDto })
  @ApiErrors({
    404: BOOKING_NOT_FOUND,
    409: 'The appointment has already started or passed, or staff have closed it',
    503: UNAVAILABLE,
  })
  cancelAppointment(
    @Param('reference') reference: string,
    @Body() body: BookingAccessDto,
  ): Promise<AppointmentDto> {
    return this.appointments.cancel(reference, body.email);
  }

  @Public()
  @Post(':reference/reschedule')
  @HttpCode(HttpStatus.OK)
  @RateLimit('lookups')
  @ApiOperation({
    operationId: 'rescheduleAppointment',
    summary:
      'Move a booking to another free slot: same reference and discount, the old slot freed; e-mails the new time',
  })
  @ApiParam(REFERENCE_PARAM)
  @ApiJsonBody(
    RescheduleAppointmentDto,
    'The e-mail is missing or too long, or the time is not an offered slot or falls on a closed day (field errors)',
  )
  @ApiOkResponse({ type: AppointmentDto, description: 'The booking at its new time' })
  @ApiErrors({
    404: BOOKING_NOT_FOUND,
    409: "Every seat of the new slot is taken (details.reason 'slot_taken'), or the appointment has started, passed or been closed by staff",
    503: UNAVAILABLE,
  })
  rescheduleAppointment(
    @Param('reference') reference: string,
    @Body() body: RescheduleAppointmentDto,
  ): Promise<AppointmentDto> {
    return this.appointments.reschedule(reference, body);
  }

  @Public()
  @Post(':reference/ics')
  @HttpCode(HttpStatus.OK)
  @RateLimit('lookups')
  @ApiOperation({ operationId: 'downloadAppointmentIcs', summary: 'The booking as an iCalendar file' })
  @ApiParam(REFERENCE_PARAM)
  @ApiJsonBody(BookingAccessDto, BOOKING_ACCESS_INVALID)
  @ApiDownloadResponse('text/calendar', 'An .ics file', {
    description: 'An attachment named after the booking',
    example: 'attachment; filename="booking-RB-7K4Q9M.ics"',
  })
  @ApiErrors({ 404: BOOKING_NOT_FOUND, 503: UNAVAILABLE })
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
