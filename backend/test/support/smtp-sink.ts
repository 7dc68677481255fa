import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives; can be stopped and started again on its port. */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  /**
   * Connections that ended in an error, such as a sender killed in the middle of a message (the kernel
   * resets its socket: "read ECONNRESET"). A real mail server notes these and goes on; without this
   * listener smtp-server re-throws them as an uncaught exception in the test process.
   */
  readonly connectionErrors: Error[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    this.server.on('error', (error) => this.connectionErrors.push(error));
    await new Promise<void>((done) => this.server!.listen(this.port, '127.0.0.1', () => done()));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((done) => server.close(() => done()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }
}
