import type { OutboxAttachment } from '../entities/outbox-message.entity.js';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: OutboxAttachment[];
  /** Stable Message-ID, so a resend after a crash is recognisable as the same message. */
  messageId: string;
}

/** Where e-mail goes: an SMTP server, or files on disk on a machine with no mail server. */
export abstract class MailTransport {
  /** Whether "sent" means written to a file (MAIL_TRANSPORT=file): nobody receives the message. */
  readonly writesFiles: boolean = false;
  abstract send(mail: OutgoingMail): Promise<void>;
  abstract close(): Promise<void>;
}
