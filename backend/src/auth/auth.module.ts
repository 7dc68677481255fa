import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JsonBodyReader } from '../common/http/json-body.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { AuthService } from './auth.service.js';
import { AdminSession } from './entities/admin-session.entity.js';
import { AdminUser } from './entities/admin-user.entity.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { SessionService } from './session.service.js';
import { SignInAttemptsRepository } from './sign-in-attempts.repository.js';

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
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [SessionService],
})
export class AuthModule {}
