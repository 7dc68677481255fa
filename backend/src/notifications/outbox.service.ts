import { Injectable } from '@nestjs/common';
import type { OutboxMessageDto } from './dto/outbox-message.dto.js';
import type { OutboxStatus } from './entities/outbox-message.entity.js';
import { OutboxRepository } from './outbox.repository.js';

/** Reads the outbox for staff. */
@Injectable()
export class OutboxService {
  constructor(private readonly outbox: OutboxRepository) {}

  async recent(status: OutboxStatus | undefined, limit: number): Promise<OutboxMessageDto[]> {
    const rows = await this.outbox.recent(status, limit);
    return rows.map((m) => ({
      id: m.id,
      kind: m.kind,
      recipient: m.recipient,
      subject: m.subject,
      status: m.status,
      attempts: m.attempts,
      lastError: m.lastError,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt ? m.sentAt.toISOString() : null,
    }));
  }
}
