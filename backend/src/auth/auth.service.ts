import { Injectable, UnauthorizedException, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AdminSessionDto } from './dto/admin-session.dto.js';
import { staffSession } from './permissions.js';
import type { AdminUser } from './entities/admin-user.entity.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import { SessionService } from './session.service.js';
import { normaliseUsername } from './staff-accounts.js';
import { StaffUsersRepository } from './staff-users.repository.js';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';

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
  ) {}

  onModuleInit(): void {
    this.dummyHash = hashPassword(randomBytes(24).toString('base64url'));
  }

  /**
   * The user for these credentials, or 401 with one message whatever was wrong (unknown user,
   * wrong password, disabled account), after the same argon2 work. 429 when throttled.
   */
  async validateCredentials(username: string, password: string, ip: string): Promise<AdminUser> {
    const name = normaliseUsername(username);
    const ticket = await this.throttle.begin(ip, name);
    const user = await this.users.findByUsername(name);
    const candidate = password.length <= MAX_PASSWORD_LENGTH ? password : '';
    const matches = await verifyPassword(user?.passwordHash ?? (await this.dummyHash), candidate);
    if (!user || !matches || user.disabledAt || password.length > MAX_PASSWORD_LENGTH) {
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
    return { token, session: staffSession(user.username, user.role) };
  }

  signOut(token: string | undefined): Promise<void> {
    return this.sessions.destroy(token);
  }
}
