import { Injectable, Optional, UnauthorizedException, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Clock } from '../common/clock/clock.js';
import { AdminSessionDto } from './dto/admin-session.dto.js';
import { staffSession } from './permissions.js';
import type { AdminUser, Role } from './entities/admin-user.entity.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import { SessionService } from './session.service.js';
import { normaliseUsername } from './staff-accounts.js';
import { StaffUsersRepository } from './staff-users.repository.js';
import { Metrics } from '../common/metrics/metrics.js';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';

/** Longest username and client address counted (no account's name is longer). */
const MAX_USERNAME_LENGTH = 64;
const MAX_ADDRESS_LENGTH = 64;

/** Longest password checked; longer ones cannot match (argon2 itself has no small limit, this bounds CPU). */
const MAX_PASSWORD_LENGTH = 256;

/** Checks staff credentials and opens and closes sessions. */
@Injectable()
export class AuthService implements OnModuleInit {
  /** A hash of a random password, checked for unknown users so every failure costs one argon2 run. */
  private dummyHash: Promise<string>;

  constructor(
    private readonly users: StaffUsersRepository,
    private readonly throttle: LoginThrottleService,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  onModuleInit(): void {
    this.dummyHash = hashPassword(randomBytes(24).toString('base64url'));
  }

  /**
   * The user for these credentials, or 401 with one message whatever was wrong (unknown user,
   * wrong password, disabled account), after the same argon2 work. 429 when throttled.
   */
  async validateCredentials(username: string, password: string, ip: string): Promise<AdminUser> {
    // Normalised once: the throttle counts what the account is looked up by.
    const name = normaliseUsername(username).slice(0, MAX_USERNAME_LENGTH);
    const ticket = await this.throttle.begin(ip.slice(0, MAX_ADDRESS_LENGTH), name);
    const user = await this.users.findByUsername(name);
    const candidate = password.length <= MAX_PASSWORD_LENGTH ? password : '';
    const matches = await verifyPassword(user?.passwordHash ?? (await this.dummyHash), candidate);
    if (!user || !matches || user.disabledAt || password.length > MAX_PASSWORD_LENGTH) {
      await this.throttle.failed(ticket);
      this.metrics?.signInFailures.inc();
      throw new UnauthorizedException(INVALID_CREDENTIALS_MESSAGE);
    }
    await this.throttle.succeeded(ticket);
    return user;
  }

  /** Opens a new session (a new token on every sign-in), ending the one the browser held, if any. */
  async signIn(
    user: AdminUser,
    previousToken: string | undefined,
  ): Promise<{ token: string; session: AdminSessionDto }> {
    await this.sessions.destroy(previousToken);
    const token = await this.sessions.create(user.id);
    const now = this.clock.now();
    await this.users.signedIn(user.id, now);
    return { token, session: await this.session(user.username, user.role, now) };
  }

  /** The session's answer: who, what the role allows, and the failed sign-ins before this one. */
  async session(username: string, role: Role, signedInAt: Date): Promise<AdminSessionDto> {
    const failed = await this.throttle.failedBefore(username, signedInAt);
    return {
      ...staffSession(username, role),
      failedSignIns: { count: failed.count, lastAt: failed.lastAt?.toISOString() ?? null },
    };
  }

  signOut(token: string | undefined): Promise<void> {
    return this.sessions.destroy(token);
  }
}
