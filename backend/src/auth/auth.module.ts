import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JsonBodyReader } from '../common/http/json-body.js';
import { HousekeepingJob } from '../common/housekeeping/housekeeping.job.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { AuthService } from './auth.service.js';
import { DemoStaffSeed } from './demo-staff.seed.js';
import { AdminSession } from './entities/admin-session.entity.js';
import { AdminUser } from './entities/admin-user.entity.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { SessionRepository } from './session.repository.js';
import { SessionService } from './session.service.js';
import { SignInAttemptsRepository } from './sign-in-attempts.repository.js';
import { SignInLinkController } from './sign-in-link.controller.js';
import { SignInLinks } from './sign-in-links.js';
import { SignInLinksRepository } from './sign-in-links.repository.js';
import { StaffAccounts } from './staff-accounts.js';
import { StaffController } from './staff.controller.js';
import { StaffUsersRepository } from './staff-users.repository.js';

/**
 * Staff sign-in, sessions and roles. Provides the one global guard (deny by default): every route
 * of the app needs a staff session unless marked `@Public()`.
 */
@Module({
  imports: [PassportModule, TypeOrmModule.forFeature([AdminUser, AdminSession])],
  controllers: [AuthController, StaffController, SignInLinkController],
  providers: [
    AuthService,
    SessionService,
    LoginThrottleService,
    SignInAttemptsRepository,
    LocalStrategy,
    JsonBodyReader,
    StaffUsersRepository,
    SessionRepository,
    StaffAccounts,
    SignInLinks,
    SignInLinksRepository,
    DemoStaffSeed,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [SessionService, StaffAccounts],
})
export class AuthModule implements OnModuleInit {
  constructor(
    private readonly housekeeping: HousekeepingJob,
    private readonly sessions: SessionRepository,
    private readonly attempts: SignInAttemptsRepository,
    private readonly signInLinks: SignInLinksRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Expired sessions, and sign-in attempts older than their history (30 days), are deleted. */
  onModuleInit(): void {
    this.housekeeping.register('sessions', (now) => this.sessions.deleteExpired(now));
    this.housekeeping.register('signInLinks', (now) => this.signInLinks.deleteExpired(now));
    this.housekeeping.register('signInAttempts', (now) =>
      this.attempts.deleteAllBefore(
        new Date(now.getTime() - this.config.loginThrottle.historyDays * 24 * 3_600_000),
      ),
    );
  }
}
