import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { OutboxMessageDto } from './dto/outbox-message.dto.js';
import { OutboxMessage, type OutboxStatus } from './entities/outbox-message.entity.js';

/** Reads the outbox for staff. */
@Injectable()
export class OutboxService {
  constructor(@InjectRepository(OutboxMessage) private readonly messages: Repository<OutboxMessage>) {}

  async recent(status: OutboxStatus | undefined, limit: number): Promise<OutboxMessageDto[]> {
    const rows = await this.messages.find({
      where: status ? { status } : {},
      order: { createdAt: 'DESC' },
      take: limit,
    });
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
