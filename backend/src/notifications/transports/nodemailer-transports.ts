import { Logger } from '@nestjs/common';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { MailTransport, type OutgoingMail } from './mail-transport.js';

function toNodemailer(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
    })),
  };
}

/** Sends through an SMTP server (SMTP_URL, e.g. smtp://user:pass@mail.example:587). */
export class SmtpTransport extends MailTransport {
  private readonly transporter: Transporter;

  constructor(url: string) {
    super();
    this.transporter = nodemailer.createTransport(url, {});
    // Fail fast when the server is down, so the row goes back to pending and is retried.
    Object.assign(this.transporter.options, {
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 10000,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail(toNodemailer(mail));
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}

/** Writes each message as an .eml file under a folder and logs its path (default on a fresh machine). */
export class FileTransport extends MailTransport {
  override readonly writesFiles = true;
  private readonly transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  private readonly logger = new Logger('Mail');

  constructor(private readonly dir: string) {
    super();
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.transporter.sendMail(toNodemailer(mail));
    mkdirSync(this.dir, { recursive: true });
    const safeId = mail.messageId.replace(/[^a-zA-Z0-9.-]/g, '_');
    const file = join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId}.eml`);
    writeFileSync(file, info.message as Buffer);
    // The file's name (the message's id), never the recipient: no customer's address in a log.
    this.logger.log(`Wrote an e-mail to ${file}`);
  }

  async close(): Promise<void> {}
}
