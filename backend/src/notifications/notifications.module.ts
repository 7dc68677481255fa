import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { SignInLinkMailer } from '../auth/sign-in-link-mailer.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';
import { NotificationsService } from './notifications.service.js';
import { OutboxController } from './outbox.controller.js';
import { OutboxRepository } from './outbox.repository.js';
import { OutboxService } from './outbox.service.js';
import { OutboxWorker } from './outbox-worker.js';
import { MailTransport } from './transports/mail-transport.js';
import { FileTransport, SmtpTransport } from './transports/nodemailer-transports.js';

/** E-mail through a transactional outbox. Global: features queue mail with NotificationsService. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMessage])],
  controllers: [OutboxController],
  providers: [
    NotificationsService,
    OutboxRepository,
    OutboxService,
    OutboxWorker,
    // The auth module's sign-in links go out through the outbox (auth imports no feature).
    {
      provide: SignInLinkMailer,
      inject: [NotificationsService],
      useFactory: (notifications: NotificationsService): SignInLinkMailer => ({
        queue: (to, mail) => notifications.staffSignInLink(to, mail),
      }),
    },
    {
      provide: MailTransport,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): MailTransport =>
        config.mail.transport === 'smtp' && config.mail.smtpUrl
          ? new SmtpTransport(config.mail.smtpUrl)
          : new FileTransport(join(config.dataDir, 'outbox')),
    },
  ],
  exports: [NotificationsService, OutboxService, OutboxWorker, SignInLinkMailer],
})
export class NotificationsModule {}
