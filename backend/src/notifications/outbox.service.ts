import { Injectable } from '@nestjs/common';
import type { OutboxMessageDto } from './dto/outbox-message.dto.js';
import type { OutboxKind, OutboxMessage, OutboxStatus } from './entities/outbox-message.entity.js';
import { OutboxRepository } from './outbox.repository.js';

/** A message as staff read it. */
function messageDto(m: OutboxMessage): OutboxMessageDto {
  return {
    id: m.id,
    kind: m.kind,
    recipient: m.recipient,
    subject: m.subject,
    status: m.status,
    attempts: m.attempts,
    lastError: m.lastError,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt ? m.sentAt.toISOString() : null,
    writtenToFile: m.writtenToFile,
  };
}

/** Reads the outbox for staff: recent mail, and the e-mails about one repair order. */
@Injectable()
export class OutboxService {
  constructor(private readonly outbox: OutboxRepository) {}

  async recent(status: OutboxStatus | undefined, limit: number): Promise<OutboxMessageDto[]> {
    return (await this.outbox.recent(status, limit)).map(messageDto);
  }

  /** The e-mails about a repair order, newest first, with their status. */
  async ofRepairOrder(repairOrderId: string): Promise<OutboxMessageDto[]> {
    return (await this.outbox.ofRepairOrder(repairOrderId)).map(messageDto);
  }

  async message(id: string): Promise<OutboxMessageDto | undefined> {
    const m = await this.outbox.findById(id);
    return m ? messageDto(m) : undefined;
  }

  /** The messages of a kind about an order queued in the last `withinSeconds` (newest first, with their age). */
  recentAboutRepairOrder(
    repairOrderId: string,
    kind: OutboxKind,
    withinSeconds: number,
  ): Promise<{ id: string; ageSeconds: number }[]> {
    return this.outbox.recentAboutRepairOrder(repairOrderId, kind, withinSeconds);
  }
}
