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
  abstract send(mail: OutgoingMail): Promise<void>;
  abstract close(): Promise<void>;
}
