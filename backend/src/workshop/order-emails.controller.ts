import { Controller, Get, Param, ParseUUIDPipe, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { Permission } from '../auth/permissions.js';
import { ApiErrors, ApiUuidParam } from '../common/openapi/api-errors.decorator.js';
import { OutboxMessageDto } from '../notifications/dto/outbox-message.dto.js';
import { OrderEmails } from './order-emails.js';

const uuid = new ParseUUIDPipe({ version: 'all' });
const NOT_FOUND = 'No repair order with this id';

/** The e-mails about a repair order, and its tracking link sent again. */
@ApiTags('workshop')
@Controller('admin/repair-orders/:id')
export class OrderEmailsController {
  constructor(private readonly emails: OrderEmails) {}

  @Get('emails')
  @Authenticated(Permission.WorkshopRead)
  @ApiOperation({
    operationId: 'listRepairOrderEmails',
    summary: 'The e-mails about an order, newest first, with their status (viewer and editor)',
  })
  @ApiUuidParam()
  @ApiOkResponse({ type: [OutboxMessageDto] })
  @ApiErrors({ 404: NOT_FOUND })
  listRepairOrderEmails(@Param('id', uuid) id: string): Promise<OutboxMessageDto[]> {
    return this.emails.list(id);
  }

  @Post('tracking-link-emails')
  @Authenticated(Permission.WorkshopWrite)
  @ApiOperation({
    operationId: 'sendRepairOrderTrackingLink',
    summary:
      'E-mails the tracking link to the customer again, through the outbox: 201 queued; 200 with the one queued moments ago (a double press sends one) (editor)',
  })
  @ApiUuidParam()
  @ApiCreatedResponse({ type: OutboxMessageDto, description: 'Queued' })
  @ApiOkResponse({ type: OutboxMessageDto, description: 'Queued moments ago: that e-mail, nothing new sent' })
  @ApiErrors({
    404: NOT_FOUND,
    409: 'The order is closed (picked up or cancelled)',
    422: 'The order has no e-mail address',
    429: 'Sent too often in the last 24 hours (the message says when it can be sent again; details.retryAfterSeconds)',
  })
  async sendRepairOrderTrackingLink(
    @Param('id', uuid) id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OutboxMessageDto> {
    const { created, message } = await this.emails.sendTrackingLink(id);
    res.status(created ? 201 : 200);
    return message;
  }
}
