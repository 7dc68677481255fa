import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JsonBodyReader } from '../common/http/json-body.js';
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
import { StaffAccounts } from './staff-accounts.js';
import { StaffUsersRepository } from './staff-users.repository.js';

/**
 * Staff sign-in, sessions and roles. Provides the one global guard (deny by default): every route
 * of the app needs a staff session unless marked `@Public()`.
 */
@Module({
  imports: [PassportModule, TypeOrmModule.forFeature([AdminUser, AdminSession])],
  controllers: [AuthController],
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
    DemoStaffSeed,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [SessionService, StaffAccounts],
})
export class AuthModule {}
