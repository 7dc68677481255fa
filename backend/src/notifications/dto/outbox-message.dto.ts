import { ApiProperty } from '@nestjs/swagger';
import { OUTBOX_KINDS, type OutboxKind } from '../entities/outbox-message.entity.js';

export class OutboxMessageDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'booking_confirmation', enum: OUTBOX_KINDS, enumName: 'OutboxKind' })
  kind: OutboxKind;

  @ApiProperty({ example: 'jamie@example.com', format: 'email' })
  recipient: string;

  @ApiProperty()
  subject: string;

  @ApiProperty({ enum: ['pending', 'sent', 'failed'] })
  status: string;

  @ApiProperty({ type: 'integer', example: 1 })
  attempts: number;

  @ApiProperty({ nullable: true, type: String })
  lastError: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  sentAt: string | null;

  /**
   * Marked sent, but only written to a file on the server (MAIL_TRANSPORT=file, no SMTP_URL): the
   * customer received nothing. Staff screens say "written to a file, not sent".
   */
  @ApiProperty({ example: false })
  writtenToFile: boolean;
}
