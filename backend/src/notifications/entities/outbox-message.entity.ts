import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** Every kind of e-mail the app sends. */
export const OUTBOX_KINDS = [
  'booking_confirmation',
  'booking_rescheduled',
  'booking_reminder',
  'booking_cancelled',
  'discount_code',
  'repair_checked_in',
  'repair_ready',
  'repair_quote',
  'receipt',
  'repair_tracking_link',
  'staff_sign_in_link',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text content (calendar files, plain text). */
  content: string;
}

/** An e-mail to send, written in the same transaction as the change it tells about. */
@Entity({ name: 'outbox_messages' })
export class OutboxMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  kind: OutboxKind;

  @Column({ type: 'text' })
  recipient: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ name: 'text_body', type: 'text' })
  textBody: string;

  @Column({ name: 'html_body', type: 'text' })
  htmlBody: string;

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  attachments: OutboxAttachment[];

  @Column({ type: 'text', default: 'pending' })
  status: OutboxStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz' })
  nextAttemptAt: Date;

  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  /** The repair order the message is about, if any (its page lists them). */
  @Column({ name: 'repair_order_id', type: 'uuid', nullable: true })
  repairOrderId: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** Marked sent by writing it to a file (MAIL_TRANSPORT=file): nobody received it. */
  @Column({ name: 'written_to_file', type: 'boolean', default: false })
  writtenToFile: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
