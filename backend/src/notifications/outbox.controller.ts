import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { Permission } from '../auth/permissions.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { OutboxMessageDto } from './dto/outbox-message.dto.js';
import { OutboxQueryDto } from './dto/outbox-query.dto.js';
import { OutboxService } from './outbox.service.js';

@ApiTags('admin')
@Controller('admin/outbox')
export class OutboxController {
  constructor(private readonly outbox: OutboxService) {}

  @Get()
  @Authenticated(Permission.OutboxRead)
  @ApiOperation({
    operationId: 'listOutbox',
    summary: 'Recent e-mail in the outbox, newest first, with its status',
  })
  @ApiOkResponse({ type: [OutboxMessageDto] })
  @ApiErrors({ 400: 'A bad status or limit' })
  list(@Query() query: OutboxQueryDto): Promise<OutboxMessageDto[]> {
    return this.outbox.recent(query.status, query.limit ?? 50);
  }
}
