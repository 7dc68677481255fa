import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HousekeepingJob } from '../common/housekeeping/housekeeping.job.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { AuthService } from './auth.service.js';
import { DemoStaffSeed } from './demo-staff.seed.js';
import { AdminSession } from './entities/admin-session.entity.js';
import { AdminUser } from './entities/admin-user.entity.js';
import { LoginFailure } from './entities/login-failure.entity.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginFailureRepository } from './login-failure.repository.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { SessionRepository } from './session.repository.js';
import { SessionService } from './session.service.js';
import { StaffAccounts } from './staff-accounts.js';
import { StaffUsersRepository } from './staff-users.repository.js';

/**
 * Staff sign-in, sessions and roles. Provides the one global guard (deny by default): every route
 * of the app needs a staff session unless marked `@Public()`.
 */
@Module({
  imports: [PassportModule, TypeOrmModule.forFeature([AdminUser, AdminSession, LoginFailure])],
  controllers: [AuthController],
  providers: [
    AuthService,
    SessionService,
    LoginThrottleService,
    LocalStrategy,
    StaffUsersRepository,
    SessionRepository,
    LoginFailureRepository,
    StaffAccounts,
    DemoStaffSeed,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [SessionService, StaffAccounts],
})
export class AuthModule implements OnModuleInit {
  constructor(
    private readonly housekeeping: HousekeepingJob,
    private readonly sessions: SessionRepository,
    private readonly failures: LoginFailureRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Expired sessions, and failed sign-ins older than the throttling window, are deleted. */
  onModuleInit(): void {
    this.housekeeping.register('sessions', (now) => this.sessions.deleteExpired(now));
    this.housekeeping.register('signInFailures', (now) =>
      this.failures.deleteAllBefore(
        new Date(now.getTime() - this.config.loginThrottle.windowMinutes * 60_000),
      ),
    );
  }
}
